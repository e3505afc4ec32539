// The Content-Security-Policy's reports (the cspReport function behind /api/csp-report): what a
// browser sends is kept folded, bounded and without anything that tells a visitor apart; a flood
// does not grow the day's document; only the owner reads it, and nobody writes it but the server.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { CSP_REPORT_LIMITS, CSP_REPORTS_COLLECTION, utcDateKey } from "@folio/domain";
import { deleteDoc, doc, getDoc, setDoc } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { clearOfUtcMidnight } from "../../support/clear-of-midnight";
import { testAdmin } from "../../support/admin";
import { useRulesTestEnv } from "../../support/rules-env";

const { visitor, stranger, owner, withRulesDisabled } = useRulesTestEnv();

const ENDPOINT = `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/${process.env.GCLOUD_PROJECT ?? "demo-folio"}/us-central1/cspReport`;
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A.240905.003) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36";
const today = () => db().collection(CSP_REPORTS_COLLECTION).doc(utcDateKey(new Date()));
const db = () => testAdmin().firestore;

async function post(body: unknown, contentType: string): Promise<void> {
  const response = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": contentType, "User-Agent": PIXEL, "X-Forwarded-For": "203.0.113.7" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

/** A Reporting API batch of `count` violations, each blocking a script from its own host. */
const batch = (hosts: readonly string[]) =>
  hosts.map((host) => ({
    type: "csp-violation",
    age: 5,
    url: "https://folio.example/item/alpine-dawn?utm_source=newsletter&email=ada%40example.com",
    user_agent: PIXEL,
    body: {
      documentURL: "https://folio.example/item/alpine-dawn?utm_source=newsletter&email=ada%40example.com",
      effectiveDirective: "script-src-elem",
      blockedURL: `https://${host}/tracker.js?visitor=12345`,
      sourceFile: "https://folio.example/assets/index-abc.js",
      lineNumber: 12,
      disposition: "enforce",
    },
  }));

describe("a report", () => {
  it("is kept as a count by directive, blocked origin, page section and browser family, and nothing else", async () => {
    await clearOfUtcMidnight();
    await post(batch(["apis.google.com"]), "application/reports+json");
    await post(
      {
        "csp-report": {
          "document-uri": "https://folio.example/client/AbCdEfGhIjKlMnOpQrSt?key=secret",
          referrer: "https://mail.example/inbox/42",
          "violated-directive": "img-src",
          "effective-directive": "img-src",
          "original-policy": "default-src 'self'",
          "blocked-uri": "https://tracker.example/pixel.gif?id=abc",
        },
      },
      "application/csp-report",
    );
    await post(batch(["apis.google.com"]), "application/reports+json");

    const stored = (await today().get()).data()!;
    expect(Object.keys(stored).sort()).toEqual(["day", "dropped", "entries", "expiresAt", "total"]);
    expect(stored).toMatchObject({ day: utcDateKey(new Date()), total: 3, dropped: 0 });
    expect(Object.values(stored.entries as Record<string, unknown>)).toEqual(
      expect.arrayContaining([
        {
          directive: "script-src-elem",
          blocked: "https://apis.google.com",
          page: "/item",
          browser: "Chrome (mobile)",
          count: 2,
        },
        {
          directive: "img-src",
          blocked: "https://tracker.example",
          page: "/client",
          browser: "Chrome (mobile)",
          count: 1,
        },
      ]),
    );
    // Nothing that tells a visitor apart, nor any address beyond its origin or section.
    const text = JSON.stringify(stored);
    for (const secret of [
      "203.0.113.7",
      "Pixel 7",
      "131.0",
      "utm_source",
      "ada%40example",
      "alpine-dawn",
      "AbCdEfGh",
      "secret",
      "visitor=",
      "mail.example",
      "index-abc",
    ])
      expect(text).not.toContain(secret);
    const expiresAt = (stored.expiresAt as { toMillis(): number }).toMillis();
    expect(expiresAt - Date.now()).toBeGreaterThan((CSP_REPORT_LIMITS.keepDays - 1) * 24 * 3600 * 1000);
  });

  it("of a flood leaves the day's document no bigger: new kinds past the cap are only counted", async () => {
    await clearOfUtcMidnight();
    const hosts = (from: number) => Array.from({ length: 20 }, (_, index) => `h${from + index}.example`);
    // More kinds than a day keeps, then the same again.
    for (let round = 0; round < 4; round++) await post(batch(hosts(round * 20)), "application/reports+json");
    const full = (await today().get()).data()!;
    expect(Object.keys(full.entries as object)).toHaveLength(CSP_REPORT_LIMITS.entriesPerDay);
    expect(full).toMatchObject({ total: 80, dropped: 80 - CSP_REPORT_LIMITS.entriesPerDay });
    for (let round = 0; round < 4; round++)
      await post(batch(hosts(100 + round * 20)), "application/reports+json");
    const later = (await today().get()).data()!;
    expect(Object.keys(later.entries as object)).toHaveLength(CSP_REPORT_LIMITS.entriesPerDay);
    expect(later).toMatchObject({ total: 160, dropped: 160 - CSP_REPORT_LIMITS.entriesPerDay });
    // The counts go on; the kinds kept, and so the document, stay as they were.
    expect(later.entries).toEqual(full.entries);
  });

  it("of any other shape, or too big, stores nothing", async () => {
    await post({ hello: "world" }, "application/json");
    await post([{ type: "deprecation", body: {} }], "application/reports+json");
    const huge = batch(["big.example"]).map((report) => ({
      ...report,
      body: { ...report.body, sample: "x".repeat(CSP_REPORT_LIMITS.bodyBytes) },
    }));
    await post(huge, "application/reports+json");
    expect((await today().get()).exists).toBe(false);
    expect((await fetch(ENDPOINT)).status).toBe(405);
  });
});

describe("csp_reports: rules", () => {
  const day = "2030-01-01";
  it("only the owner reads a day, and nobody writes one but the server", async () => {
    await withRulesDisabled((client) =>
      setDoc(doc(client, CSP_REPORTS_COLLECTION, day), { day, total: 1, dropped: 0, entries: {} }),
    );
    await assertSucceeds(getDoc(doc(owner(), CSP_REPORTS_COLLECTION, day)));
    for (const client of [visitor(), stranger()])
      await assertFails(getDoc(doc(client, CSP_REPORTS_COLLECTION, day)));
    for (const client of [visitor(), stranger(), owner()]) {
      await assertFails(setDoc(doc(client, CSP_REPORTS_COLLECTION, "2030-01-02"), { day, total: 0 }));
      await assertFails(deleteDoc(doc(client, CSP_REPORTS_COLLECTION, day)));
    }
  });
});
