import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt's cost parameters (Node's defaults, about 50 ms a hash): stored with each hash so they may change. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** A stored password: never the password itself. */
export interface PasswordHash {
  algorithm: "scrypt";
  N: number;
  r: number;
  p: number;
  /** Base64 of 16 random bytes. */
  salt: string;
  /** Base64 of the derived key. */
  hash: string;
}

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return { algorithm: "scrypt", ...PARAMS, salt: salt.toString("base64"), hash: key.toString("base64") };
}

/** The stored hash when the value is one this module wrote, else null (a malformed one protects nothing). */
export function parsePasswordHash(value: unknown): PasswordHash | null {
  if (typeof value !== "object" || value === null) return null;
  const { algorithm, N, r, p, salt, hash } = value as Record<string, unknown>;
  const sane = (n: unknown, max: number): n is number =>
    typeof n === "number" && Number.isSafeInteger(n) && n > 0 && n <= max;
  if (algorithm !== "scrypt" || !sane(N, 2 ** 20) || !sane(r, 32) || !sane(p, 16)) return null;
  if (typeof salt !== "string" || typeof hash !== "string" || !salt || !hash) return null;
  return { algorithm, N, r, p, salt, hash };
}

/** Whether `password` is the hashed one; compares in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, "base64");
  if (expected.length === 0) return false;
  const key = await derive(
    password,
    Buffer.from(stored.salt, "base64"),
    { N: stored.N, r: stored.r, p: stored.p },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}
