import { describe, expect, it } from "vitest";
import { storagePathOf } from "./storage-path";

const path = "clients/g1/w1/s1/display-800.jpg";

describe("storagePathOf", () => {
  it("reads gs:// addresses, tokenless download addresses and bare paths", () => {
    expect(storagePathOf(`gs://folio.appspot.com/${path}`)).toBe(path);
    expect(
      storagePathOf(`https://firebasestorage.googleapis.com/v0/b/folio.appspot.com/o/${encodeURIComponent(path)}?alt=media`),
    ).toBe(path);
    expect(storagePathOf(`http://127.0.0.1:9799/v0/b/demo-folio.appspot.com/o/${encodeURIComponent(path)}`)).toBe(path);
    expect(storagePathOf(path)).toBe(path);
    expect(storagePathOf(`/${path}`)).toBe(path);
  });
});
