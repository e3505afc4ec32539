import { readFileSync } from "node:fs";
import path from "node:path";
import { TAG_NAME_CHARACTER } from "@folio/domain";
import { describe, expect, it } from "vitest";

const rules = readFileSync(path.resolve(import.meta.dirname, "..", "..", "firestore.rules"), "utf8");
/** How a pattern reads inside a rules string literal, where each backslash is doubled. */
const asRulesLiteral = (pattern: string) => pattern.replaceAll("\\", "\\\\");

describe("firestore.rules patterns", () => {
  it("checks each item tag with the server's tag-name characters", () => {
    const character = asRulesLiteral(TAG_NAME_CHARACTER);
    expect(rules).toContain(`joined.matches('^${character}*[\\\\p{L}\\\\p{N}]${character}*(/`);
  });
});
