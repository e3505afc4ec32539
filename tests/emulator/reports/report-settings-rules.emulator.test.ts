import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { REPORT_SETTINGS_PATH } from "@folio/domain";
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from "firebase/firestore";
import { describe, it } from "vitest";
import { useRulesTestEnv } from "../../support/rules-env";

const { visitor, stranger, owner, withRulesDisabled } = useRulesTestEnv();
const settings = (db: Firestore) => doc(db, REPORT_SETTINGS_PATH.collection, REPORT_SETTINGS_PATH.id);

describe("settings/reports", () => {
  it("the owner reads and writes { weeklyEmail: boolean }, required beside the spike fields", async () => {
    await assertSucceeds(setDoc(settings(owner()), { weeklyEmail: false }));
    await assertSucceeds(getDoc(settings(owner())));
    await assertSucceeds(updateDoc(settings(owner()), { weeklyEmail: true }));
    await assertFails(setDoc(settings(owner()), { weeklyEmail: "no" }));
    await assertFails(setDoc(settings(owner()), { weeklyEmail: false, extra: 1 }));
    await assertFails(setDoc(settings(owner()), {}));
    await assertFails(deleteDoc(settings(owner())));
  });

  it("the owner sets the spike alert: a switch and a whole number of visitors from 1 to a million, or none", async () => {
    await assertSucceeds(setDoc(settings(owner()), { weeklyEmail: true, spikeAlert: false }));
    await assertSucceeds(
      setDoc(settings(owner()), { weeklyEmail: true, spikeAlert: true, spikeVisitors: 1 }),
    );
    await assertSucceeds(updateDoc(settings(owner()), { spikeVisitors: 1_000_000 }));
    for (const spikeVisitors of [0, 2.5, 1_000_001, "50", null])
      await assertFails(setDoc(settings(owner()), { weeklyEmail: true, spikeVisitors }));
    await assertFails(setDoc(settings(owner()), { weeklyEmail: true, spikeAlert: "yes" }));
    // The weekly switch is still required beside them.
    await assertFails(setDoc(settings(owner()), { spikeAlert: true }));
    for (const db of [visitor(), stranger()])
      await assertFails(setDoc(settings(db), { weeklyEmail: true, spikeAlert: false }));
  });

  it("nobody else reads or writes it", async () => {
    await withRulesDisabled((db) => setDoc(settings(db), { weeklyEmail: true }));
    for (const db of [visitor(), stranger()]) {
      await assertFails(getDoc(settings(db)));
      await assertFails(setDoc(settings(db), { weeklyEmail: false }));
      await assertFails(updateDoc(settings(db), { weeklyEmail: false }));
      await assertFails(deleteDoc(settings(db)));
    }
  });

  it("the weekly report's run markers are server only, the owner included", async () => {
    await withRulesDisabled((db) => setDoc(doc(db, "report_runs", "weekly-2030-01-07"), { firings: 1 }));
    for (const db of [visitor(), stranger(), owner()]) {
      await assertFails(getDoc(doc(db, "report_runs", "weekly-2030-01-07")));
      await assertFails(setDoc(doc(db, "report_runs", "weekly-2030-01-14"), { firings: 1 }));
    }
  });
});
