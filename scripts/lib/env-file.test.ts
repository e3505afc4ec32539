import { describe, expect, it } from "vitest";
import { parseEnvFile } from "./env-file";

describe("parseEnvFile", () => {
  it("reads assignments and skips comments and blanks", () => {
    const text = '# comment\nVITE_A=1\n\nVITE_B="two words"\nVITE_EMPTY=\n  VITE_C = x  \n';
    expect(parseEnvFile(text)).toEqual({ VITE_A: "1", VITE_B: "two words", VITE_EMPTY: "", VITE_C: "x" });
  });
});
