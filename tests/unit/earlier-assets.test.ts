import { describe, expect, it } from "vitest";
import { keptBuilds, type AssetBuild } from "../../web/build/earlier-assets";

const build = (project: string, builtAt: string, emulators = false): AssetBuild => ({
  project,
  emulators,
  builtAt,
  assets: [`assets/index-${project}-${builtAt.slice(8, 10)}.js`],
});

describe("the files a build keeps of the builds before it", () => {
  const live = build("ada", "2026-11-20T10:00:00Z");
  const unreleased = build("ada", "2026-11-25T10:00:00Z");
  const local = build("demo-folio", "2026-11-26T10:00:00Z", true);

  it("keeps the same project's recent builds, released or not: one of them is live", () => {
    const next = build("ada", "2026-11-29T10:00:00Z");
    expect(keptBuilds([local, unreleased, live], next)).toEqual([unreleased, live]);
  });

  it("lets a build for the emulators in between keep the production builds' files", () => {
    expect(keptBuilds([unreleased, live], build("demo-folio", "2026-11-29T10:00:00Z", true))).toEqual([
      unreleased,
      live,
    ]);
  });

  it("drops builds older than a month, and keeps at most ten", () => {
    const old = build("ada", "2026-10-01T10:00:00Z");
    expect(keptBuilds([live, old], build("ada", "2026-11-29T10:00:00Z"))).toEqual([live]);
    const many = Array.from({ length: 14 }, (_, day) =>
      build("ada", `2026-11-${String(10 + day)}T10:00:00Z`),
    );
    expect(keptBuilds(many.reverse(), build("ada", "2026-11-29T10:00:00Z"))).toHaveLength(10);
  });

  it("never carries another project's files into a production build", () => {
    expect(keptBuilds([live], build("bob", "2026-11-29T10:00:00Z"))).toEqual([]);
  });
});
