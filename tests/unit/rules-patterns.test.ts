import { readFileSync } from "node:fs";
import path from "node:path";
import { INVISIBLE } from "@folio/domain";
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
