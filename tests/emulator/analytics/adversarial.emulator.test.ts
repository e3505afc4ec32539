// Hostile and odd inputs, each sent through the rules (web client SDK) and through the triggers
// (Admin SDK writes to "(default)", which bypass the rules). Written against the spec-level
// contract only: the daily counter's spec fields, the event's countState/ignoredReason, the
// gallery item's views/likes and the rebuild callable's success, so that it holds whatever
// internal layout the pipeline uses. Each case has its own past UTC day; all cases are written
// together and polled together.
import { addDays, utcDateKey, type TagWire } from "@folio/domain";
import type { DocumentReference } from "firebase-admin/firestore";
import {
  addDoc,
  collection,
  doc,
  serverTimestamp,
  setDoc,
  type Firestore as WebFirestore,
} from "firebase/firestore/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { callableClient, type CallableClient } from "../content/support/clients";
import { itemDoc } from "../content/support/fixtures";
import { webClients } from "./clients";
import { readCounter, recountDay } from "./support";

/** What the rules must say: refuse, allow (the spec allows it), or either (the server may encode it). */
type Verdict = "deny" | "allow" | "either";

interface HostileString {
  name: string;
  value: string;
  /** As a visitor id, session id or content id. */
  asId: Verdict;
  /** As a session's source (`referrer`). */
  asSource: Verdict;
}

const reserved = (name: string, value: string): HostileString => ({
  name,
  value,
  asId: "either",
  asSource: "either",
});
const malformed = (name: string, value: string, asSource: Verdict = "either"): HostileString => ({
  name,
  value,
  asId: "deny",
  asSource,
});

const STRINGS: readonly HostileString[] = [
  reserved("reserved __x__", "__x__"),
  reserved("constructor", "constructor"),
  reserved("__proto__", "__proto__"),
  reserved("toString", "toString"),
  reserved("hasOwnProperty", "hasOwnProperty"),
  reserved("valueOf", "valueOf"),
  malformed("dots", "a.b.c"),
  malformed("slashes", "a/b/c"),
  // No referrer is the spec's "Direct".
  malformed("empty", "", "allow"),
  malformed("10,000 characters", "x".repeat(10_000), "deny"),
  malformed("control characters", "a\u0000b\u0007c\nd"),
  malformed("zero-width characters", "ab\u200Bcd\uFEFF"),
  malformed("bidi controls", "ab\u202Ecd\u2066e"),
  malformed("full-width letters", "ｃｏｎｓｔｒｕｃｔｏｒ"),
  malformed("emoji", "📷🔥📷🔥"),
  malformed("a lone surrogate", "ab\uD800cd"),
];

const DAY0 = "2025-03-01";
const ORDINARY_VISITOR = "visitor-ordinary-0001";
const ORDINARY_SESSION = "session-ordinary-0001";
const { firestore } = testAdmin();
const events = firestore.collection("analytics_events");
const sessions = firestore.collection("user_sessions");

interface TriggerCase {
  name: string;
  date: string;
  /** The published item the ordinary events of this day view and like. */
  item: string;
  /** Raw documents the case writes (Admin SDK). */
  hostile: Record<string, unknown>[];
  hostileSessions: Record<string, unknown>[];
  /** Hostile events that must end ignored (spec: item-bound type without a published item, bad type or time). */
  mustIgnore: number[];
  /** Hostile events that must be counted (spec: any string in contentType counts). */
  mustCount: number[];
}

const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);

function session(date: string, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    userId: ORDINARY_VISITOR,
    sessionId: "",
    startTime: at(date, 9),
    endTime: at(date, 10),
    duration: 3600,
    bounced: false,
    referrer: "",
    device: "desktop",
    ...fields,
  };
}

const DRAFT = "adv-draft-item";

