import {
  addDays,
  EMAIL_OUTBOUND,
  parseDateKey,
  utcDateKey,
  type Device,
  type EventType,
  type UtmField,
} from "@folio/domain";
import type { SeededItem } from "./types";
import { seeded } from "../lib/seeded-random";

/** A synthetic event, as the tracker would have written it. */
export interface SyntheticEvent {
  id: string;
  type: EventType;
  at: number;
  item: SeededItem | null;
  path: string;
}

/** A synthetic visit: its session document and its events. */
export interface SyntheticVisit {
  sessionId: string;
  userId: string;
  start: number;
  /** Visible seconds. */
  duration: number;
  bounced: boolean;
  referrer: string;
  device: Device;
  /** The landing URL's UTM parameters (none for most visits). */
  utm: Partial<Record<UtmField, string>>;
  /** The browser's IANA time zone. */
  timeZone: string;
  /** The path the visit landed on. */
  entryPage: string;
  /** The outbound links it clicked (labels: a host, or "Email"). */
  outbound: string[];
  events: SyntheticEvent[];
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

const DEVICES = [
  ["mobile", 55],
  ["desktop", 35],
  ["tablet", 10],
] as const;
const SOURCES = [
  ["", 34],
  ["google.com", 24],
  ["instagram.com", 15],
  ["newsletter", 8],
  ["pinterest.com", 7],
  ["facebook.com", 5],
  ["behance.net", 4],
  ["duckduckgo.com", 3],
] as const;
const PAGES = ["/", "/about", "/contact", "/c/portraits", "/c/landscapes"];
/** The campaigns a source's links carry, and how often one of its visits comes through one. */
const CAMPAIGNS: Record<string, readonly (readonly [Partial<Record<UtmField, string>> | null, number])[]> = {
  "instagram.com": [
    [null, 40],
    [{ source: "instagram", medium: "social", campaign: "autumn-portraits", content: "story" }, 35],
    [{ source: "instagram", medium: "social", campaign: "autumn-portraits", content: "bio-link" }, 25],
  ],
  newsletter: [
    [{ source: "newsletter", medium: "email", campaign: "newsletter-october", content: "header" }, 40],
    [{ source: "newsletter", medium: "email", campaign: "newsletter-november", content: "header" }, 35],
    [{ source: "newsletter", medium: "email", campaign: "newsletter-november", content: "footer" }, 25],
  ],
  "google.com": [
    [null, 85],
    [{ source: "google", medium: "cpc", campaign: "wedding-season", term: "wedding photographer" }, 10],
    [{ source: "google", medium: "cpc", campaign: "wedding-season", term: "portrait photographer" }, 5],
  ],
  "pinterest.com": [
    [null, 70],
    [{ source: "pinterest", medium: "social", campaign: "moodboards" }, 30],
  ],
};
/** Browsers' time zones: countries the portfolio's audience lives in ("UTC" names none: Unknown). */
const TIME_ZONES = [
  ["Europe/Paris", 22],
  ["America/New_York", 18],
  ["Europe/London", 14],
  ["Europe/Berlin", 10],
  ["America/Los_Angeles", 8],
  ["Europe/Stockholm", 7],
  ["Asia/Tokyo", 6],
  ["Australia/Sydney", 5],
  ["America/Sao_Paulo", 4],
  ["Europe/Madrid", 4],
  ["UTC", 2],
] as const;
/**
 * The owner's website, an outbound link of the demo (the seed writes no site settings, so the
 * public site shows no such link; the dashboard's outbound panel still has a realistic row).
 */
export const DEMO_OWNER_WEBSITE = "demo-owner.example";
const OUTBOUND = [
  ["instagram.com", 8],
  [EMAIL_OUTBOUND, 4],
  [DEMO_OWNER_WEBSITE, 3],
] as const;
/** Saturday and Sunday bring more visitors; Monday the fewest. */
const WEEKDAY_FACTOR = [1.35, 0.8, 0.9, 0.95, 1.0, 1.1, 1.45];
const HOUR_WEIGHTS = Array.from(
  { length: 24 },
  (_, hour) => [hour, hour < 7 ? 1 : hour < 12 ? 4 : hour < 18 ? 5 : hour < 23 ? 6 : 2] as const,
);

/**
 * The visits of one UTC day: a weekly rhythm and slow growth, mobile-heavy devices, search,
 * social, a newsletter (utm_source) and direct visits, ~40 % bounces, and a few likes,
 * shares, downloads, inquiries (about the last work the visit opened, if any) and bookings.
 * `until` cuts today's visits at the present.
 */
export function visitsOfDay(
  date: string,
  dayIndex: number,
  items: readonly SeededItem[],
  random: () => number,
  until = Number.POSITIVE_INFINITY,
  scale = 1,
): SyntheticVisit[] {
  const dayStart = parseDateKey(date).getTime();
  const weekday = parseDateKey(date).getUTCDay();
  const count = Math.round(
    scale * (14 + dayIndex * 0.4) * WEEKDAY_FACTOR[weekday]! * (0.85 + random() * 0.3),
  );
  const returning: string[] = [];
  const visits: SyntheticVisit[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = dayStart + pick(random, HOUR_WEIGHTS) * 3_600_000 + Math.floor(random() * 3_600_000);
    if (start > until) continue;
    const userId =
      returning.length > 0 && random() < 0.2
        ? returning[Math.floor(random() * returning.length)]!
        : `seedv-${date}-${index}`;
    returning.push(userId);
    const sessionId = `seeds-${date}-${index}`;
    const bounce = random() < 0.4;
    const pages = bounce ? 1 : 1 + Math.floor(random() * 4);
    const events: SyntheticEvent[] = [];
    let at = start;
    let duration = 0;
    const push = (type: EventType, item: SeededItem | null, path: string) => {
      events.push({ id: `seede-${date}-${index}-${events.length}`, type, at, item, path });
    };
    // Most visits land on the home page; a shared link lands on a work's page, some on the about page.
    const landing = random();
    const entryPage =
      landing < 0.55 || items.length === 0
        ? "/"
        : landing < 0.85
          ? `/item/${items[Math.floor(random() * items.length)]!.id}`
          : landing < 0.93
            ? "/about"
            : "/c/portraits";
    // The last work the visit opened: its inquiry is about that work ("Ask about this" in the viewer).
    let lastOpened: SeededItem | null = null;
    for (let page = 0; page < pages; page += 1) {
      const path = page === 0 ? entryPage : PAGES[Math.floor(random() * PAGES.length)]!;
      push("page_view", null, path);
      if (path === "/" || path.startsWith("/c/")) push("gallery_view", null, path);
      const stay = bounce ? 5 + Math.floor(random() * 40) : 15 + Math.floor(random() * 90);
      duration += stay;
      if (!bounce && items.length > 0) {
        const opened = Math.floor(random() * 4);
        for (let view = 0; view < opened; view += 1) {
          // Earlier items in the list are the portfolio's favourites.
          const item = items[Math.min(items.length - 1, Math.floor(Math.pow(random(), 1.8) * items.length))]!;
          at += 4_000 + Math.floor(random() * 20_000);
          push(item.type === "video" ? "video_view" : "image_view", item, path);
          lastOpened = item;
          if (random() < 0.18) push("like", item, path);
          if (random() < 0.04) push("share", item, path);
          if (random() < 0.06) push("download", item, path);
          duration += 8 + Math.floor(random() * 30);
        }
      }
      at += stay * 1000;
    }
    if (!bounce && random() < 0.035) push("inquiry", lastOpened, "/contact");
    if (!bounce && random() < 0.012) push("booking", null, "/contact");
    // Today's visits still running have been visible only until now.
    duration = Math.min(duration, Math.floor((until - start) / 1000));
    const device = pick(random, DEVICES);
    const host = pick(random, SOURCES);
    const utm = (Object.hasOwn(CAMPAIGNS, host) ? pick(random, CAMPAIGNS[host]!) : null) ?? {};
    // Percent of the visits (not bounced) that click each outbound link.
    const outbound = bounce
      ? []
      : OUTBOUND.filter(([, percent]) => random() * 100 < percent).map(([link]) => link);
    visits.push({
      sessionId,
      userId,
      start,
      duration,
      bounced: bounce,
      // The tracker's source: utm_source first, then the referrer's host.
      referrer: utm.source ?? host,
      device,
      utm,
      timeZone: pick(random, TIME_ZONES),
      entryPage,
      outbound: [...outbound].sort(),
      events: events.filter((event) => event.at <= until),
    });
  }
  return visits;
}

/** The visits of the `days` UTC days up to and including today, oldest first; `scale` multiplies the traffic. */
export function syntheticVisits(
  items: readonly SeededItem[],
  now: Date,
  days: number,
  { seed = 2026, scale = 1 }: { seed?: number; scale?: number } = {},
): { date: string; visits: SyntheticVisit[] }[] {
  const random = seeded(seed);
  const today = utcDateKey(now);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(today, index - days + 1);
    return { date, visits: visitsOfDay(date, index, items, random, now.getTime(), scale) };
  });
}
