import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { clearFirestore, testAdmin } from "../../support/admin";

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

/** Recounts a day's counters straight from the raw events of valid types and known items. */
export async function recountDay(
  firestore: Firestore,
  date: string,
  knownItems: ReadonlySet<string>,
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
    const field = SPEC_COUNTER_FIELD[event.get("type") as string];
    const contentId = event.get("contentId") as string | null | undefined;
    if (!field || (contentId && !knownItems.has(contentId))) continue;
    counts[field] = (counts[field] ?? 0) + 1;
  }
  return counts;
}

/** Item views (image/video views) and likes recounted from the raw events. */
export async function recountItems(
  firestore: Firestore,
): Promise<Map<string, { views: number; likes: number }>> {
  const events = await firestore.collection("analytics_events").get();
  const totals = new Map<string, { views: number; likes: number }>();
  for (const event of events.docs) {
    const contentId = event.get("contentId") as string | undefined;
    const type = event.get("type") as string;
    if (!contentId) continue;
    const entry = totals.get(contentId) ?? { views: 0, likes: 0 };
    if (type === "image_view" || type === "video_view") entry.views += 1;
    if (type === "like") entry.likes += 1;
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

const PROBE_DATE = "2000-01-01";

/**
 * Turns the Functions emulator's background triggers off or on (the hub's own endpoints).
 * Turning them on reloads the functions, and writes made before the triggers are registered
 * again are never delivered: so this waits until a probe event is counted, then removes it.
 */
export async function setTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set: run under the emulators");
  const response = await fetch(
    `http://${hub}/functions/${enabled ? "enable" : "disable"}BackgroundTriggers`,
    {
      method: "PUT",
    },
  );
  if (!response.ok) throw new Error(`Could not toggle triggers: HTTP ${response.status}`);
  if (!enabled) return;
  const { firestore } = testAdmin();
  const started = Date.now();
  for (let attempt = 0; Date.now() - started < 60_000; attempt += 1) {
    const probe = firestore.collection("analytics_events").doc(`trigger-probe-${attempt}`);
    await probe.set({ type: "page_view", timestamp: new Date(`${PROBE_DATE}T00:00:00Z`) });
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline && (await probe.get()).get("countState") !== "counted") {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const counted = (await probe.get()).get("countState") === "counted";
    await probe.delete();
    if (counted) {
      await firestore.recursiveDelete(firestore.collection("analytics_counters").doc(PROBE_DATE));
      const leftovers = await firestore
        .collection("analytics_events")
        .where("timestamp", "<", new Date("2000-01-02T00:00:00Z"))
        .get();
      await Promise.all(leftovers.docs.map((doc) => doc.ref.delete()));
      return;
    }
  }
  throw new Error("Triggers did not come back within 60 s");
}

/**
 * Deletes what a test wrote while triggers were off, then turns them back on. Deleting with
 * triggers on would queue one trigger per document (the emulator runs them one at a time)
 * and delay the next test's own triggers.
 */
export async function leaveCleanWithTriggersOn(): Promise<void> {
  await clearFirestore();
  await setTriggers(true);
}
