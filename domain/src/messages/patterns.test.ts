import { describe, expect, it } from "vitest";
import { MESSAGE_PATTERNS as P } from "./patterns";

describe("message patterns", () => {
  it("refuses blank text and text with whitespace at either end", () => {
    const verdicts = ["Ada", "a\nb", "Zoë", " Ada", "Ada ", "   ", "\u00a0", "\u2003Ada", "\t", ""].map(
      (value) => P.text.test(value),
    );
    expect(verdicts).toEqual([true, true, true, false, false, false, false, false, false, false]);
  });

  it("takes addresses a mail server takes, and refuses a@b.c", () => {
    const verdicts = [
      "ada@example.com",
      "o'brien+tag@mail.example.co.uk",
      "a@b.c",
      "ada@",
      ".ada@example.com",
      "a..b@example.com",
      "ada@example",
      "ada @example.com",
    ].map((value) => P.email.test(value));
    expect(verdicts).toEqual([true, true, false, false, false, false, false, false]);
  });

  it("takes a phone number with the usual punctuation or nothing, never words", () => {
    const verdicts = [
      "",
      "+44 20 7946 0000",
      "(020) 7946-0000",
      "555.1234",
      "call me",
      "+",
      "     ",
      "12",
    ].map((value) => P.phone.test(value));
    expect(verdicts).toEqual([true, true, true, true, false, false, false, false]);
  });
});
