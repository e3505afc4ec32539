import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CAMERA_LIMITS,
  CAMERA_TEXT_PATTERN_SOURCE,
  CLIENT_LIMITS,
  CLIENT_LINK_KEY_SOURCE,
  INVISIBLE,
  selectionHour,
  selectionId,
  TAKEN_AT_PATTERN_SOURCE,
} from "@folio/domain";
import { describe, expect, it } from "vitest";

const rules = readFileSync(path.resolve(import.meta.dirname, "..", "..", "firestore.rules"), "utf8");

/**
 * The invisible-character class of domain/src/content/names.ts as firestore.rules spells it:
 * RE2 writes code points as \x{…} where JavaScript writes \u…, and a rules string literal
 * doubles each backslash.
 */
function asRulesClass(source: string): string {
  const inner = source.slice(1, -1); // drop [ ]
  return inner
    .replace(/\\u\{([0-9A-F]+)\}/g, "\\x{$1}")
    .replace(/\\u([0-9A-F]{4})/g, "\\x{$1}")
    .replaceAll("\\", "\\\\");
}

describe("firestore.rules patterns", () => {
  it("checks item tags with the server's invisible-character class, literally", () => {
    const invisible = asRulesClass(INVISIBLE.source);
    expect(invisible).toContain("\\\\x{034F}");
    expect(rules).toContain(`[^\\\\s/${invisible}]+( [^\\\\s/${invisible}]+)*`);
  });
});

describe("firestore.rules and the camera details of domain/src/media/camera.ts", () => {
  /** A pattern as a rules string literal writes it: each backslash twice. */
  const literal = (source: string) => `'${source.replaceAll("\\", "\\\\")}'`;

  it("repeats the text and date patterns literally", () => {
    expect(rules).toContain(`matchesPattern(camera.camera, ${literal(CAMERA_TEXT_PATTERN_SOURCE)})`);
    expect(rules).toContain(`matchesPattern(camera.lens, ${literal(CAMERA_TEXT_PATTERN_SOURCE)})`);
    expect(rules).toContain(`matchesPattern(camera.takenAt, ${literal(TAKEN_AT_PATTERN_SOURCE)})`);
  });

  it("bounds each field with CAMERA_LIMITS", () => {
    const L = CAMERA_LIMITS;
    for (const check of [
      `isText(camera.camera, 0, ${L.textMax})`,
      `isText(camera.lens, 0, ${L.textMax})`,
      `isCameraNumber(camera.focalLength, ${L.focalLengthMax})`,
      `isCameraNumber(camera.aperture, ${L.apertureMax})`,
      `isCameraNumber(camera.exposureTime, ${L.exposureTimeMax})`,
      `camera.iso >= 1 && camera.iso <= ${L.isoMax}`,
    ])
      expect(rules).toContain(check);
  });
});

describe("firestore.rules and the client galleries' limits of domain/src/clients", () => {
  it("bound favourites and selections with CLIENT_LIMITS, and name selections as selectionId does", () => {
    const L = CLIENT_LIMITS;
    expect(rules).toContain(`gallery.workCount : ${L.favouritesUncountedMax});`);
    expect(rules).toContain(`+ before.toSet().difference(after.toSet()).size() <= ${L.favouritesChangeMax};`);
    const counters = Array.from({ length: L.selectionsPerDeviceHour }, (_, n) => `'${n}'`).join(", ");
    expect(rules).toContain(`&& parts[3] in [${counters}];`);
    expect(rules).toContain("int(time.toMillis() / 3600000)");
    const id = selectionId("G".repeat(20), "uid", 7, 2).split("_");
    expect(id).toEqual(["G".repeat(20), "uid", "7", "2"]);
    expect(selectionHour(3 * 60 * 60 * 1000 - 1)).toBe(2);
  });

  it("check the link key with CLIENT_LINK_KEY_SOURCE, literally", () => {
    expect(rules).toContain(`matchesPattern(data.linkKey, '^${CLIENT_LINK_KEY_SOURCE}$')`);
  });
});
