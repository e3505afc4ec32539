import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setOwnerFlag } from "@/lib/owner-flag";

const record = vi.fn();
const start = vi.fn();
const createBrowserTracker = vi.fn((_landingUrl: string) => ({ record, start, stop: vi.fn() }));
vi.mock("./browser-tracker", () => ({ createBrowserTracker }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("tracker calls", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.spyOn(console, "debug").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it("load the tracker lazily and pass events on, with the address the visitor landed at", async () => {
    window.history.replaceState(null, "", "/?utm_campaign=autumn");
    const { recordEvent, trackPageView } = await import("./api");
    expect(createBrowserTracker).not.toHaveBeenCalled();
    recordEvent("like", { id: "p1", title: "P", type: "image", category: "all" });
    // The visitor opens a work before the tracker has loaded: each event keeps its own page,
    // and the tracker still learns the landing URL's campaign.
    window.history.pushState(null, "", "/item/p1");
    recordEvent("image_view", { id: "p1", title: "P", type: "image", category: "all" });
    trackPageView("/about");
    await flush();
    expect(createBrowserTracker).toHaveBeenCalledTimes(1);
    expect(createBrowserTracker).toHaveBeenCalledWith(`${location.origin}/?utm_campaign=autumn`);
    expect(record.mock.calls).toEqual([
      ["like", { id: "p1", title: "P", type: "image", category: "all" }, "/"],
      ["image_view", { id: "p1", title: "P", type: "image", category: "all" }, "/item/p1"],
      ["page_view", undefined, "/about"],
    ]);
  });

  it("record nothing on a client gallery, whose address must not become anyone's landing page", async () => {
    window.history.replaceState(null, "", "/client/AbCdEfGhIjKlMnOpQrSt");
    const { recordEvent, startTracking, trackPageView } = await import("./api");
    startTracking();
    trackPageView();
    recordEvent("image_view", { id: "p1", title: "P", type: "image", category: "all" });
    // Leaving for a public page in the same load (the landing address was the gallery's).
    window.history.pushState(null, "", "/contact");
    trackPageView();
    await flush();
    expect(createBrowserTracker).not.toHaveBeenCalled();
    expect(record).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
  });

  it("never load the tracker for the signed-in owner", async () => {
    setOwnerFlag(true);
    const { recordEvent, startTracking } = await import("./api");
    recordEvent("page_view");
    startTracking();
    await flush();
    expect(createBrowserTracker).not.toHaveBeenCalled();
    expect(record).not.toHaveBeenCalled();
  });

  it("stop counting once the owner signs in in another tab", async () => {
    const { recordEvent } = await import("./api");
    recordEvent("page_view");
    await flush();
    setOwnerFlag(true);
    recordEvent("page_view");
    await flush();
    expect(record).toHaveBeenCalledTimes(1);
  });

  it("swallow a tracker that cannot load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    createBrowserTracker.mockImplementationOnce(() => {
      throw new Error("Firebase is not configured");
    });
    const { recordEvent } = await import("./api");
    expect(() => recordEvent("page_view")).not.toThrow();
    await flush();
    expect(warn).toHaveBeenCalledWith("[analytics] tracker unavailable", expect.any(Error));
  });
});