const CASES: TriggerCase[] = [
  ...STRINGS.map((hostile, index): TriggerCase => {
    const date = addDays(DAY0, index);
    return {
      name: hostile.name,
      date,
      item: `adv-item-${index}`,
      hostile: [
        {
          type: "page_view",
          userId: hostile.value,
          sessionId: ORDINARY_SESSION,
          path: "/",
          timestamp: at(date, 11),
        },
        {
          type: "page_view",
          userId: ORDINARY_VISITOR,
          sessionId: hostile.value,
          path: "/",
          timestamp: at(date, 11),
        },
        {
          type: "image_view",
          contentId: hostile.value,
          contentTitle: hostile.value,
          contentType: "image",
          category: hostile.value,
          sessionId: ORDINARY_SESSION,
          timestamp: at(date, 11),
        },
      ],
      hostileSessions: [session(date, { referrer: hostile.value }), session(date, { userId: hostile.value })],
      mustIgnore: [2],
      mustCount: [],
    };
  }),
  ...(
    [
      {
        name: "an unknown contentType (page) on a spec-shaped event",
        hostile: [
          { type: "page_view", contentId: null, contentTitle: null, contentType: "page", category: null },
          {
            type: "gallery_view",
            contentId: null,
            contentTitle: "Weddings",
            contentType: "gallery",
            category: "Weddings",
          },
        ],
        mustIgnore: [],
        mustCount: [0, 1],
      },
      {
        name: "events about a draft item",
        hostile: [
          {
            type: "image_view",
            contentId: DRAFT,
            contentTitle: "Draft",
            contentType: "image",
            category: "all",
          },
          { type: "like", contentId: DRAFT, contentTitle: "Draft", contentType: "image", category: "all" },
        ],
        mustIgnore: [0, 1],
        mustCount: [],
      },
      {
        name: "missing and invalid timestamps",
        hostile: [
          { type: "page_view", timestamp: undefined },
          { type: "page_view", timestamp: "yesterday" },
          { type: "page_view", timestamp: 1_700_000_000_000 },
          { type: "page_view", timestamp: null },
          { type: "page_view", timestamp: { seconds: 1 } },
        ],
        mustIgnore: [0, 1, 2, 3, 4],
        mustCount: [],
      },
      {
        name: "wrong field types",
        hostile: [
          { type: 42 },
          { type: ["page_view"] },
          { type: "image_view", contentId: 123, contentType: "image" },
          { type: "image_view", contentId: { id: "x" }, contentType: "image" },
          { type: "page_view", userId: { id: "x" }, sessionId: ["x"], path: 7 },
          { type: "page_view", contentTitle: 5, contentType: true, category: { a: 1 } },
        ],
        mustIgnore: [0, 1, 2, 3],
        mustCount: [],
      },
    ] as const
  ).map((odd, index): TriggerCase => {
    const date = addDays(DAY0, STRINGS.length + index);
    return {
      name: odd.name,
      date,
      item: `adv-item-${STRINGS.length + index}`,
      hostile: odd.hostile.map((fields) => ({ timestamp: at(date, 12), ...fields })),
      hostileSessions:
        odd.name === "wrong field types"
          ? [session(date, { referrer: 5, device: "fridge", duration: "long", bounced: "no", userId: 9 })]
          : [],
      mustIgnore: [...odd.mustIgnore],
      mustCount: [...odd.mustCount],
    };
  }),
];

/** The ordinary traffic of a case's day: two page views, a view and a like of its item. */
function ordinaryEvents({ date, item }: TriggerCase): Record<string, unknown>[] {
  const spec = (type: string, contentId: string | null) => ({
    type,
    contentId,
    contentTitle: contentId ? "An ordinary item" : null,
    contentType: contentId ? "image" : null,
    category: contentId ? "all" : null,
    timestamp: at(date, 10),
  });
  return [
    { ...spec("page_view", null), userId: ORDINARY_VISITOR, sessionId: ORDINARY_SESSION, path: "/" },
    {
      ...spec("page_view", null),
      userId: "visitor-ordinary-0002",
      sessionId: "session-ordinary-0002",
      path: "/",
    },
    { ...spec("image_view", item), userId: ORDINARY_VISITOR, sessionId: ORDINARY_SESSION },
    spec("like", item),
  ];
}

