import { describe, expect, it } from "vitest";
import { downloadErrorMessage } from "./download-error";

describe("downloadErrorMessage", () => {
  it("says each refusal by its reason code, whatever the server's text", () => {
    expect(downloadErrorMessage({ code: "functions/failed-precondition", details: { reason: "whole-off" } })).toBe(
      "This gallery's pictures can be downloaded one at a time, not all at once.",
    );
    expect(downloadErrorMessage({ details: { reason: "downloads-off", message: "x" } })).toMatch(/turned off/);
    expect(downloadErrorMessage({ details: { reason: "no-access" } })).toMatch(/no longer shared/);
  });

  it("anything else, an unknown reason included, is a connection problem", () => {
    expect(downloadErrorMessage({ details: { reason: "__proto__" } })).toMatch(/connection/);
    expect(downloadErrorMessage(new Error("offline"))).toMatch(/connection/);
    expect(downloadErrorMessage(null)).toMatch(/connection/);
  });
});
