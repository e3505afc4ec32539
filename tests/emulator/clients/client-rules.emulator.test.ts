// firestore.rules and storage.rules for client galleries, for every path and every role: the
// owner, a client holding a grant, a client of another gallery, a visitor with the link who has
// not been let in (signed in anonymously, no grant), a visitor with nothing (signed out), a
// client of an expired gallery (grant present, expiresAt past) and a signed-in stranger.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore";
import { getBytes, getMetadata, listAll, ref, uploadBytes, type FirebaseStorage } from "firebase/storage";
import { CLIENT_LIMITS, selectionHour, selectionId } from "@folio/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { useStorageRulesTestEnv } from "../../support/storage-rules-env";
import { gallerySettings } from "./support";

const env = useStorageRulesTestEnv();

const G = "GalleryAAAAAAAAAAAAA";
const G2 = "GalleryBBBBBBBBBBBBB";
const E = "GalleryEEEEEEEEEEEEE";
const ROLES = ["nobody", "stranger", "link", "other", "expired", "client", "owner"] as const;
type Role = (typeof ROLES)[number];
const UID: Record<Exclude<Role, "nobody">, string> = {
  stranger: "stranger",
  link: "link-device",
  other: "client-of-g2",
  expired: "client-of-e",
  client: "client-of-g",
  owner: "owner",
};
const as = (role: Role) =>
  env.as(role === "nobody" ? null : UID[role], role === "owner" ? { admin: true } : {});
const fs = (role: Role) => as(role).firestore;
const st = (role: Role) => as(role).storage;

const DISPLAY = `clients/${G}/w1/ceremony/w960.webp`;
const FULL = `clients/${G}/w1/ceremony/full.jpg`;
const ORIGINAL = `originals/clients/${G}/w1/ceremony/DSC_0012.jpg`;
const EXPIRED_DISPLAY = `clients/${E}/e1/ceremony/w960.webp`;

/** Runs `operation` as every role: those in `allowed` must succeed, every other must fail. */
async function only(allowed: readonly Role[], operation: (role: Role) => Promise<unknown>): Promise<void> {
  for (const role of ROLES) {
    const outcome = operation(role);
    if (allowed.includes(role)) await assertSucceeds(outcome);
    else
      await assertFails(outcome).catch((error: unknown) => {
        throw new Error(`${role} was let through: ${String(error)}`);
      });
  }
}

