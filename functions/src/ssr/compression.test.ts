import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeBody } from "./compression";

describe("encodeBody", () => {
  it("gzips for clients that accept it, and says it varies by Accept-Encoding", () => {
    const page = "<html>".repeat(100);
    const encoded = encodeBody(page, "br, gzip, deflate");
    expect(encoded.headers).toEqual({ "Content-Encoding": "gzip", Vary: "Accept-Encoding" });
    expect(gunzipSync(encoded.body).toString("utf8")).toBe(page);
    expect(encodeBody(page, "gzip;q=0.8").headers["Content-Encoding"]).toBe("gzip");
  });

  it("sends plain text otherwise, or when gzip is refused", () => {
    for (const header of [undefined, "", "br", "identity", "gzip;q=0", "x-gzip2"]) {
      const encoded = encodeBody("<html>", header);
      expect(encoded.headers).toEqual({ Vary: "Accept-Encoding" });
      expect(encoded.body.toString("utf8")).toBe("<html>");
    }
  });
});
