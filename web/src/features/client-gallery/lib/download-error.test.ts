import { describe, expect, it } from "vitest";
import { downloadErrorMessage } from "./download-error";

describe("downloadErrorMessage", () => {
  it("says a refusal kindly, by code and reason, and anything else as a connection problem", () => {
    expect(downloadErrorMessage({ code: "functions/permission-denied" })).toMatch(/not offered/);
    expect(downloadErrorMessage({ code: "functions/failed-precondition", details: { reason: "expired" } })).toMatch(
      /expired/,
    );
    expect(downloadErrorMessage({ code: "functions/resource-exhausted" })).toMatch(/wait a minute/);
    expect(downloadErrorMessage(new Error("offline"))).toMatch(/connection/);
    expect(downloadErrorMessage(null)).toMatch(/connection/);
  });
});
