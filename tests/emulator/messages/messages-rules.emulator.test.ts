import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { MESSAGE_LIMITS, storedBookingFieldsSchema, storedInquiryFieldsSchema } from "@folio/domain";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { useRulesTestEnv } from "../../support/rules-env";

const { visitor, stranger, owner, withRulesDisabled } = useRulesTestEnv();

const inquiry = () => ({
  name: "Ada",
  email: "ada@example.com",
  message: "Is the harbour print available in A2?",
  itemId: "harbour",
  itemTitle: "Harbour at dawn",
  createdAt: serverTimestamp(),
  handled: false,
});

const booking = () => ({
  name: "Ada",
  email: "ada@example.com",
  phone: "",
  date: "2030-06-01",
  shootKind: "portrait",
  message: "Outdoor portraits, two people.",
  createdAt: serverTimestamp(),
  handled: false,
});

/** Seeds one stored message with the rules off, as a visitor's create would have left it. */
async function seed(collectionName: "inquiries" | "bookings", id: string): Promise<void> {
  await withRulesDisabled(async (db) => {
    const data = collectionName === "inquiries" ? inquiry() : booking();
    await setDoc(doc(db, collectionName, id), {
      ...data,
      createdAt: Timestamp.now(),
    });
  });
}

describe.each([
  ["inquiries", inquiry],
  ["bookings", booking],
] as const)("%s: create", (name, valid) => {
  it("lets a visitor, a signed-in stranger and the owner create a valid message", async () => {
    await assertSucceeds(addDoc(collection(visitor(), name), valid()));
    await assertSucceeds(addDoc(collection(stranger(), name), valid()));
    await assertSucceeds(addDoc(collection(owner(), name), valid()));
  });

  const bad: [string, Record<string, unknown>][] = [
    ["an extra field", { ...valid(), score: 1 }],
    ["a missing field", Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== "message"))],
    ["an empty name", { ...valid(), name: "" }],
    ["a name that is too long", { ...valid(), name: "n".repeat(MESSAGE_LIMITS.nameMax + 1) }],
    ["a name that is not text", { ...valid(), name: 42 }],
    ["a bad email", { ...valid(), email: "ada-at-example" }],
    ["an empty message", { ...valid(), message: "" }],
    ["a message that is too long", { ...valid(), message: "x".repeat(MESSAGE_LIMITS.messageMax + 1) }],
    ["a client-chosen time", { ...valid(), createdAt: Timestamp.fromMillis(0) }],
    ["handled already set", { ...valid(), handled: true }],
    ["a name of spaces", { ...valid(), name: "   " }],
    ["a message of spaces and line breaks", { ...valid(), message: " \n\u00a0 " }],
    ["a name with a space at the end", { ...valid(), name: "Ada " }],
    ["an address the studio cannot read (a@b.c)", { ...valid(), email: "a@b.c" }],
    ["a malformed visitor id", { ...valid(), visitorId: "no/slashes" }],
    ["a null visitor id", { ...valid(), visitorId: null }],
    ["a malformed session id", { ...valid(), sessionId: "no/slashes" }],
    ["a session id that is too short", { ...valid(), sessionId: "short" }],
    ["a session id that is not text", { ...valid(), sessionId: 12345678 }],
    ["a null session id", { ...valid(), sessionId: null }],
    ["a forged spam verdict", { ...valid(), likelySpam: false }],
    ["a forged screening time", { ...valid(), screenedAt: serverTimestamp() }],
  ];
  it.each(bad)("refuses %s", async (_label, data) => {
    await assertFails(addDoc(collection(visitor(), name), data));
  });

  it("accepts the tracker's daily visitor id", async () => {
    await assertSucceeds(
      addDoc(collection(visitor(), name), { ...valid(), visitorId: "v_0123456789abcdef" }),
    );
  });

  it("accepts the tracker's session id, with or without the visitor id", async () => {
    await assertSucceeds(
      addDoc(collection(visitor(), name), {
        ...valid(),
        visitorId: "v_0123456789abcdef",
        sessionId: "s-0123456789abcdef",
      }),
    );
    await assertSucceeds(addDoc(collection(visitor(), name), { ...valid(), sessionId: "S".repeat(128) }));
  });
});