/** Admin SDK data without undefined fields (a missing timestamp is a missing field). */
const defined = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

interface Written {
  ordinary: DocumentReference[];
  /** null where Firestore refused the write itself. */
  hostile: (DocumentReference | null)[];
  refused: string[];
}
const written = new Map<string, Written>();
const published = new Set<string>();

function processed(state: unknown, reason: unknown): boolean {
  return state === "counted" || (state === "ignored" && typeof reason === "string" && reason.length > 0);
}

/** The documents not (yet) counted or ignored with a reason, named by role so a failure says which. */
async function unprocessed(
  maybeRefs: readonly (DocumentReference | null)[],
  role = "event",
): Promise<string[]> {
  const labelled = maybeRefs.flatMap((ref, index) => (ref ? [{ ref, label: `${role} ${index}` }] : []));
  if (labelled.length === 0) return [];
  const snapshots = await firestore.getAll(...labelled.map(({ ref }) => ref));
  return snapshots.flatMap((snapshot, index) =>
    processed(snapshot.get("countState"), snapshot.get("ignoredReason"))
      ? []
      : [
          `${labelled[index]!.label} (type ${JSON.stringify(snapshot.get("type"))}, countState ${String(snapshot.get("countState"))})`,
        ],
  );
}

const PASSWORD = "adversarial-tests-1";

async function ownerToken(): Promise<string> {
  const { auth } = testAdmin();
  const email = "owner@adversarial.test";
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password: PASSWORD }));
  await auth.setCustomUserClaims(user.uid, { admin: true });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** The owner's Rebuild, as the web SDK calls the callable. */
async function rebuild(token: string, date: string) {
  const project = process.env.GCLOUD_PROJECT ?? "demo-folio";
  const response = await fetch(
    `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/${project}/us-central1/rebuildAnalytics`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { from: date, to: date } }),
    },
  );
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: unknown } };
}

const SETTLE = { timeoutMs: 150_000, intervalMs: 1_000 };
let token = "";
let owner: CallableClient;

beforeAll(async () => {
  await clearFirestore();
  token = await ownerToken();
  const batch = firestore.batch();
  for (const { item } of CASES) {
    published.add(item);
    batch.set(firestore.doc(`gallery/${item}`), itemDoc({ published: true, views: 0, likes: 0 }));
  }
  batch.set(firestore.doc(`gallery/${DRAFT}`), itemDoc({ published: false, views: 0, likes: 0 }));
  await batch.commit();

  // Everything at once: ordinary events first and last around the hostile ones.
  await Promise.all(
    CASES.map(async (testCase) => {
      const ordinary = ordinaryEvents(testCase);
      const refs: Written = { ordinary: [], hostile: [], refused: [] };
      refs.ordinary.push(await events.add(ordinary[0]!));
      // Firestore itself refuses some values (a lone surrogate is not valid UTF-8 on the wire):
      // such a write stores nothing, so there is nothing to count; it is recorded, not tracked.
      const attempt = <T>(write: Promise<T>, label: string): Promise<T | null> =>
        write.catch((error: unknown) => {
          refs.refused.push(`${label}: ${String((error as { code?: unknown }).code ?? error)}`);
          return null;
        });
      refs.hostile.push(
        ...(await Promise.all(
          testCase.hostile.map((data, index) => attempt(events.add(defined(data)), `event ${index}`)),
        )),
      );
      await Promise.all(
        testCase.hostileSessions.map((data, index) => {
          const id = `adv-session-${testCase.date}-${index}`;
          return attempt(sessions.doc(id).set({ ...data, sessionId: id }), `session ${index}`);
        }),
      );
      refs.ordinary.push(...(await Promise.all(ordinary.slice(1).map((data) => events.add(data)))));
      written.set(testCase.name, refs);
    }),
  );

  // Poll all cases together; each test then judges its own case.
  const all = [...written.values()].flatMap(({ ordinary, hostile }) => [...ordinary, ...hostile]);
  await eventually(async () => expect(await unprocessed(all)).toEqual([]), SETTLE).catch(() => undefined);
}, 180_000);

