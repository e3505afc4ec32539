// One like per person per item, unlike, and one item view per session (issue 10), through
// the rules (web SDK, Anonymous Auth on the Auth emulator) and the deployed triggers.
import { utcDateKey } from "@folio/domain";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  type Firestore as WebFirestore,
} from "firebase/firestore/lite";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uncountLike } from "../../../functions/src/analytics/count";
import { rebuildAnalytics } from "../../../functions/src/analytics/rebuild";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { readCounter, seedItems } from "./support";

interface Liker {
  uid: string;
  db: WebFirestore;
  app: FirebaseApp;
}

/** A browser that signed in anonymously, as the site does on a visitor's first like. */
async function liker(): Promise<Liker> {
  const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
  const app = initializeApp(
    { apiKey: "demo-key", projectId, appId: "demo-app", authDomain: `${projectId}.firebaseapp.com` },
    `liker-${Math.random().toString(36).slice(2)}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  const { user } = await signInAnonymously(auth);
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
  connectFirestoreEmulator(db, host!, Number(port));
  return { uid: user.uid, db, app };
}

const VISIT = { sessionId: "session-likes-0001", userId: "visitor-likes-0001", path: "/item/x" };

function like(who: Liker, itemId: string) {
  return addDoc(collection(who.db, "analytics_events"), {
    type: "like",
    contentId: itemId,
    contentTitle: "Item",
    contentType: "image",
    category: "all",
    timestamp: serverTimestamp(),
    ...VISIT,
    uid: who.uid,
  });
}

let firestore: Firestore;
let item: string;
let other: string;
const likers: Liker[] = [];

async function itemCounts(id: string) {
  const snapshot = await firestore.doc(`gallery/${id}`).get();
  return { views: snapshot.get("views") as number, likes: snapshot.get("likes") as number };
}

async function countStates(type: string) {
  const events = await firestore.collection("analytics_events").where("type", "==", type).get();
  return events.docs
    .map((event) => `${String(event.get("countState"))}:${String(event.get("ignoredReason") ?? "")}`)
    .sort();
}

beforeAll(async () => {
  likers.push(await liker(), await liker());
});

beforeEach(async () => {
  await clearFirestore();
  firestore = testAdmin().firestore;
  const ids = await seedItems(firestore, 2, `likes${Date.now()}`);
  item = ids[0]!;
  other = ids[1]!;
});

afterAll(async () => {
  await Promise.all(likers.map((who) => deleteApp(who.app)));
  await closeTestAdmin();
});

describe("likes: one per person per item", () => {
  it("a scripted repeat of 25 likes counts once; a second person's like counts; the rebuild agrees", async () => {
    const [alice, bob] = likers as [Liker, Liker];
    await Promise.all(Array.from({ length: 25 }, () => like(alice, item)));
    await like(bob, item);
    const date = utcDateKey(new Date());
    await eventually(
      async () => {
        expect(await countStates("like")).toEqual([
          ...Array.from({ length: 2 }, () => "counted:"),
          ...Array.from({ length: 24 }, () => "ignored:repeat-like"),
        ]);
        expect(await itemCounts(item)).toEqual({ views: 0, likes: 2 });
        expect((await readCounter(firestore, date)).likes).toBe(2);
      },
      { timeoutMs: 150_000 },
    );
    // Each liker may read their own marker (the site shows the like after a reload), not another's.
    expect((await getDoc(doc(alice.db, "like_marks", `${alice.uid}_${item}`))).exists()).toBe(true);
    const denied = { code: "permission-denied" };
    await expect(getDoc(doc(alice.db, "like_marks", `${bob.uid}_${item}`))).rejects.toMatchObject(denied);
    await expect(deleteDoc(doc(alice.db, "like_marks", `${bob.uid}_${item}`))).rejects.toMatchObject(denied);
    const report = await rebuildAnalytics(firestore, { from: date, to: date });
    expect(report.days[0]).toMatchObject({ repaired: false, claimedEvents: 0 });
    expect(report.itemsRepaired).toBe(0);
    expect(await itemCounts(item)).toEqual({ views: 0, likes: 2 });
  });

  it("an unlike takes the like off once, even delivered again; a like after it counts again", async () => {
    const [alice] = likers as [Liker];
    const liked = await like(alice, item);
    await eventually(async () => expect((await itemCounts(item)).likes).toBe(1), { timeoutMs: 60_000 });
    const markRef = firestore.doc(`like_marks/${alice.uid}_${item}`);
    const mark = (await markRef.get()).data();
    // The item is in the marker's id; its fields are exactly these, and it expires with its event.
    expect(mark).toEqual({
      uid: alice.uid,
      eventId: liked.id,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expiresAt: (await firestore.doc(`analytics_events/${liked.id}`).get()).get("expiresAt"),
    });
    await deleteDoc(doc(alice.db, "like_marks", `${alice.uid}_${item}`));
    await eventually(
      async () => {
        expect((await itemCounts(item)).likes).toBe(0);
        expect((await firestore.doc(`analytics_events/${liked.id}`).get()).get("unliked")).toBe(true);
      },
      { timeoutMs: 60_000 },
    );
    // The deletion delivered a second time (at-least-once delivery) changes nothing.
    expect(await uncountLike(firestore, { markId: markRef.id, data: mark })).toBe("duplicate");
    expect((await itemCounts(item)).likes).toBe(0);
    // The day keeps the like given; the item shows the likes standing.
    const date = utcDateKey(new Date());
    expect((await readCounter(firestore, date)).likes).toBe(1);
    await like(alice, item);
    await eventually(async () => expect((await itemCounts(item)).likes).toBe(1), { timeoutMs: 60_000 });
    const report = await rebuildAnalytics(firestore, { from: date, to: date });
    expect(report.days[0]).toMatchObject({ repaired: false });
    expect(report.itemsRepaired).toBe(0);
    expect(await itemCounts(item)).toEqual({ views: 0, likes: 1 });
  });

  it("likes written by the Admin SDK with only the spec's fields (a backfill) count one each", async () => {
    const batch = firestore.batch();
    for (let index = 0; index < 3; index += 1)
      batch.create(firestore.collection("analytics_events").doc(), {
        type: "like",
        contentId: other,
        contentTitle: "Item",
        contentType: "image",
        category: "all",
        timestamp: Timestamp.now(),
      });
    await batch.commit();
    await eventually(async () => expect((await itemCounts(other)).likes).toBe(3), { timeoutMs: 60_000 });
  });
});

describe("item views: once per session", () => {
  it("a session's repeated opens raise the item's views once; the day counts every view", async () => {
    const now = Timestamp.now();
    const view = (sessionId: string | null) => ({
      type: "image_view",
      contentId: item,
      contentTitle: "Item",
      contentType: "image",
      category: "all",
      timestamp: now,
      ...(sessionId ? { sessionId, userId: "visitor-views-0001", path: `/item/${item}` } : {}),
    });
    const events = [
      ...Array.from({ length: 5 }, () => view("session-views-0001")),
      view("session-views-0002"),
      // Without a session (a backfill), every view counts.
      view(null),
      view(null),
    ];
    for (const event of events) await firestore.collection("analytics_events").add(event);
    const date = utcDateKey(now.toDate());
    await eventually(
      async () => {
        expect((await itemCounts(item)).views).toBe(4);
        expect((await readCounter(firestore, date)).contentViews).toBe(8);
      },
      { timeoutMs: 150_000 },
    );
    const markers = await firestore.collection("view_marks").get();
    expect(markers.size).toBe(2);
    expect(markers.docs.every((marker) => marker.get("expiresAt") instanceof Timestamp)).toBe(true);
    const report = await rebuildAnalytics(firestore, { from: date, to: date });
    expect(report.days[0]).toMatchObject({ repaired: false, claimedEvents: 0 });
    expect((await itemCounts(item)).views).toBe(4);
  });
});
