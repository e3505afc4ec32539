import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { MESSAGE_LIMITS } from "@folio/domain";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore";
import { beforeEach, describe, it } from "vitest";
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
  ];
  it.each(bad)("refuses %s", async (_label, data) => {
    await assertFails(addDoc(collection(visitor(), name), data));
  });
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
});
