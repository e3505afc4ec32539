import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
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
  where,
  type Firestore,
} from "firebase/firestore";
import { cameraDetailsSchema, galleryItemInputSchema, normaliseTagName, tagNameProblem } from "@folio/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { FIXTURE_CAMERA_DETAILS } from "../../fixtures/media/secrets";
import { useRulesTestEnv } from "../../support/rules-env";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";

const { visitor, stranger, owner, signedIn, withRulesDisabled } = useRulesTestEnv({
  // Rules only: the usage trigger would react to every seed and clean-up write.
  setTriggers: setBackgroundTriggers,
});
const falseAdmin = () => signedIn("pretender", { admin: "true" });

/** A valid new item as the data layer writes it. */
const newItem = (overrides: Record<string, unknown> = {}) => ({
  title: "Harbour at dawn",
  description: "Fishing boats before sunrise.",
  type: "image",
  media: {
    url: "https://example.com/harbour.webp",
    storagePath: null,
    sizes: [{ url: "https://example.com/harbour-800.webp", width: 800, height: 533 }],
    posterUrl: null,
    contentType: "image/webp",
  },
  width: 2400,
  height: 1600,
  alt: "Boats in a harbour at dawn",
  category: "landscapes",
  tags: ["Sunset", "Sea"],
  published: true,
  featured: false,
  order: 0,
  downloadable: true,
  views: 0,
  likes: 0,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** Seeds with the rules off: a published item, a draft, the categories and a tag. */
async function seed(): Promise<void> {
  await withRulesDisabled(async (db) => {
    const stored = (overrides: Record<string, unknown>) => ({
      ...newItem(overrides),
      views: 7,
      likes: 2,
      createdAt: Timestamp.fromMillis(1_700_000_000_000),
      updatedAt: Timestamp.fromMillis(1_700_000_000_000),
    });
    await setDoc(doc(db, "gallery", "published"), stored({}));
    await setDoc(doc(db, "gallery", "draft"), stored({ published: false }));
    const category = { type: "gallery", createdAt: Timestamp.now() };
    await setDoc(doc(db, "categories", "all"), { ...category, name: "All", order: 0, isDefault: true });
    await setDoc(doc(db, "categories", "landscapes"), {
      ...category,
      name: "Landscapes",
      order: 1,
      isDefault: false,
    });
    await setDoc(doc(db, "tags", "t1"), {
      name: "Sunset",
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      usageCount: 1,
      isPopular: false,
    });
    await setDoc(doc(db, "tag_names", "sunset"), { tagId: "t1", name: "Sunset" });
    await setDoc(doc(db, "tag_usage", "published"), { keys: ["sea", "sunset"] });
  });
}

// After the environment's clear (registered first, so it runs first).
beforeEach(seed);

describe("gallery reads", () => {
  it("lets anyone get a published item", async () => {
    for (const db of [visitor(), stranger(), owner()])
      await assertSucceeds(getDoc(doc(db, "gallery", "published")));
  });

  it("hides drafts from visitors and signed-in non-owners, not from the owner", async () => {
    await assertFails(getDoc(doc(visitor(), "gallery", "draft")));
    await assertFails(getDoc(doc(stranger(), "gallery", "draft")));
    await assertFails(getDoc(doc(falseAdmin(), "gallery", "draft")));
    await assertSucceeds(getDoc(doc(owner(), "gallery", "draft")));
  });

  it("allows visitor lists only when they ask for published items", async () => {
    const published = (db: Firestore) =>
      query(collection(db, "gallery"), where("published", "==", true), limit(24));
    const everything = (db: Firestore) => query(collection(db, "gallery"), limit(24));
    const visible = await assertSucceeds(getDocs(published(visitor())));
    expect(visible.docs.map((d) => d.id)).toEqual(["published"]);
    await assertSucceeds(getDocs(published(stranger())));
    await assertFails(getDocs(everything(visitor())));
    await assertFails(getDocs(everything(stranger())));
    const all = await assertSucceeds(getDocs(everything(owner())));
    expect(all.size).toBe(2);
  });
});

describe("gallery writes", () => {
  it("lets the owner create, update and delete a valid item", async () => {
    const db = owner();
    await assertSucceeds(setDoc(doc(db, "gallery", "new"), newItem()));
    await assertSucceeds(setDoc(doc(db, "gallery", "in-all"), newItem({ category: "all" })));
    await assertSucceeds(
      updateDoc(doc(db, "gallery", "published"), { title: "Harbour", updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(db, "gallery", "published"), { category: "all", tags: [], updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(db, "gallery", "draft")));
  });

  it("refuses every write from visitors and signed-in non-owners", async () => {
    for (const db of [visitor(), stranger(), falseAdmin()]) {
      await assertFails(setDoc(doc(db, "gallery", "new"), newItem()));
      await assertFails(
        updateDoc(doc(db, "gallery", "published"), { title: "Mine", updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(doc(db, "gallery", "published"), { views: 8, updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, "gallery", "published")));
    }
  });

  const longText = (length: number) => "x".repeat(length);
  const media = newItem().media;
  it.each<[string, Record<string, unknown>]>([
    ["an unknown key", { rating: 5 }],
    ["views above 0", { views: 1 }],
    ["likes above 0", { likes: 3 }],
    ["a client createdAt", { createdAt: Timestamp.fromMillis(0) }],
    ["a client updatedAt", { updatedAt: Timestamp.now() }],
    ["an empty title", { title: "" }],
    ["a 201-character title", { title: longText(201) }],
    ["a 5001-character description", { description: longText(5001) }],
    ["a 501-character alt text", { alt: longText(501) }],
    ["a number as title", { title: 42 }],
    ["an unknown media type", { type: "audio" }],
    ["a zero width", { width: 0 }],
    ["a fractional height", { height: 10.5 }],
    ["a huge width", { width: 100_001 }],
    ["a category that does not exist", { category: "nowhere" }],
    ["a category id that is not a slug", { category: "Land Scapes" }],
    ["tags that are not a list", { tags: "Sunset" }],
    ["31 tags", { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }],
    ["a duplicate tag", { tags: ["Sunset", "Sunset"] }],
    ["published as text", { published: "yes" }],
    ["order as text", { order: "first" }],
    ["an unknown media key", { media: { ...media, exif: {} } }],
    ["a media url over 2048 characters", { media: { ...media, url: `https://e.com/${longText(2040)}` } }],
    ["an HTML content type", { media: { ...media, contentType: "text/html" } }],
    ["13 sizes", { media: { ...media, sizes: Array.from({ length: 13 }, () => media.sizes[0]) } }],
    [
      "media without a storage path key",
      { media: { url: media.url, sizes: [], posterUrl: null, contentType: "image/webp" } },
    ],
  ])("refuses an owner create with %s", async (_label, overrides) => {
    await assertFails(setDoc(doc(owner(), "gallery", "bad"), newItem(overrides)));
  });

  // The rules check item tags one by one, as the studio stores them: tidy names that pass
  // the server's `tagNameProblem`.
  const tagCases: [string, unknown, boolean][] = [
    ["a plain name", "Sunset", true],
    ["non-Latin letters", "日没", true],
    ["an inner space and symbols", "B&W 35mm", true],
    ["an accent", "Café", true],
    ["50 characters", "x".repeat(50), true],
    ["50 emoji and a letter", `a${"🌅".repeat(49)}`, true],
    ["51 emoji", "🌅".repeat(51), false],
    ["a zero-width space", "Sun\u200Bset", false],
    ["a bidi override", "\u202Etesnus", false],
    ["a Hangul filler", "Sun\u3164set", false],
    ["a control character", "Sun\u0000set", false],
    ["a slash", "a/b", false],
    ["a reserved id", "__x__", false],
    ["no letter or digit", "..", false],
    ["51 characters", "x".repeat(51), false],
    ["a leading space", " Sunset", false],
    ["a trailing space", "Sunset ", false],
    ["a double space", "Golden  hour", false],
    ["an empty name", "", false],
    ["a number", 42, false],
    ["a map", { name: "Sunset" }, false],
  ];
  it.each(tagCases)("checks every tag element by element: %s", async (_label, tag, allowed) => {
    const tags = ["Sea", "Harbour", tag];
    const write = setDoc(doc(owner(), "gallery", "tagged"), newItem({ tags }));
    if (allowed) await assertSucceeds(write);
    else await assertFails(write);
    // The same decision as the server's: a tidy name with no problem.
    const serverAccepts =
      typeof tag === "string" && tagNameProblem(tag) === null && normaliseTagName(tag) === tag;
    expect(serverAccepts).toBe(allowed);
  });

  it("checks the 30th tag too", async () => {
    const tags = Array.from({ length: 29 }, (_, i) => `t${i}`);
    await assertFails(setDoc(doc(owner(), "gallery", "tagged"), newItem({ tags: [...tags, "a/b"] })));
    await assertSucceeds(setDoc(doc(owner(), "gallery", "tagged"), newItem({ tags: [...tags, "Sea"] })));
  });

  it("refuses an owner create with a missing field", async () => {
    const { alt: _alt, ...withoutAlt } = newItem();
    await assertFails(setDoc(doc(owner(), "gallery", "bad"), withoutAlt));
  });

  it.each<[string, Record<string, unknown>]>([
    ["views changed", { views: 100 }],
    ["likes changed", { likes: 100 }],
    ["createdAt changed", { createdAt: Timestamp.now() }],
    ["no updatedAt stamp", {}],
    ["a category that does not exist", { category: "nowhere" }],
    ["an unknown key", { secret: true }],
    ["a 201-character title", { title: longText(201) }],
  ])("refuses an owner update with %s", async (_label, change) => {
    const stamp =
      "updatedAt" in change || _label === "no updatedAt stamp" ? {} : { updatedAt: serverTimestamp() };
    await assertFails(
      updateDoc(doc(owner(), "gallery", "published"), { title: "Edited", ...stamp, ...change }),
    );
  });
});

describe("the download copy", () => {
  const media = newItem().media;
  const download = { url: "https://example.com/harbour.jpg", contentType: "image/jpeg" };

  /** The rules and the server's schema (what the studio writes with) decide alike. */
  async function bothDecide(overrides: Record<string, unknown>, allowed: boolean): Promise<void> {
    const write = setDoc(doc(owner(), "gallery", "made"), newItem(overrides));
    if (allowed) await assertSucceeds(write);
    else await assertFails(write);
    const { views: _v, likes: _l, createdAt: _c, updatedAt: _u, ...input } = newItem(overrides);
    expect(galleryItemInputSchema.safeParse(input).success, JSON.stringify(overrides)).toBe(allowed);
  }

  it.each<[string, Record<string, unknown>, boolean]>([
    ["a clean download copy", { media: { ...media, download } }, true],
    ["no download copy", { media: { ...media, download: null } }, true],
    ["camera details in the work itself", { camera: { camera: "Canon EOS R5" } }, false],
    [
      "a download copy of HTML",
      { media: { ...media, download: { ...download, contentType: "text/html" } } },
      false,
    ],
    [
      "a download copy without an address",
      { media: { ...media, download: { contentType: "image/jpeg" } } },
      false,
    ],
    [
      "a download copy with an extra key",
      { media: { ...media, download: { ...download, original: true } } },
      false,
    ],
  ])("%s", async (_label, overrides, allowed) => bothDecide(overrides, allowed));
});

describe("camera details (camera_details)", () => {
  const camera = FIXTURE_CAMERA_DETAILS;
  const details = (db: Firestore, id = "published") => doc(db, "camera_details", id);
  const showCameraDetails = (shown: boolean) =>
    withRulesDisabled((db) =>
      setDoc(doc(db, "settings", "site"), { siteName: "Ada", showCameraDetails: shown }),
    );

  /** The rules and the server's schema decide alike. */
  async function bothDecide(data: Record<string, unknown>, allowed: boolean): Promise<void> {
    const write = setDoc(details(owner()), data);
    if (allowed) await assertSucceeds(write);
    else await assertFails(write);
    expect(cameraDetailsSchema.safeParse(data).success, JSON.stringify(data)).toBe(allowed);
  }

  it.each<[string, Record<string, unknown>]>([
    ["full details", camera],
    [
      "only a date",
      { ...camera, camera: "", lens: "", focalLength: null, aperture: null, exposureTime: null, iso: null },
    ],
    ["a 30 s exposure and ISO 102400", { ...camera, exposureTime: 30, iso: 102_400 }],
  ])("takes %s from the owner", async (_label, data) => bothDecide(data, true));

  it.each<[string, Record<string, unknown>]>([
    ["a location among the details", { ...camera, gps: "48.85,2.29" }],
    ["a missing field", { ...camera, iso: undefined }],
    ["a camera name on two lines", { ...camera, camera: "Canon\nEOS" }],
    ["a 101-character lens", { ...camera, lens: "x".repeat(101) }],
    ["a zero focal length", { ...camera, focalLength: 0 }],
    ["a negative aperture", { ...camera, aperture: -2.8 }],
    ["a fractional ISO", { ...camera, iso: 400.5 }],
    ["an exposure over a day", { ...camera, exposureTime: 86_401 }],
    ["a date that is not one", { ...camera, takenAt: "yesterday" }],
  ])("refuses %s", async (_label, data) => {
    await bothDecide(JSON.parse(JSON.stringify(data)) as Record<string, unknown>, false);
  });

  it("are written by the owner alone", async () => {
    for (const db of [visitor(), stranger(), falseAdmin()]) await assertFails(setDoc(details(db), camera));
  });

  it("answer visitors only while the site shows them, and only for a published work", async () => {
    await withRulesDisabled(async (db) => {
      await setDoc(details(db), camera);
      await setDoc(details(db, "draft"), camera);
    });
    // No settings yet, then settings that hide them: nobody but the owner reads them.
    for (const db of [visitor(), stranger()]) await assertFails(getDoc(details(db)));
    await showCameraDetails(false);
    for (const db of [visitor(), stranger()]) await assertFails(getDoc(details(db)));
    await assertSucceeds(getDoc(details(owner())));

    await showCameraDetails(true);
    for (const db of [visitor(), stranger()]) {
      const snapshot = await assertSucceeds(getDoc(details(db)));
      expect(snapshot.get("camera")).toBe("Canon EOS R5");
      await assertFails(getDoc(details(db, "draft")));
      await assertFails(getDocs(query(collection(db, "camera_details"), limit(10))));
    }
  });
});

describe("upload jobs (media_jobs)", () => {
  it("are read by the owner alone, and written by no client", async () => {
    await withRulesDisabled((db) =>
      setDoc(doc(db, "media_jobs", "gallery-a-s1"), {
        state: "processing",
        originalPath: "originals/gallery/a/s1/x.jpg",
      }),
    );
    await assertSucceeds(getDoc(doc(owner(), "media_jobs", "gallery-a-s1")));
    for (const db of [visitor(), stranger(), falseAdmin()])
      await assertFails(getDoc(doc(db, "media_jobs", "gallery-a-s1")));
    for (const db of [owner(), visitor(), stranger()]) {
      await assertFails(setDoc(doc(db, "media_jobs", "gallery-a-s2"), { state: "ready" }));
      await assertFails(deleteDoc(doc(db, "media_jobs", "gallery-a-s1")));
    }
  });
});

describe("categories", () => {
  it("are readable by everyone", async () => {
    for (const db of [visitor(), stranger(), owner()]) {
      await assertSucceeds(getDoc(doc(db, "categories", "landscapes")));
      await assertSucceeds(getDocs(query(collection(db, "categories"), limit(100))));
    }
  });

  it("are never written by clients, the owner included; All cannot be deleted directly", async () => {
    const category = {
      name: "Travel",
      type: "gallery",
      order: 2,
      createdAt: serverTimestamp(),
      isDefault: false,
    };
    for (const db of [visitor(), stranger(), owner()]) {
      await assertFails(setDoc(doc(db, "categories", "travel"), category));
      await assertFails(updateDoc(doc(db, "categories", "landscapes"), { order: 5 }));
      await assertFails(deleteDoc(doc(db, "categories", "landscapes")));
      await assertFails(deleteDoc(doc(db, "categories", "all")));
    }
  });
});

describe("tags", () => {
  it("are readable by everyone", async () => {
    for (const db of [visitor(), stranger(), owner()]) {
      await assertSucceeds(getDoc(doc(db, "tags", "t1")));
      await assertSucceeds(getDocs(query(collection(db, "tags"), limit(100))));
    }
  });

  it("are never written by clients: names, usageCount and isPopular belong to the server", async () => {
    const tag = {
      name: "Night",
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      usageCount: 0,
      isPopular: false,
    };
    for (const db of [visitor(), stranger(), owner()]) {
      await assertFails(setDoc(doc(db, "tags", "t2"), tag));
      await assertFails(updateDoc(doc(db, "tags", "t1"), { usageCount: 99, isPopular: true }));
      await assertFails(updateDoc(doc(db, "tags", "t1"), { name: "Dusk" }));
      await assertFails(deleteDoc(doc(db, "tags", "t1")));
    }
  });
});

describe("server-only content collections", () => {
  it.each([
    "tag_names/sunset",
    "tag_usage/published",
    "_receipts/any",
    "site_state/content",
    "page_snapshots/lists",
  ])("%s is closed to every client", async (docPath) => {
    for (const db of [visitor(), stranger(), owner()]) {
      await assertFails(getDoc(doc(db, docPath)));
      await assertFails(setDoc(doc(db, docPath), { keys: [] }));
    }
  });
});
