import { afterEach, describe, expect, it, vi } from "vitest";
import { whenPageIdle } from "./page-idle";

describe("whenPageIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("waits for the load event, then for an idle moment", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    let done = false;
    const waiting = whenPageIdle().then(() => (done = true));
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);
    idle[0]!();
    await waiting;
    expect(done).toBe(true);
  });

  it("resolves at once on a loaded page without requestIdleCallback", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    await expect(whenPageIdle()).resolves.toBeUndefined();
  });
});
