// What a browser sends when the site's Content-Security-Policy blocks something, reduced to what
// the owner needs to see and nothing that tells visitors apart. Browsers send two formats: the
// Reporting API's (`report-to`, a JSON array of `csp-violation` reports) and the older
// `report-uri` one (`{"csp-report": {…}}`), which Safari and older browsers use.
import { classifyDevice, CSP_REPORT_LIMITS } from "@folio/domain";
import { z } from "zod";

/** A violation as kept: each field is one of few values, so reports fold into few entries. */
export interface ViolationReport {
  directive: string;
  blocked: string;
  page: string;
  browser: string;
}

/** A string field, cut short (only its start is ever read); anything else is absent. */
const text = z
  .string()
  .transform((value) => value.slice(0, 2048))
  .optional()
  .catch(undefined);
/** The Reporting API's `csp-violation` body. */
const reportingBody = z.object({
  documentURL: text,
  effectiveDirective: text,
  blockedURL: text,
});
const reportingApi = z
  .array(z.object({ type: z.string(), body: z.unknown() }))
  .max(CSP_REPORT_LIMITS.perRequest * 5);
/** The `report-uri` format. */
const reportUri = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    "blocked-uri": text,
  }),
});

/** The sections of the site (web/src/config/paths.ts), the only page values kept. */
const SECTIONS = new Set(["c", "t", "item", "about", "contact", "booking", "client", "studio"]);
/** What the policy blocks that is not an address. */
const KEYWORDS = new Set(["inline", "eval", "wasm-eval", "trusted-types-policy", "trusted-types-sink"]);
const DIRECTIVE = /^[a-z][a-z-]{0,39}$/;

/** The site's section of a page address: `/item/abc?x=1` → `/item`. Never the rest of it. */
function pageSection(documentUrl: string | undefined): string {
  if (!documentUrl) return "unknown";
  try {
    const first = new URL(documentUrl).pathname.split("/")[1] ?? "";
    if (first === "") return "/";
    return SECTIONS.has(first) ? `/${first}` : "other";
  } catch {
    return "unknown";
  }
}

/** What was blocked: the origin of an address, a scheme (`data`, `blob`), or a keyword (`inline`). */
function blockedSource(blocked: string | undefined): string {
  const value = (blocked ?? "").trim();
  if (value === "") return "inline";
  if (KEYWORDS.has(value)) return value;
  try {
    const url = new URL(value);
    if (["http:", "https:", "ws:", "wss:"].includes(url.protocol)) return url.origin;
    const scheme = url.protocol.slice(0, -1);
    return /^[a-z][a-z0-9+.-]{0,30}$/.test(scheme) ? scheme : "other";
  } catch {
    return "other";
  }
}

function directiveOf(value: string | undefined): string {
  const name = (value ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return DIRECTIVE.test(name) ? name : "other";
}

/**
 * The browser's family and device from its user agent, e.g. `Safari (mobile)`. A short list by
 * hand: a parsing library would name versions and models, which are more than this needs to keep.
 */
export function browserOf(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const family = /Edg(A|iOS)?\//.test(agent)
    ? "Edge"
    : /SamsungBrowser\//.test(agent)
      ? "Samsung Internet"
      : /Firefox\/|FxiOS\//.test(agent)
        ? "Firefox"
        : /Chrome\/|CriOS\/|Chromium\//.test(agent)
          ? "Chrome"
          : /Safari\//.test(agent)
            ? "Safari"
            : "other";
  return `${family} (${classifyDevice({ userAgent: agent, maxTouchPoints: 0 })})`;
}

/**
 * The violations in a request body (either format; anything else is none), at most
 * CSP_REPORT_LIMITS.perRequest, each reduced to its directive, what was blocked, the page's
 * section and the browser's family.
 */
export function parseCspReports(body: unknown, userAgent: string | undefined): ViolationReport[] {
  const browser = browserOf(userAgent);
  const raw: { documentUrl?: string; directive?: string; blocked?: string }[] = [];
  const batch = reportingApi.safeParse(body);
  if (batch.success) {
    for (const report of batch.data) {
      if (report.type !== "csp-violation") continue;
      const parsed = reportingBody.safeParse(report.body);
      if (parsed.success)
        raw.push({
          documentUrl: parsed.data.documentURL,
          directive: parsed.data.effectiveDirective,
          blocked: parsed.data.blockedURL,
        });
    }
  } else {
    const single = reportUri.safeParse(body);
    if (single.success) {
      const report = single.data["csp-report"];
      raw.push({
        documentUrl: report["document-uri"],
        directive: report["effective-directive"] ?? report["violated-directive"],
        blocked: report["blocked-uri"],
      });
    }
  }
  return raw.slice(0, CSP_REPORT_LIMITS.perRequest).map((report) => ({
    directive: directiveOf(report.directive),
    blocked: blockedSource(report.blocked),
    page: pageSection(report.documentUrl),
    browser,
  }));
}
