import { describe, expect, it } from "vitest";
import { DownloadRefusedError } from "../api/request-download";
import { downloadErrorMessage } from "./download-error";

describe("downloadErrorMessage", () => {
  it("says each refusal by its reason code, whatever the server's text", () => {
    expect(downloadErrorMessage({ code: "functions/failed-precondition", details: { reason: "whole-off" } })).toBe(
      "This gallery's pictures can be downloaded one at a time, not all at once.",
    );
    expect(downloadErrorMessage({ details: { reason: "downloads-off", message: "x" } })).toMatch(/turned off/);
    expect(downloadErrorMessage({ details: { reason: "no-access" } })).toMatch(/no longer shared/);
    expect(downloadErrorMessage({ details: { reason: "too-many-downloads" } })).toBe(
      "This device is already downloading 3 parts. Start this one when one of them has finished.",
    );
  });

  it("says a download address's refusal by the reason it sent", () => {
    expect(downloadErrorMessage(new DownloadRefusedError("link-expired"))).toMatch(/expired \(they last a day\)/);
    expect(downloadErrorMessage(new DownloadRefusedError("gallery-busy"))).toMatch(/several devices/);
    expect(downloadErrorMessage(new DownloadRefusedError("unavailable"))).toMatch(/connection/);
  });

  it("anything else, an unknown reason included, is a connection problem", () => {
    expect(downloadErrorMessage({ details: { reason: "__proto__" } })).toMatch(/connection/);
    expect(downloadErrorMessage(new Error("offline"))).toMatch(/connection/);
    expect(downloadErrorMessage(null)).toMatch(/connection/);
  });
});