const settingsDoc = (patch: Parameters<typeof gallerySettings>[0] = {}) => {
  const settings = gallerySettings(patch);
  return {
    ...settings,
    expiresAt: settings.expiresAt ? Timestamp.fromDate(settings.expiresAt) : null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
};
const work = (fileName: string) => ({ setId: "ceremony", order: 1, fileName, createdAt: Timestamp.now() });

beforeEach(async () => {
  await env.withRulesDisabled(async ({ firestore: db, storage }) => {
    await setDoc(doc(db, "client_galleries", G), settingsDoc({ favourites: { enabled: true, max: 2 } }));
    await setDoc(doc(db, "client_galleries", G2), settingsDoc({ name: "Other" }));
    await setDoc(doc(db, "client_galleries", E), settingsDoc({ expiresAt: new Date(Date.now() - 60_000) }));
    for (const id of ["w1", "w2", "w3"])
      await setDoc(doc(db, "client_galleries", G, "works", id), work(`${id}.jpg`));
    await setDoc(doc(db, "client_galleries", G2, "works", "x1"), work("x1.jpg"));
    await setDoc(doc(db, "client_galleries", E, "works", "e1"), work("e1.jpg"));
    const grant = { grantedAt: Timestamp.now(), device: "phone" };
    await setDoc(doc(db, "client_galleries", G, "grants", UID.client), grant);
    await setDoc(doc(db, "client_galleries", G2, "grants", UID.other), grant);
    await setDoc(doc(db, "client_galleries", E, "grants", UID.expired), grant);
    await setDoc(doc(db, "client_galleries", G, "activity", "summary"), { opens: 3 });
    await setDoc(doc(db, "client_galleries", G, "favourites", UID.client), {
      workIds: ["w1"],
      updatedAt: Timestamp.now(),
    });
    await setDoc(doc(db, "client_gallery_secrets", G), { password: { hash: "x" } });
    await setDoc(doc(db, "client_download_tickets", "ticket1"), { galleryId: G });
    await setDoc(doc(db, "client_selections", "s1"), {
      galleryId: G,
      uid: UID.client,
      workIds: ["w1"],
      note: "",
    });
    const file = new Uint8Array(64).fill(7);
    await uploadBytes(ref(storage, DISPLAY), file, {
      contentType: "image/webp",
      customMetadata: { role: "display" },
    });
    await uploadBytes(ref(storage, FULL), file, {
      contentType: "image/jpeg",
      customMetadata: { role: "download" },
    });
    await uploadBytes(ref(storage, ORIGINAL), file, { contentType: "image/jpeg" });
    await uploadBytes(ref(storage, EXPIRED_DISPLAY), file, {
      contentType: "image/webp",
      customMetadata: { role: "display" },
    });
  });
});

describe("client_galleries/{id}: the owner's settings", () => {
  it("is read and listed by the owner only (it holds the client's email)", async () => {
    await only(["owner"], (role) => getDoc(doc(fs(role), "client_galleries", G)));
    await only(["owner"], (role) => getDocs(query(collection(fs(role), "client_galleries"), limit(10))));
  });

  it("is created, changed and deleted by the owner only, without server fields", async () => {
    const create = (role: Role, id: string) =>
      setDoc(doc(fs(role), "client_galleries", id), {
        ...gallerySettings(),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    await only(["owner"], (role) => create(role, `New${role.padEnd(17, "x")}`.slice(0, 20)));
    await assertFails(
      setDoc(doc(fs("owner"), "client_galleries", "NewWithServerFields0"), {
        ...gallerySettings(),
        hasPassword: false,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(create("owner", "short"));
    await only(["owner"], (role) =>
      updateDoc(doc(fs(role), "client_galleries", G), { name: "Renamed", updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(fs("owner"), "client_galleries", G), { workCount: 99, updatedAt: serverTimestamp() }),
    );
    await only(["owner"], (role) => deleteDoc(doc(fs(role), "client_galleries", G2)));
  });

  it("takes a link key from the owner, well formed, and the weak-password flag from nobody", async () => {
    const key = "k".repeat(43);
    const create = (id: string, extra: Record<string, unknown>) =>
      setDoc(doc(fs("owner"), "client_galleries", id), {
        ...gallerySettings(),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...extra,
      });
    await assertSucceeds(create("NewWithLinkKeyAAAAAA", { linkKey: key }));
    await assertFails(create("NewWithShortKeyAAAAA", { linkKey: "k".repeat(42) }));
    await assertFails(create("NewWithWeakFlagAAAAA", { weakPassword: true }));
    await only(["owner"], (role) =>
      updateDoc(doc(fs(role), "client_galleries", G), {
        linkKey: "n".repeat(43),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(fs("owner"), "client_galleries", G), { linkKey: "x/y", updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(fs("owner"), "client_galleries", G), {
        weakPassword: false,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe("works", () => {
  it("are read by the owner and the gallery's own live clients, listed only in capped pages", async () => {
    await only(["client", "owner"], (role) => getDoc(doc(fs(role), "client_galleries", G, "works", "w1")));
    await only(["client", "owner"], (role) =>
      getDocs(query(collection(fs(role), "client_galleries", G, "works"), limit(60))),
    );
    await only(["owner"], (role) => getDocs(collection(fs(role), "client_galleries", G, "works")));
    await only(["owner"], (role) =>
      getDocs(query(collection(fs(role), "client_galleries", E, "works"), limit(60))),
    );
    await only(["owner"], (role) => getDoc(doc(fs(role), "client_galleries", E, "works", "e1")));
  });

  it("are never reachable through a collection group query", async () => {
    await only([], (role) => getDocs(query(collectionGroup(fs(role), "works"), limit(10))));
  });

  it("are written by the owner only", async () => {
    await only(["owner"], (role) =>
      setDoc(doc(fs(role), "client_galleries", G, "works", `n-${role}`), {
        setId: "ceremony",
        order: 9,
        fileName: "n.jpg",
        createdAt: serverTimestamp(),
      }),
    );
    await only(["owner"], (role) =>
      updateDoc(doc(fs(role), "client_galleries", G, "works", "w2"), { order: 5 }),
    );
    await assertFails(
      updateDoc(doc(fs("owner"), "client_galleries", G, "works", "w2"), { fileName: "other.jpg" }),
    );
    await only(["owner"], (role) => deleteDoc(doc(fs(role), "client_galleries", G, "works", "w3")));
  });
});

describe("grants", () => {
  it("are read by the owner and by their own device, written by no client", async () => {
    // Anyone signed in may look for their own grant (it tells them nothing); nobody else's but the owner.
    await only(["client", "owner"], (role) =>
      getDoc(doc(fs(role), "client_galleries", G, "grants", UID.client)),
    );
    await only(["owner"], (role) => getDocs(collection(fs(role), "client_galleries", G, "grants")));
    await only([], (role) =>
      setDoc(doc(fs(role), "client_galleries", G, "grants", role === "nobody" ? "x" : UID[role]), {
        grantedAt: serverTimestamp(),
        device: "phone",
      }),
    );
    await only([], (role) => deleteDoc(doc(fs(role), "client_galleries", G, "grants", UID.client)));
  });
});

describe("favourites", () => {
  const mine = (role: Role, gallery = G) =>
    doc(fs(role), "client_galleries", gallery, "favourites", role === "nobody" ? "nobody" : UID[role]);
  const hearts = (workIds: string[]) => ({ workIds, updatedAt: serverTimestamp() });
  const ids = (count: number, prefix = "w") =>
    Array.from({ length: count }, (_, index) => `${prefix}${index}`);

  it("are written by a live client of the gallery, for its own device, within the gallery's pick N", async () => {
    await only(["client"], (role) => setDoc(mine(role), hearts(["w1", "w2"])));
    await assertFails(setDoc(mine("client"), hearts(["w1", "w2", "w3"])));
    await assertFails(
      setDoc(doc(fs("client"), "client_galleries", G, "favourites", UID.other), hearts(["w1"])),
    );
    await assertFails(setDoc(mine("expired", E), hearts(["e1"])));
    await assertFails(setDoc(mine("other", G2), { workIds: ["x1"], updatedAt: serverTimestamp(), extra: 1 }));
    await assertSucceeds(setDoc(mine("other", G2), hearts(["x1"])));
  });

  it("hold no more than the gallery's works without a pick N, nor the same work twice", async () => {
    // G2 has no maximum: its works bound the list once counted, a small fixed bound before.
    const bound = CLIENT_LIMITS.favouritesUncountedMax;
    let list: string[] = [];
    for (let start = 0; start < bound; start += CLIENT_LIMITS.favouritesChangeMax) {
      list = [...list, ...ids(CLIENT_LIMITS.favouritesChangeMax, `a${start}-`)];
      await assertSucceeds(setDoc(mine("other", G2), hearts(list)));
    }
    await assertFails(setDoc(mine("other", G2), hearts([...list, "one-more"])));
    await env.withRulesDisabled(({ firestore: db }) =>
      updateDoc(doc(db, "client_galleries", G2), { workCount: 2 }),
    );
    // Over-full after the bound came down: it may shrink back, never grow.
    await assertSucceeds(setDoc(mine("other", G2), hearts(list.slice(0, 90))));
    await assertFails(setDoc(mine("other", G2), hearts([...list.slice(0, 90), "x1"])));
    await assertSucceeds(deleteDoc(mine("other", G2)));
    await assertSucceeds(setDoc(mine("other", G2), hearts(["x1", "x2"])));
    await assertFails(setDoc(mine("other", G2), hearts(["x1", "x1"])));
    await assertFails(setDoc(mine("other", G2), hearts(["x1", "x2", "x3"])));
  });

  it("change at most a few hearts in one write (a flood of 5,000 is refused)", async () => {
    await env.withRulesDisabled(({ firestore: db }) =>
      updateDoc(doc(db, "client_galleries", G2), { workCount: 5000 }),
    );
    const max = CLIENT_LIMITS.favouritesChangeMax;
    await assertSucceeds(setDoc(mine("other", G2), hearts(ids(max))));
    await assertFails(setDoc(mine("other", G2), hearts(ids(2 * max + 1))));
    await assertSucceeds(setDoc(mine("other", G2), hearts(ids(2 * max))));
    await assertFails(setDoc(mine("other", G2), hearts(ids(5000))));
    // Removing counts too: emptying a long list takes a delete, or a few writes.
    await assertFails(setDoc(mine("other", G2), hearts([])));
    await assertSucceeds(deleteDoc(mine("other", G2)));
  });

  it("are closed while the owner has favourites off", async () => {
    await env.withRulesDisabled(({ firestore: db }) =>
      updateDoc(doc(db, "client_galleries", G), { favourites: { enabled: false, max: null } }),
    );
    await assertFails(setDoc(mine("client"), hearts(["w1"])));
  });

  it("are read by their device and the owner, and deleted by their device", async () => {
    await only(["client", "owner"], (role) =>
      getDoc(doc(fs(role), "client_galleries", G, "favourites", UID.client)),
    );
    await only(["owner"], (role) => getDocs(collection(fs(role), "client_galleries", G, "favourites")));
    await only(["client"], (role) =>
      deleteDoc(doc(fs(role), "client_galleries", G, "favourites", UID.client)),
    );
  });
});

describe("activity, secrets and download tickets", () => {
  it("let the owner read the activity and nobody write it", async () => {
    await only(["owner"], (role) => getDoc(doc(fs(role), "client_galleries", G, "activity", "summary")));
    await only([], (role) =>
      setDoc(doc(fs(role), "client_galleries", G, "activity", "summary"), { opens: 0 }),
    );
  });

  it("keep the secrets and the tickets from every client, the owner too", async () => {
    for (const path of [
      ["client_gallery_secrets", G],
      ["client_download_tickets", "ticket1"],
    ] as const) {
      await only([], (role) => getDoc(doc(fs(role), path[0], path[1])));
      await only([], (role) => getDocs(query(collection(fs(role), path[0]), limit(5))));
      await only([], (role) => setDoc(doc(fs(role), path[0], "new"), { any: 1 }));
    }
  });
});

describe("client_selections", () => {
  const selection = (role: Role, galleryId: string) => ({
    galleryId,
    uid: role === "nobody" ? "nobody" : UID[role],
    workIds: ["w1"],
    note: "These, please.",
    createdAt: serverTimestamp(),
  });
  const hour = () => selectionHour(Date.now());
  const idOf = (role: Role, galleryId: string, n = 0, at = hour()) =>
    selectionId(galleryId, role === "nobody" ? "nobody" : UID[role], at, n);

  it("are sent by a live client of the gallery named, as its own device", async () => {
    await only(["client"], (role) =>
      setDoc(doc(fs(role), "client_selections", idOf(role, G)), selection(role, G)),
    );
    await assertFails(
      setDoc(doc(fs("client"), "client_selections", idOf("client", G2)), selection("client", G2)),
    );
    await assertFails(
      setDoc(doc(fs("expired"), "client_selections", idOf("expired", E)), selection("expired", E)),
    );
    await assertFails(
      setDoc(doc(fs("client"), "client_selections", idOf("client", G, 1)), {
        ...selection("client", G),
        uid: UID.other,
      }),
    );
    for (const workIds of [[], ["w1", "w1"], ["w1", "w2", "w3"]])
      await assertFails(
        setDoc(doc(fs("client"), "client_selections", idOf("client", G, 2)), {
          ...selection("client", G),
          workIds,
        }),
      );
  });

  it("are named by gallery, device and hour, so a device sends a gallery at most a few an hour", async () => {
    const send = (id: string) => setDoc(doc(fs("client"), "client_selections", id), selection("client", G));
    for (let n = 0; n < CLIENT_LIMITS.selectionsPerDeviceHour; n += 1)
      await assertSucceeds(send(idOf("client", G, n)));
    // Each id is created once: sending again under it is refused, and so is a further n.
    await assertFails(send(idOf("client", G, 0)));
    await assertFails(send(idOf("client", G, CLIENT_LIMITS.selectionsPerDeviceHour)));
    // The hour before is accepted (a clock just past the hour), no other.
    await assertSucceeds(send(idOf("client", G, 0, hour() - 1)));
    for (const id of [
      idOf("client", G, 1, hour() + 1),
      idOf("client", G, 1, hour() - 2),
      `s-${UID.client}`,
      idOf("other", G, 1),
      idOf("client", G2, 1),
      `${idOf("client", G, 1)}_extra`,
    ])
      await assertFails(send(id));
  });

  it("are read, listed and deleted by the owner only, changed by nobody", async () => {
    await only(["owner"], (role) => getDoc(doc(fs(role), "client_selections", "s1")));
    await only(["owner"], (role) => getDocs(query(collection(fs(role), "client_selections"), limit(10))));
    await only([], (role) => updateDoc(doc(fs(role), "client_selections", "s1"), { note: "changed" }));
    await only(["owner"], (role) => deleteDoc(doc(fs(role), "client_selections", "s1")));
  });
});

describe("Storage: a client gallery's files", () => {
  const read = (storage: FirebaseStorage, path: string) => getBytes(ref(storage, path));

  it("show a work's display copy to the owner and the gallery's own live clients", async () => {
    await only(["client", "owner"], (role) => read(st(role), DISPLAY));
    await only(["client", "owner"], (role) => getMetadata(ref(st(role), DISPLAY)));
    await only(["owner"], (role) => read(st(role), EXPIRED_DISPLAY));
  });

  it("keep the full-size download copy and the original for the owner", async () => {
    await only(["owner"], (role) => read(st(role), FULL));
    await only(["owner"], (role) => read(st(role), ORIGINAL));
  });

  it("are listed by nobody and written only as the owner's originals", async () => {
    await only([], (role) => listAll(ref(st(role), `clients/${G}`)));
    await only([], (role) => listAll(ref(st(role), `originals/clients/${G}`)));
    const file = new Uint8Array(64).fill(1);
    await only([], (role) =>
      uploadBytes(ref(st(role), `clients/${G}/w9/ceremony/x.webp`), file, { contentType: "image/webp" }),
    );
    await only(["owner"], (role) =>
      uploadBytes(ref(st(role), `originals/clients/${G}/w9/ceremony/${role}.jpg`), file, {
        contentType: "image/jpeg",
      }),
    );
    expect(ROLES).toHaveLength(7);
  });
});
