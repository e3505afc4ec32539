import { describe, expect, it } from "vitest";
import { parseOwnerArgs } from "./grant-owner-core";

describe("parseOwnerArgs", () => {
  it("targets the emulator when its host is set", () => {
    expect(parseOwnerArgs(["me@example.com"], { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toEqual({
      email: "me@example.com",
      target: "emulator",
    });
  });

  it("targets a real project from GCLOUD_PROJECT", () => {
    expect(parseOwnerArgs(["me@example.com"], { GCLOUD_PROJECT: "my-folio" })).toEqual({
      email: "me@example.com",
      target: { project: "my-folio" },
    });
  });

  it("refuses a missing email, and a real run without a project", () => {
    expect(() => parseOwnerArgs([], {})).toThrow("usage: npm run owner -- <email>");
    expect(() => parseOwnerArgs(["not-an-email"], {})).toThrow("usage");
    expect(() => parseOwnerArgs(["me@example.com"], {})).toThrow(/GCLOUD_PROJECT/);
    expect(() => parseOwnerArgs(["me@example.com"], { GCLOUD_PROJECT: "demo-folio" })).toThrow(
      /GCLOUD_PROJECT/,
    );
  });
});
