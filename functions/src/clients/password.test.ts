import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, verifyPassword } from "./password";

describe("gallery passwords", () => {
  it("verify the right password only, and never store it", async () => {
    const stored = await hashPassword("blue-harbour");
    expect(JSON.stringify(stored)).not.toContain("blue-harbour");
    expect(Buffer.from(stored.salt, "base64")).toHaveLength(16);
    expect(await verifyPassword("blue-harbour", stored)).toBe(true);
    expect(await verifyPassword("Blue-harbour", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salt each hash afresh, and read the same text in either Unicode form as one password", async () => {
    const [a, b] = await Promise.all([hashPassword("café"), hashPassword("café")]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword("cafe\u0301", a)).toBe(true);
  });

  it("read only hashes this module wrote: anything else protects nothing it could open", async () => {
    const stored = await hashPassword("x1234");
    expect(parsePasswordHash(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    for (const bad of [
      null,
      "x",
      { ...stored, algorithm: "md5" },
      { ...stored, N: 2 ** 30 },
      { ...stored, salt: "" },
    ])
      expect(parsePasswordHash(bad)).toBeNull();
  });
});