/**
 * The rules and the studio's parser are one definition: for each candidate, the rules allow
 * the create exactly when the parser reads the stored fields.
 */
describe("the rules accept exactly what the studio parses", () => {
  const visitorFields = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => key !== "createdAt" && key !== "handled"));
  const inquiryCandidates: Record<string, unknown>[] = [
    inquiry(),
    { ...inquiry(), email: "a@b.c" },
    { ...inquiry(), email: "o'brien+x@mail.example.co.uk" },
    { ...inquiry(), email: "a..b@example.com" },
    { ...inquiry(), name: "\u2003" },
    { ...inquiry(), name: "Zoë 🌊" },
    // 60 code points, 120 UTF-16 units: the rules and the parser must measure alike.
    { ...inquiry(), name: "🌊".repeat(60) },
    { ...inquiry(), message: "line one\nline two" },
    { ...inquiry(), message: "ends with a tab\t" },
    { ...inquiry(), itemTitle: "" },
    { ...inquiry(), visitorId: "short" },
    { ...inquiry(), visitorId: "A".repeat(128) },
    { ...inquiry(), sessionId: "s-0123456789abcdef" },
    { ...inquiry(), sessionId: "A".repeat(129) },
    { ...inquiry(), sessionId: "_starts-with-underscore" },
  ];
  const bookingCandidates: Record<string, unknown>[] = [
    booking(),
    { ...booking(), phone: "call me" },
    { ...booking(), phone: "+44 20 7946 0000" },
    { ...booking(), phone: "     " },
    { ...booking(), phone: "+1 (555) 010-0000 ext" },
    { ...booking(), date: "2030-6-1" },
    { ...booking(), message: "\u00a0" },
    { ...booking(), sessionId: "s-0123456789abcdef" },
    { ...booking(), sessionId: "a.b.c.d.e.f.g" },
    { ...booking(), itemId: "harbour", itemTitle: "Harbour at dawn" },
    { ...booking(), itemId: null, itemTitle: null },
    { ...booking(), itemId: "harbour" },
    { ...booking(), itemId: "" },
    { ...booking(), itemTitle: "t".repeat(201) },
    { ...booking(), itemId: 7 },
  ];

  it.each(inquiryCandidates.map((data) => [JSON.stringify(visitorFields(data)), data] as const))(
    "inquiry %s",
    async (_label, data) => {
      const parsed = storedInquiryFieldsSchema.safeParse(visitorFields(data)).success;
      const write = addDoc(collection(visitor(), "inquiries"), data);
      await (parsed ? assertSucceeds(write) : assertFails(write));
    },
  );

  it.each(bookingCandidates.map((data) => [JSON.stringify(visitorFields(data)), data] as const))(
    "booking %s",
    async (_label, data) => {
      const parsed = storedBookingFieldsSchema.safeParse(visitorFields(data)).success;
      const write = addDoc(collection(visitor(), "bookings"), data);
      await (parsed ? assertSucceeds(write) : assertFails(write));
    },
  );
});

describe("inquiries: item reference", () => {
  it("accepts an inquiry about no item", async () => {
    await assertSucceeds(
      addDoc(collection(visitor(), "inquiries"), { ...inquiry(), itemId: null, itemTitle: null }),
    );
  });

  it("refuses an oversized item id or title", async () => {
    await assertFails(addDoc(collection(visitor(), "inquiries"), { ...inquiry(), itemId: "i".repeat(129) }));
    await assertFails(
      addDoc(collection(visitor(), "inquiries"), { ...inquiry(), itemTitle: "t".repeat(201) }),
    );
  });
});

