// firestore.rules repeats the analytics definitions of domain/ (the rules language cannot import
// them): the event types, the types that need an item, the devices, the key patterns, and the
// session dimensions' fields, pattern and bounds. This
// proves each copy equals its source character for character, so that the rules and the server
// accept exactly the same shapes.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  ANALYTICS_KEY_PATTERNS,
  CONTENT_REQUIRED_TYPES,
  DEVICES,
  DIMENSION_LIMITS,
  EVENT_TYPES,
  TIME_ZONE_PATTERN,
  UTM_FIELDS,
} from "@folio/domain";
import { describe, expect, it } from "vitest";

const rules = readFileSync(path.resolve(import.meta.dirname, "..", "..", "firestore.rules"), "utf8");

/** The body of the rules function `name` (up to the closing brace at the start of a line). */
function ruleFunction(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n    \\}`).exec(rules);
  if (!match) throw new Error(`firestore.rules has no function ${name}`);
  return match[1]!;
}

/** The string list after `<subject> in [` in `body`, as the strings it holds. */
function listAfter(body: string, subject: string): string[] {
  const start = body.indexOf(`${subject} in [`);
  if (start < 0) throw new Error(`no "${subject} in [" list`);
  const list = body.slice(start + subject.length + 5, body.indexOf("]", start));
  return list.split(",").map((entry) => {
    const literal = /^\s*'([^']*)'\s*$/.exec(entry);
    if (!literal) throw new Error(`not a plain string literal in the rules list: ${entry}`);
    return literal[1]!;
  });
}

/** The pattern `matchesPattern(value, '…')` checks in the rules function `name`, unescaped. */
function patternOf(name: string): string {
  const literal = /matchesPattern\(value, '((?:[^'\\]|\\.)*)'\)/.exec(ruleFunction(name));
  if (!literal) throw new Error(`function ${name} checks no pattern`);
  // A rules string literal writes each backslash twice.
  return literal[1]!.replaceAll("\\\\", "\\");
}

describe("firestore.rules and domain/ analytics definitions", () => {
  it("accepts exactly the event types of EVENT_TYPES, in order", () => {
    expect(listAfter(ruleFunction("isAnalyticsEvent"), "data.type")).toEqual([...EVENT_TYPES]);
  });

  it("requires an item for exactly CONTENT_REQUIRED_TYPES", () => {
    const body = ruleFunction("isAnalyticsEvent");
    expect(body).toContain("!(data.type in [");
    expect(listAfter(body.slice(body.indexOf("!(data.type in [") + 2), "data.type")).toEqual([
      ...CONTENT_REQUIRED_TYPES,
    ]);
  });

  it("accepts exactly the devices of DEVICES, in order", () => {
    expect(listAfter(ruleFunction("isNewSession"), "data.device")).toEqual([...DEVICES]);
  });

  it.each([
    ["isTrackerId", "visitorId"],
    ["isTrackerId", "sessionId"],
    ["isContentId", "contentId"],
    ["isSourceLabel", "source"],
  ] as const)("%s checks ANALYTICS_KEY_PATTERNS.%s literally", (rule, key) => {
    expect(patternOf(rule)).toBe(ANALYTICS_KEY_PATTERNS[key].source);
  });

  it("guards visitor and session ids, content ids and sources with those functions", () => {
    const event = ruleFunction("isAnalyticsEvent");
    expect(event).toContain("(contentId == null || isContentId(contentId))");
    expect(event).toContain("(sessionId == null || isTrackerId(sessionId))");
    expect(event).toContain("(userId == null || isTrackerId(userId))");
    const session = ruleFunction("isNewSession");
    expect(session).toContain("isTrackerId(sessionId) && isTrackerId(data.userId)");
    expect(session).toContain("isSourceLabel(data.referrer)");
  });

  it("checks the session's dimensions with TIME_ZONE_PATTERN, UTM_FIELDS and DIMENSION_LIMITS", () => {
    expect(patternOf("isTimeZone")).toBe(TIME_ZONE_PATTERN.source);
    // A label is a source label (the same printable class) of 1 to the bound characters.
    const printable = ANALYTICS_KEY_PATTERNS.source.source.replace(/\{0,100\}\$$/, "").slice(1);
    expect(patternOf("isDimensionLabel")).toBe(`^${printable}{1,${DIMENSION_LIMITS.utmMax}}$`);
    expect(DIMENSION_LIMITS.outboundMax).toBe(DIMENSION_LIMITS.utmMax);
    const joined = /joined\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(ruleFunction("areOutboundLabels"))?.[1];
    const label = `${printable}{1,${DIMENSION_LIMITS.outboundMax}}`;
    expect(joined?.replaceAll("\\\\", "\\")).toBe(`${label}(\\n${label})*`);
    expect(ruleFunction("isOutbound")).toContain(`outbound.size() <= ${DIMENSION_LIMITS.outboundPerSession}`);
    const utm = ruleFunction("isUtm");
    const keys = /utm\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(utm)?.[1] ?? "";
    expect(keys.split(",").map((key) => key.trim().replaceAll("'", ""))).toEqual([...UTM_FIELDS]);
    for (const field of UTM_FIELDS)
      expect(utm).toContain(`!('${field}' in utm) || isDimensionLabel(utm.${field})`);
    const session = ruleFunction("isNewSession");
    expect(session).toContain("['utm', 'timeZone', 'entryPage', 'outbound']");
    expect(session).toContain(`isText(data.entryPage, 1, ${DIMENSION_LIMITS.entryPageMax})`);
    expect(ruleFunction("isSessionExtension")).toContain(
      "changesOnly(before, after, ['endTime', 'duration', 'bounced', 'outbound'])",
    );
  });
});
