import { CLIENT_LIMITS } from "@folio/domain";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { describe, expect, it } from "vitest";
import { generatePassphrase } from "./passphrase";

describe("a generated passphrase", () => {
  it("is four words of the list, hyphenated, long enough for any password field", () => {
    expect(wordlist).toHaveLength(2048);
    for (let round = 0; round < 50; round += 1) {
      const phrase = generatePassphrase();
      const words = phrase.split("-");
      expect(words).toHaveLength(4);
      for (const word of words) expect(wordlist).toContain(word);
      expect(phrase.length).toBeGreaterThanOrEqual(CLIENT_LIMITS.passwordMin);
      expect(phrase.length).toBeLessThanOrEqual(CLIENT_LIMITS.passwordMax);
    }
  });

  it("maps the random values onto the whole list without bias", () => {
    expect(generatePassphrase(() => Uint16Array.from([0, 2047, 2048, 65535]))).toBe(
      [wordlist[0], wordlist[2047], wordlist[0], wordlist[2047]].join("-"),
    );
    expect(new Set(Array.from({ length: 20 }, () => generatePassphrase())).size).toBe(20);
  });
});