describe("bookings: the work a request was started from", () => {
  it("accepts a booking that names a work, and one that names none", async () => {
    await assertSucceeds(
      addDoc(collection(visitor(), "bookings"), {
        ...booking(),
        itemId: "harbour",
        itemTitle: "Harbour at dawn",
      }),
    );
    await assertSucceeds(
      addDoc(collection(visitor(), "bookings"), { ...booking(), itemId: null, itemTitle: null }),
    );
  });

  it("refuses an empty or oversized item id or title", async () => {
    await assertFails(
      addDoc(collection(visitor(), "bookings"), { ...booking(), itemId: "", itemTitle: "T" }),
    );
    await assertFails(addDoc(collection(visitor(), "bookings"), { ...booking(), itemId: "i".repeat(129) }));
    await assertFails(
      addDoc(collection(visitor(), "bookings"), { ...booking(), itemTitle: "t".repeat(201) }),
    );
  });
});

describe("bookings: shoot details", () => {
  it.each([
    ["a date that is not YYYY-MM-DD", { date: "1 June 2030" }],
    ["an unknown kind of shoot", { shootKind: "rodeo" }],
    ["a phone that is too long", { phone: "1".repeat(41) }],
  ])("refuses %s", async (_label, change) => {
    await assertFails(addDoc(collection(visitor(), "bookings"), { ...booking(), ...change }));
  });
});

describe.each(["inquiries", "bookings"] as const)("%s: read, update, delete", (name) => {
  beforeEach(async () => {
    await seed(name, "m1");
  });

  it("only the owner reads messages, one by one or as a list", async () => {
    await assertSucceeds(getDoc(doc(owner(), name, "m1")));
    await assertSucceeds(getDocs(collection(owner(), name)));
    await assertFails(getDoc(doc(visitor(), name, "m1")));
    await assertFails(getDocs(collection(visitor(), name)));
    await assertFails(getDoc(doc(stranger(), name, "m1")));
  });

  it("the owner may mark a message handled, and change nothing else", async () => {
    await assertSucceeds(updateDoc(doc(owner(), name, "m1"), { handled: true }));
    await assertFails(updateDoc(doc(owner(), name, "m1"), { message: "edited" }));
    await assertFails(updateDoc(doc(owner(), name, "m1"), { handled: "yes" }));
  });

  it("visitors and strangers cannot update or delete", async () => {
    await assertFails(updateDoc(doc(visitor(), name, "m1"), { handled: true }));
    await assertFails(updateDoc(doc(stranger(), name, "m1"), { handled: true }));
    await assertFails(deleteDoc(doc(visitor(), name, "m1")));
    await assertFails(deleteDoc(doc(stranger(), name, "m1")));
  });

  it("the owner may delete a message (spam)", async () => {
    await assertSucceeds(deleteDoc(doc(owner(), name, "m1")));
  });

  it("only the owner runs the inbox's pages and the unread count", async () => {
    const open = (db: ReturnType<typeof owner>) => query(collection(db, name), where("handled", "==", false));
    const spam = (db: ReturnType<typeof owner>) =>
      query(collection(db, name), where("likelySpam", "==", true), orderBy("createdAt", "desc"), limit(26));
    expect((await assertSucceeds(getCountFromServer(open(owner())))).data().count).toBe(1);
    await assertSucceeds(getDocs(spam(owner())));
    await assertFails(getCountFromServer(open(visitor())));
    await assertFails(getCountFromServer(open(stranger())));
    await assertFails(getDocs(spam(stranger())));
  });

  it("nobody but the server may change the spam verdict", async () => {
    // (The flood trigger may already have screened the seeded message as not spam.)
    await assertFails(updateDoc(doc(owner(), name, "m1"), { likelySpam: true }));
    await assertFails(updateDoc(doc(owner(), name, "m1"), { handled: true, spamReason: "site-budget" }));
  });
});

describe("message_budgets (flood control's counters)", () => {
  it("are server-only: no client reads or writes them, the owner included", async () => {
    await withRulesDisabled(async (db) => {
      await setDoc(doc(db, "message_budgets", "site-2030-01-02T10-07"), { count: 3 });
    });
    for (const db of [visitor(), stranger(), owner()]) {
      await assertFails(getDoc(doc(db, "message_budgets", "site-2030-01-02T10-07")));
      await assertFails(setDoc(doc(db, "message_budgets", "site-2030-01-02T10-07"), { count: 0 }));
      await assertFails(deleteDoc(doc(db, "message_budgets", "site-2030-01-02T10-07")));
    }
  });
});
