import { CLIENT_ACCESS_MESSAGES } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { pauseMessage } from "./pause-message";

describe("the pause message", () => {
  const retryAt = new Date(2026, 10, 29, 14, 4, 30).getTime();

  it("says why, when to try again, and to open the emailed link when others' guesses paused it", () => {
    expect(pauseMessage({ scope: "gallery", retryAt }, "en-GB")).toBe(
      "Too many wrong passwords have been tried on this gallery, so it is paused for new devices. " +
        "You can try again at 14:05. " +
        "To get in now, open the gallery from the link in your photographer's email.",
    );
    expect(pauseMessage({ scope: "network", retryAt }, "en-US")).toContain("You can try again at 2:05 PM.");
  });

  it("says only when for the device's own pause, and falls back to the plain message", () => {
    expect(pauseMessage({ scope: "device", retryAt }, "en-GB")).toBe(
      "Too many wrong passwords from this device. You can try again at 14:05.",
    );
    expect(pauseMessage({ scope: "link" }, "en-GB")).toBe(
      "Too many wrong passwords with this link. If this keeps happening, ask your photographer for a new link.",
    );
    expect(pauseMessage({})).toBe(CLIENT_ACCESS_MESSAGES["too-many-attempts"]);
  });
});
