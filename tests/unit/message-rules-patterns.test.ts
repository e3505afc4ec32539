import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MESSAGE_PATTERN_SOURCES } from "@folio/domain";

const rules = readFileSync(path.resolve(import.meta.dirname, "../../firestore.rules"), "utf8");

describe("firestore.rules and the message patterns", () => {
  it.each(Object.entries(MESSAGE_PATTERN_SOURCES))(
    "firestore.rules repeats the %s pattern literally",
    (_name, source) => {
      // The rules file writes each backslash twice (string escape), as a TS string literal does.
      const escaped = source.replaceAll("\\", "\\\\");
      expect(rules.includes(`'${escaped}'`) || rules.includes(`"${escaped}"`)).toBe(true);
    },
  );
});
