import { describe, expect, it } from "vitest";
import {
  addressOfPath,
  attachmentHeader,
  downloadBaseUrl,
  downloadFileName,
  ifRangeHolds,
  partEtag,
  safeSegment,
  servedPath,
  storagePathOfUrl,
  ticketVerdict,
  ZipEntryNames,
  zipBaseName,
} from "./download-plan";

const NOW = Date.UTC(2026, 10, 28, 12);
const TICKET = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

describe("a ticket's verdict", () => {
  it("answers any number of requests (resumes) until it expires", () => {
    expect(ticketVerdict({ expiresAtMs: NOW + 1 }, NOW)).toBe("ok");
    expect(ticketVerdict({ expiresAtMs: NOW }, NOW)).toBe("link-expired");
    expect(ticketVerdict(null, NOW)).toBe("link-unknown");
  });
});

describe("a download's address", () => {
  it("is the ticket and the part, on production's path and the emulator's alike", () => {
    expect(addressOfPath(`/${TICKET}/1`)).toEqual({ ticket: TICKET, part: 1 });
    expect(addressOfPath(`/demo-folio/us-central1/clientDownload/${TICKET}/12`)).toEqual({
      ticket: TICKET,
      part: 12,
    });
    expect(addressOfPath(`/${TICKET}/3?x=1`)).toEqual({ ticket: TICKET, part: 3 });
  });

  it("refuses anything that is not a ticket and a part", () => {
    expect(addressOfPath(`/${TICKET}`)).toBeNull();
    expect(addressOfPath(`/${TICKET}/0`)).toBeNull();
    expect(addressOfPath(`/${TICKET}/01`)).toBeNull();
    expect(addressOfPath(`/${TICKET}/1000`)).toBeNull();
    expect(addressOfPath("/short/1")).toBeNull();
    expect(addressOfPath(`/${TICKET.slice(0, 31)}./1`)).toBeNull();
    expect(addressOfPath("/__proto__/1")).toBeNull();
  });

  it("is the function's own URL, never the site's Hosting (which ends a request at 60 s)", () => {
    const production = downloadBaseUrl({ project: "folio-prod", region: "europe-west1", emulatorHost: null });
    expect(production).toBe("https://europe-west1-folio-prod.cloudfunctions.net/clientDownload");
    expect(new URL(production).hostname.endsWith(".cloudfunctions.net")).toBe(true);
    expect(production).not.toMatch(/web\.app|firebaseapp\.com|\/api\//);
    expect(
      downloadBaseUrl({ project: "demo-folio", region: "us-central1", emulatorHost: "127.0.0.1:15001" }),
    ).toBe("http://127.0.0.1:15001/demo-folio/us-central1/clientDownload");
  });
});

describe("a part's validators", () => {
  const etag = partEtag(TICKET, 2);
  const modified = new Date(NOW);

  it("tie the bytes to the ticket and the part", () => {
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(partEtag(TICKET, 2)).toBe(etag);
    expect(partEtag(TICKET, 3)).not.toBe(etag);
    expect(etag).not.toContain(TICKET);
  });

  it("let a range through only for the same strong tag or the same date", () => {
    expect(ifRangeHolds(undefined, etag, modified)).toBe(true);
    expect(ifRangeHolds(etag, etag, modified)).toBe(true);
    expect(ifRangeHolds(`W/${etag}`, etag, modified)).toBe(false);
    expect(ifRangeHolds(partEtag(TICKET, 3), etag, modified)).toBe(false);
    expect(ifRangeHolds(modified.toUTCString(), etag, modified)).toBe(true);
    expect(ifRangeHolds(new Date(NOW + 1000).toUTCString(), etag, modified)).toBe(false);
    expect(ifRangeHolds("not a date", etag, modified)).toBe(false);
  });
});

describe("the file a work serves", () => {
  const media = {
    storagePath: "clients/g/w/s1/w1707.webp",
    contentType: "image/webp",
    download: {
      url: "http://127.0.0.1:9199/v0/b/demo.appspot.com/o/clients%2Fg%2Fw%2Fs1%2Fdownload.jpg?alt=media",
      contentType: "image/jpeg",
    },
  };

  it("is the largest display copy for web, the download copy for full", () => {
    expect(servedPath(media, "web")).toBe("clients/g/w/s1/w1707.webp");
    expect(servedPath(media, "full")).toBe("clients/g/w/s1/download.jpg");
  });

  it("falls back to the display copy when a work has no download copy", () => {
    expect(servedPath({ ...media, download: null }, "full")).toBe("clients/g/w/s1/w1707.webp");
  });

  it("reads the object path of a Storage address, and nothing of another", () => {
    expect(storagePathOfUrl(media.download.url)).toBe("clients/g/w/s1/download.jpg");
    expect(storagePathOfUrl("https://example.com/x.jpg")).toBeNull();
    expect(storagePathOfUrl("https://h/v0/b/b/o/%E0%A4%A?alt=media")).toBeNull();
  });
});

describe("names the client gets", () => {
  it("keeps the uploaded name's base with the served file's extension", () => {
    expect(downloadFileName("IMG_0042.CR3.jpg", "clients/g/w/s/w1707.webp")).toBe("IMG_0042.CR3.webp");
    expect(downloadFileName("Ceremony kiss.JPG", "clients/g/w/s/download.jpg")).toBe("Ceremony kiss.jpg");
    expect(downloadFileName("clip.mov", "clients/g/w/s/video.mov")).toBe("clip.mov");
  });

  it("never lets a name climb out of its folder or hide", () => {
    expect(downloadFileName("../../etc/passwd.jpg", "x/download.jpg")).toBe("passwd.jpg");
    expect(downloadFileName("a\\b\\..\\c.jpg", "x/download.jpg")).toBe("c.jpg");
    expect(downloadFileName(".hidden.jpg", "x/download.jpg")).toBe("hidden.jpg");
    expect(safeSegment("a\u0000b:c*?", "x")).toBe("a_b_c__");
    expect(safeSegment(" .. ", "Set")).toBe("Set");
  });

  it("makes ZIP entries unique without regard to case, before the extension", () => {
    const names = new ZipEntryNames();
    expect(names.next("Ceremony", "kiss.jpg")).toBe("Ceremony/kiss.jpg");
    expect(names.next("Ceremony", "KISS.jpg")).toBe("Ceremony/KISS (2).jpg");
    expect(names.next("Ceremony", "kiss.jpg")).toBe("Ceremony/kiss (3).jpg");
    expect(names.next("Party", "kiss.jpg")).toBe("Party/kiss.jpg");
    expect(names.next(null, "kiss.jpg")).toBe("kiss.jpg");
    expect(names.next("a/b", "x.jpg")).toBe("a_b/x.jpg");
  });

  it("a name with two dots dedups before its last extension", () => {
    const names = new ZipEntryNames();
    names.next(null, "a.b.jpg");
    expect(names.next(null, "a.b.jpg")).toBe("a.b (2).jpg");
  });

  it("sends an ASCII name and the UTF-8 one", () => {
    expect(attachmentHeader('Mariée "1".jpg')).toBe(
      `attachment; filename="Mari_e _1_.jpg"; filename*=UTF-8''Mari%C3%A9e%20%221%22.jpg`,
    );
    expect(zipBaseName("Anna & Tom", "Ceremony")).toBe("Anna & Tom - Ceremony");
    expect(zipBaseName("Anna/Tom", null)).toBe("Anna_Tom");
  });
});
