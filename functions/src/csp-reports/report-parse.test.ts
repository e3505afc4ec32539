import { describe, expect, it } from "vitest";
import { browserOf, parseCspReports } from "./report-parse";

const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

describe("parseCspReports", () => {
  it("reads the Reporting API's batch, keeping the page's section and the blocked origin only", () => {
    const body = [
      {
        type: "csp-violation",
        age: 10,
        url: "https://folio.example/item/abc?utm_source=mail",
        user_agent: PIXEL,
        body: {
          documentURL: "https://folio.example/item/abc?utm_source=mail#x",
          effectiveDirective: "script-src-elem",
          blockedURL: "https://apis.google.com/js/api.js?onload=x&secret=1",
          disposition: "enforce",
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ];
    expect(parseCspReports(body, PIXEL)).toEqual([
      {
        directive: "script-src-elem",
        blocked: "https://apis.google.com",
        page: "/item",
        browser: "Chrome (mobile)",
      },
    ]);
  });

  it("reads the report-uri format, with inline and data: sources by their kind", () => {
    const report = (blocked: string, page: string) => ({
      "csp-report": {
        "document-uri": `https://folio.example${page}`,
        "violated-directive": "img-src 'self' https:",
        "blocked-uri": blocked,
      },
    });
    expect(parseCspReports(report("data:image/png;base64,AAAA", "/client/AbCdEf"), MAC_SAFARI)).toEqual([
      { directive: "img-src", blocked: "data", page: "/client", browser: "Safari (desktop)" },
    ]);
    expect(parseCspReports(report("inline", "/"), MAC_SAFARI)[0]).toMatchObject({
      blocked: "inline",
      page: "/",
    });
    expect(parseCspReports(report("", "/wp-admin/x"), MAC_SAFARI)[0]).toMatchObject({
      blocked: "inline",
      page: "other",
    });
  });

  it("keeps nothing a sender chose freely: odd directives, schemes and pages become fixed values", () => {
    const [report] = parseCspReports(
      {
        "csp-report": {
          "document-uri": "not a url",
          "effective-directive": "__proto__ constructor",
          "blocked-uri": "javascript:alert(document.cookie)//" + "x".repeat(5000),
        },
      },
      "x".repeat(10_000),
    );
    expect(report).toEqual({
      directive: "other",
      blocked: "javascript",
      page: "unknown",
      browser: "other (desktop)",
    });
    const [odd] = parseCspReports(
      { "csp-report": { "document-uri": "https://f.example/", "blocked-uri": "x-💥://y" } },
      undefined,
    );
    expect(odd?.blocked).toBe("other");
  });

  it("reads at most twenty reports from one request, and nothing from anything else", () => {
    const one = {
      type: "csp-violation",
      body: { documentURL: "https://f.example/", effectiveDirective: "img-src" },
    };
    expect(
      parseCspReports(
        Array.from({ length: 50 }, () => one),
        PIXEL,
      ),
    ).toHaveLength(20);
    expect(parseCspReports({ hello: "world" }, PIXEL)).toEqual([]);
    expect(parseCspReports(null, PIXEL)).toEqual([]);
    expect(parseCspReports("csp-report", PIXEL)).toEqual([]);
  });
});

describe("browserOf", () => {
  it("names the family and the kind of device, never the version", () => {
    expect(browserOf(PIXEL)).toBe("Chrome (mobile)");
    expect(browserOf(MAC_SAFARI)).toBe("Safari (desktop)");
    expect(
      browserOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toBe("Firefox (desktop)");
    expect(
      browserOf(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge (desktop)");
    expect(browserOf(undefined)).toBe("other (desktop)");
  });
});
