import { describe, expect, it } from "vitest";
import { contentStateOf } from "../lib/content-version";
import { RenderCache } from "./render-cache";

/**
 * A cache on a fake clock whose version (and part counters) the test sets, counting version
 * reads and loads. `parts`: the entry is kept by those parts' stamp instead of the version.
 */
function harness(options: { maxEntries?: number } = {}) {
  const state = {
    version: "v1" as string | null,
    counters: {} as Record<string, number>,
    now: 0,
    versionReads: 0,
    loads: 0,
  };
  const cache = new RenderCache(
    async () => {
      state.versionReads += 1;
      return state.version === null ? null : contentStateOf(state.version, "created", { ...state.counters });
    },
    { versionReuseMs: 1_000, now: () => state.now, ...options },
  );
  const get = async (key: string, maxAgeMs?: number, parts?: string[], readAgoMs = 0) => {
    const { read, content } = await cache.forRequest();
    const value = await read(
      key,
      async () => {
        state.loads += 1;
        return { text: `${key}@${state.version}#${state.loads}`, at: state.now - readAgoMs };
      },
      { maxAgeMs, stamp: parts && content?.stamp(parts), readAt: (loaded) => loaded.at },
    );
    return value.text;
  };
  return { state, get };
}

describe("RenderCache", () => {
  it("reads each key once while the content version stands", async () => {
    const { state, get } = harness();
    expect(await get("page")).toBe("page@v1#1");
    state.now += 5_000;
    expect(await get("page")).toBe("page@v1#1");
    expect(state.loads).toBe(1);
    expect(state.versionReads).toBe(2);
  });

  it("reads afresh once the version moves on (a saved change), and after an entry's longest age", async () => {
    const { state, get } = harness();
    await get("page", 60_000);
    state.version = "v2";
    state.now += 1_000;
    expect(await get("page", 60_000)).toBe("page@v2#2");
    state.now += 60_000;
    expect(await get("page", 60_000)).toBe("page@v2#3");
    // Without a longest age, an entry lasts as long as the version.
    await get("settings");
    state.now += 24 * 60 * 60_000;
    expect(await get("settings")).toBe("settings@v2#4");
  });

  it("keeps an entry by its parts' stamp across other changes, until one of its parts changes", async () => {
    const { state, get } = harness();
    state.counters = { "t:fog": 1, all: 4 };
    expect(await get("page:fog", undefined, ["t:fog"])).toBe("page:fog@v1#1");
    state.version = "v2";
    state.counters = { "t:fog": 1, all: 5 };
    state.now += 1_000;
    expect(await get("page:fog", undefined, ["t:fog"])).toBe("page:fog@v1#1");
    state.version = "v3";
    state.counters = { "t:fog": 2, all: 6 };
    state.now += 1_000;
    expect(await get("page:fog", undefined, ["t:fog"])).toBe("page:fog@v3#2");
  });

  it("counts an entry's age from when its value was read, when that was earlier (a kept copy)", async () => {
    const { state, get } = harness();
    await get("page", 60_000, undefined, 50_000);
    state.now += 5_000;
    expect(await get("page", 60_000)).toBe("page@v1#1");
    state.now += 6_000;
    expect(await get("page", 60_000)).toBe("page@v1#2");
  });

  it("keeps nothing while there is no version document", async () => {
    const { state, get } = harness();
    state.version = null;
    await get("page");
    await get("page");
    expect(state.loads).toBe(2);
  });

  it("shares one version read between the renders of a burst", async () => {
    const { state, get } = harness();
    await Promise.all([get("a"), get("b"), get("a")]);
    expect(state.versionReads).toBe(1);
    expect(state.loads).toBe(2);
  });

  it("drops the least recently used entry beyond its bound, and never keeps a failed read", async () => {
    const { state, get } = harness({ maxEntries: 2 });
    await get("a");
    await get("b");
    await get("a");
    await get("c");
    await get("a");
    expect(state.loads).toBe(3);
    await get("b");
    expect(state.loads).toBe(4);

    const failing = new RenderCache(async () => contentStateOf("v1", "created", {}));
    const { read } = await failing.forRequest();
    await expect(read("x", () => Promise.reject(new Error("unavailable")))).rejects.toThrow("unavailable");
    expect(await read("x", async () => "ok")).toBe("ok");
  });
});
