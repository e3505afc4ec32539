import { afterAll, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";

describe("emulator foundation", () => {
  afterAll(closeTestAdmin);

  it("reads back what the Admin SDK writes to the Firestore emulator", async () => {
    await clearFirestore();
    const { firestore } = testAdmin();
    await firestore.doc("foundation/probe").set({ ok: true });
    expect((await firestore.doc("foundation/probe").get()).data()).toEqual({ ok: true });
  });
});