afterAll(async () => {
  await owner?.close();
  await closeTestAdmin();
});

describe("hostile and odd inputs through the triggers (Admin SDK)", () => {
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))("%s", async (_name, testCase) => {
    const refs = written.get(testCase.name)!;
    // (a) the trigger survived: every document ends counted or ignored with a reason.
    expect([
      ...(await unprocessed(refs.ordinary, "ordinary")),
      ...(await unprocessed(refs.hostile, "hostile")),
    ]).toEqual([]);
    const ordinaryStates = (await firestore.getAll(...refs.ordinary)).map((snapshot) =>
      snapshot.get("countState"),
    );
    expect(ordinaryStates).toEqual(["counted", "counted", "counted", "counted"]);
    if (testCase.name !== "a lone surrogate") expect(refs.refused).toEqual([]);
    const state = async (index: number) => {
      const ref = refs.hostile[index];
      return ref ? (await ref.get()).get("countState") : "refused by Firestore";
    };
    for (const index of testCase.mustIgnore)
      expect({ index, state: await state(index) }).toEqual({
        index,
        state: expect.stringMatching(/^(ignored|refused by Firestore)$/),
      });
    for (const index of testCase.mustCount)
      expect({ index, state: await state(index) }).toEqual({ index, state: "counted" });

    // (b) counting around it stays exact: the day's spec fields equal a recount of the raw events.
    const recount = await recountDay(firestore, testCase.date, published);
    expect(recount.pageViews).toBeGreaterThanOrEqual(2);
    await eventually(async () => expect(await readCounter(firestore, testCase.date)).toEqual(recount), {
      timeoutMs: 5_000,
    });
    const item = await firestore.doc(`gallery/${testCase.item}`).get();
    expect({ views: item.get("views"), likes: item.get("likes") }).toEqual({ views: 1, likes: 1 });

    // (c) the owner's rebuild of that day completes and agrees with the recount.
    const rebuilt = await rebuild(token, testCase.date);
    expect(rebuilt.body.error).toBeUndefined();
    expect(rebuilt.status).toBe(200);
    expect(await readCounter(firestore, testCase.date)).toEqual(
      await recountDay(firestore, testCase.date, published),
    );
    const after = await firestore.doc(`gallery/${testCase.item}`).get();
    expect({ views: after.get("views"), likes: after.get("likes") }).toEqual({ views: 1, likes: 1 });
  });

  it("a draft item's views and likes never rise, however its events arrive", async () => {
    const draft = await firestore.doc(`gallery/${DRAFT}`).get();
    expect({ views: draft.get("views"), likes: draft.get("likes") }).toEqual({ views: 0, likes: 0 });
  });

  it("the tag usage trigger survives hostile tag names and keeps counting ordinary ones", async () => {
    owner = await callableClient("owner");
    const ordinary = await owner.call<TagWire>("createTag", { name: "Ordinary" });
    // Firestore itself refuses a lone surrogate; only the items it stored count.
    const stored = await Promise.all(
      STRINGS.map(({ value }, index) =>
        firestore
          .doc(`gallery/adv-tagged-${index}`)
          .set(itemDoc({ tags: [value, "Ordinary"] }))
          .then(
            () => 1,
            () => 0,
          ),
      ),
    );
    const storedCount = stored.reduce((sum: number, one) => sum + one, 0);
    expect(storedCount).toBeGreaterThanOrEqual(STRINGS.length - 1);
    await eventually(
      async () =>
        expect((await firestore.doc(`tags/${ordinary.id}`).get()).get("usageCount")).toBe(storedCount),
      { timeoutMs: 60_000, intervalMs: 500 },
    );
  });
});

