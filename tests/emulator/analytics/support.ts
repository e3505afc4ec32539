import { FieldValue, getFirestore, type Firestore } from "firebase-admin/firestore";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";
import { clearDatabase, testAdmin } from "../../support/admin";

/** The spec's mapping of event types to daily counter fields (spec section 4 and issue 4), restated independently. */
export const SPEC_COUNTER_FIELD: Record<string, string> = {
  page_view: "pageViews",
  gallery_view: "contentViews",
  image_view: "contentViews",
  video_view: "contentViews",
  download: "downloads",
  like: "likes",
  share: "shares",
  inquiry: "inquiries",
  booking: "bookings",
};

export const COUNTER_FIELD_NAMES = [
  "pageViews",
  "contentViews",
  "downloads",
  "likes",
  "shares",
  "inquiries",
  "bookings",
] as const;

/** Creates gallery items the events can name (just enough fields for the counters). */
export async function seedItems(firestore: Firestore, count: number, prefix = "item"): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(3, "0")}`);
  const batch = firestore.batch();
  for (const id of ids) {
    batch.set(firestore.collection("gallery").doc(id), {
      title: `Item ${id}`,
      type: "image",
      category: "all",
      tags: [],
      views: 0,
      likes: 0,
      published: true,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  return ids;
}

/**
 * Recounts a day's counters straight from the raw events of valid types and known items
 * (`accepted`: and only those the server did not mark ignored, when a test made one uncountable).
 */
export async function recountDay(
  firestore: Firestore,
  date: string,
  knownItems: ReadonlySet<string>,
  { accepted = false }: { accepted?: boolean } = {},
): Promise<Record<string, number>> {
  const start = new Date(`${date}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const events = await firestore
    .collection("analytics_events")
    .where("timestamp", ">=", start)
    .where("timestamp", "<", end)
    .get();
  const counts: Record<string, number> = Object.fromEntries(COUNTER_FIELD_NAMES.map((field) => [field, 0]));
  for (const event of events.docs) {
    const type: unknown = event.get("type");
    // Own keys only: an array or "constructor" as the type must not find a field.
    const field =
      typeof type === "string" && Object.hasOwn(SPEC_COUNTER_FIELD, type)
        ? SPEC_COUNTER_FIELD[type]
        : undefined;
    if (!field || (accepted && event.get("countState") === "ignored")) continue;
    // Views and likes need a known (published) item; downloads and shares may name none, but an
    // item they name must be known; page and gallery views, inquiries and bookings count whatever
    // id they carry (the server drops what it cannot use).
    const contentId: unknown = event.get("contentId");
    const known = typeof contentId === "string" && knownItems.has(contentId);
    const needsItem = type === "image_view" || type === "video_view" || type === "like";
    const mayNameItem = type === "download" || type === "share";
    if (needsItem && !known) continue;
    if (mayNameItem && contentId !== null && contentId !== undefined && !known) continue;
    counts[field] = (counts[field] ?? 0) + 1;
  }
  return counts;
}

/**
 * Item views and likes recounted from the raw events, restating the rules: a
 * session's views of one item count once (events without a session each count), a liker's
 * likes of one item count once (backfills without a uid each count), and a like taken back
 * (`unliked`) does not count (`accepted`: nor does an event the server marked ignored).
 */
export async function recountItems(
  firestore: Firestore,
  { accepted = false }: { accepted?: boolean } = {},
): Promise<Map<string, { views: number; likes: number }>> {
  const events = await firestore.collection("analytics_events").get();
  const totals = new Map<string, { views: number; likes: number }>();
  const seen = new Set<string>();
  for (const event of events.docs) {
    const contentId = event.get("contentId") as string | undefined;
    const type = event.get("type") as string;
    if (!contentId || (accepted && event.get("countState") === "ignored")) continue;
    const entry = totals.get(contentId) ?? { views: 0, likes: 0 };
    const sessionId: unknown = event.get("sessionId");
    const uid: unknown = event.get("uid");
    if (type === "image_view" || type === "video_view") {
      const key = `view ${String(sessionId)} ${contentId}`;
      if (typeof sessionId !== "string" || !/^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/.test(sessionId))
        entry.views += 1;
      else if (!seen.has(key)) {
        seen.add(key);
        entry.views += 1;
      }
    }
    if (type === "like" && event.get("unliked") !== true) {
      const key = `like ${String(uid)} ${contentId}`;
      if (typeof uid !== "string" || !/^[A-Za-z0-9]{1,128}$/.test(uid)) entry.likes += 1;
      else if (!seen.has(key)) {
        seen.add(key);
        entry.likes += 1;
      }
    }
    totals.set(contentId, entry);
  }
  return totals;
}

/** The spec's counter fields of a counter document (missing document → zeros). */
export async function readCounter(
  firestore: Firestore,
  date: string,
): Promise<Record<(typeof COUNTER_FIELD_NAMES)[number], number>> {
  const snapshot = await firestore.collection("analytics_counters").doc(date).get();
  return Object.fromEntries(
    COUNTER_FIELD_NAMES.map((field) => [field, (snapshot.get(field) as number | undefined) ?? 0]),
  ) as Record<(typeof COUNTER_FIELD_NAMES)[number], number>;
}

/**
 * A second database in the same emulator. The Functions emulator registers every trigger for
 * "(default)" only, so tests that call the handlers themselves, and bulk writes such as the
 * seed's, run here: no toggling of the triggers, and no thousands of queued deliveries (the
 * emulator sends them one at a time, even to disabled triggers) delaying later test files.
 */
const QUIET_DATABASE = "quiet";

/** The trigger-free database, emptied. */
export async function quietFirestore(): Promise<Firestore> {
  await clearDatabase(QUIET_DATABASE);
  return getFirestore(testAdmin().app, QUIET_DATABASE);
}

const PROBE_DATE = "2000-01-01";
/** Hook timeout for hooks that turn triggers back on (the emulator reloads the functions). */
export const TRIGGERS_BACK_MS = 300_000;

/**
 * Turns the Functions emulator's background triggers off or on. Turning them on reloads the
 * functions, and the Firestore emulator still delivers, one at a time, every write made while
 * they were off: so this waits until a probe event is counted, then removes it.
 */
export async function setTriggers(enabled: boolean): Promise<void> {
  await setBackgroundTriggers(enabled);
  if (!enabled) return;
  const { firestore } = testAdmin();
  const probes = firestore.collection("analytics_events");
  const started = Date.now();
  let written = 0;
  let live = false;
  while (!live && Date.now() - started < 240_000) {
    // A probe written before the triggers are registered is never delivered: write another
    // every few seconds, and stop at the first one counted.
    await probes
      .doc(`trigger-probe-${(written += 1)}`)
      .set({ type: "page_view", timestamp: new Date(`${PROBE_DATE}T00:00:00Z`) });
    const deadline = Date.now() + 5_000;
    while (!live && Date.now() < deadline) {
      const counted = await probes
        .where("countState", "==", "counted")
        .where("timestamp", "<", new Date(`${PROBE_DATE}T23:59:59Z`))
        .get();
      live = !counted.empty;
      if (!live) await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  const leftovers = await probes.where("timestamp", "<", new Date(`${PROBE_DATE}T23:59:59Z`)).get();
  await Promise.all(leftovers.docs.map((doc) => doc.ref.delete()));
  await firestore.recursiveDelete(firestore.collection("analytics_counters").doc(PROBE_DATE));
  if (live) return;
  throw new Error("Triggers did not come back within 240 s");
}
