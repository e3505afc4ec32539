import { describe, expect, it } from "vitest";
import {
  attachmentHeader,
  downloadFileName,
  safeSegment,
  servedPath,
  storagePathOfUrl,
  ticketOfPath,
  ticketVerdict,
  ZipEntryNames,
  zipFileName,
} from "./download-plan";

const NOW = Date.UTC(2026, 10, 28, 12);
const TICKET = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

describe("a ticket's verdict", () => {
  it("answers once, before it expires", () => {
    expect(ticketVerdict({ expiresAtMs: NOW + 1, usedAtMs: null }, NOW)).toBe("ok");
    expect(ticketVerdict({ expiresAtMs: NOW, usedAtMs: null }, NOW)).toBe("expired");
    expect(ticketVerdict(null, NOW)).toBe("unknown");
  });

  it("reads a used ticket as used even once it has expired, so a retry says so", () => {
    expect(ticketVerdict({ expiresAtMs: NOW + 1, usedAtMs: NOW - 5 }, NOW)).toBe("used");
    expect(ticketVerdict({ expiresAtMs: NOW - 1, usedAtMs: NOW - 5 }, NOW)).toBe("used");
  });
});

describe("the ticket in a request's path", () => {
  it("is the last segment behind Hosting and on the emulator alike", () => {
    expect(ticketOfPath(`/api/client-download/${TICKET}`)).toBe(TICKET);
    expect(ticketOfPath(`/demo-folio/us-central1/clientDownload/${TICKET}`)).toBe(TICKET);
    expect(ticketOfPath(`/${TICKET}?x=1`)).toBe(TICKET);
  });

  it("refuses anything that is not a ticket's shape", () => {
    expect(ticketOfPath("/api/client-download/")).toBeNull();
    expect(ticketOfPath("/api/client-download/short")).toBeNull();
    expect(ticketOfPath(`/api/client-download/${TICKET.slice(0, 31)}.`)).toBeNull();
    expect(ticketOfPath("/api/client-download/__proto__")).toBeNull();
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
    expect(zipFileName("Anna & Tom", "Ceremony")).toBe("Anna & Tom - Ceremony.zip");
    expect(zipFileName("Anna/Tom", null)).toBe("Anna_Tom.zip");
  });
});