/** The writes a visitor's browser could attempt with a hostile string in each field. */
function clientWrites(client: WebFirestore, value: string) {
  const sessionId = (suffix: string) => `adv${Math.random().toString(36).slice(2, 14)}${suffix}`;
  const newSession = (fields: Record<string, unknown>) => {
    const id = sessionId("s");
    return setDoc(doc(client, "user_sessions", id), {
      userId: ORDINARY_VISITOR,
      sessionId: id,
      startTime: serverTimestamp(),
      endTime: serverTimestamp(),
      duration: 0,
      bounced: true,
      referrer: "",
      device: "mobile",
      ...fields,
    });
  };
  const event = (fields: Record<string, unknown>) =>
    addDoc(collection(client, "analytics_events"), { timestamp: serverTimestamp(), ...fields });
  return {
    "visitor id": () => event({ type: "page_view", userId: value, sessionId: ORDINARY_SESSION, path: "/" }),
    "session id": () => event({ type: "page_view", userId: ORDINARY_VISITOR, sessionId: value, path: "/" }),
    "content id": () =>
      event({
        type: "image_view",
        contentId: value,
        contentTitle: "t",
        contentType: "image",
        category: "all",
      }),
    "session visitor id": () => newSession({ userId: value }),
    source: () => newSession({ referrer: value }),
  };
}

async function verdict(write: () => Promise<unknown>): Promise<"allow" | "deny"> {
  try {
    await write();
    return "allow";
  } catch (error) {
    if ((error as { code?: string }).code === "permission-denied") return "deny";
    throw error;
  }
}

describe("hostile and odd inputs through the rules (web client SDK)", () => {
  const { clients, close } = webClients(1, "adversarial");
  const client = clients[0]!;
  afterAll(close);

  it.each(STRINGS.map((hostile) => [hostile.name, hostile] as const))("%s", async (_name, hostile) => {
    const writes = clientWrites(client, hostile.value);
    const expected: Record<string, Verdict> = {
      "visitor id": hostile.asId,
      "session id": hostile.asId,
      "content id": hostile.asId,
      "session visitor id": hostile.asId,
      source: hostile.asSource,
    };
    const actual: Record<string, Verdict> = {};
    for (const [field, write] of Object.entries(writes)) {
      const got = await verdict(write);
      actual[field] = expected[field] === "either" ? "either" : got;
    }
    expect(actual).toEqual(expected);
  });

  it("allows what the spec allows: an unknown contentType on a spec-shaped event", async () => {
    const write = () =>
      addDoc(collection(client, "analytics_events"), {
        type: "page_view",
        contentId: null,
        contentTitle: null,
        contentType: "page",
        category: null,
        timestamp: serverTimestamp(),
      });
    expect(await verdict(write)).toBe("allow");
  });

  it.each([
    ["a missing timestamp", { type: "page_view" }],
    ["a client-chosen timestamp", { type: "page_view", timestamp: new Date("2020-01-01T00:00:00Z") }],
    ["a numeric type", { type: 42, timestamp: serverTimestamp() }],
    ["a numeric content id", { type: "image_view", contentId: 123, timestamp: serverTimestamp() }],
    ["an item-bound type without an item", { type: "like", timestamp: serverTimestamp() }],
  ] as const)("refuses %s", async (_name, data) => {
    expect(await verdict(() => addDoc(collection(client, "analytics_events"), { ...data }))).toBe("deny");
  });

  it("every event the rules let through today is processed, and today's counter equals a recount", async () => {
    const today = utcDateKey(new Date());
    const todays = await events.where("timestamp", ">=", new Date(`${today}T00:00:00Z`)).get();
    expect(todays.size).toBeGreaterThan(0);
    await eventually(
      async () => {
        expect(await unprocessed(todays.docs.map((snapshot) => snapshot.ref))).toEqual([]);
        expect(await readCounter(firestore, today)).toEqual(await recountDay(firestore, today, published));
      },
      { timeoutMs: 60_000, intervalMs: 1_000 },
    );
    const rebuilt = await rebuild(token, today);
    expect(rebuilt.body.error).toBeUndefined();
    expect(await readCounter(firestore, today)).toEqual(await recountDay(firestore, today, published));
  });
});
