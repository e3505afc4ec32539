import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  EMPTY_SITE_SETTINGS,
  safeParseSiteSettings,
  SITE_LIMITS,
  SITE_PRIVATE_PATH,
  SITE_SETTINGS_PATH,
} from "@folio/domain";
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { useRulesTestEnv } from "../../support/rules-env";

const { visitor, stranger, owner, signedIn, withRulesDisabled } = useRulesTestEnv();

const NO_LINKS = EMPTY_SITE_SETTINGS.links;

/** A whole settings document as the studio's Site form saves it. */
const settings = () => ({
  siteName: "Ada Lens",
  tagline: "Portraits in Lyon",
  homeIntro: "Hello.\n\nWelcome.",
  aboutTitle: "About me",
  aboutText: "I photograph *people*. [Blog](https://ada.example/blog)",
  portraitItemId: "alpine-dawn",
  portraitUpload: null,
  contactEmail: "ada@example.com",
  showEmail: true,
  location: "Lyon, France",
  links: { ...NO_LINKS, instagram: "https://instagram.com/ada", website: "http://ada.example" },
  shareImageItemId: "",
  footerLine: "All rights reserved.",
  accent: "teal",
  colorScheme: "auto",
  updatedAt: serverTimestamp(),
});

/**
 * Writes `data` as the owner, expecting the rules to allow it or not, and checks that the
 * server's parser (the same shape, domain/src/site/schema.ts) agrees.
 */
async function ownerWrites(data: Record<string, unknown>, allowed: boolean): Promise<void> {
  const write = setDoc(ref(owner()), data);
  if (allowed) await assertSucceeds(write);
  else await assertFails(write);
  const parsed = safeParseSiteSettings({ ...data, updatedAt: Timestamp.now() });
  expect(parsed !== null, `server parser on ${JSON.stringify(data).slice(0, 200)}`).toBe(allowed);
}

const ref = (db: Firestore) => doc(db, SITE_SETTINGS_PATH.collection, SITE_SETTINGS_PATH.id);

async function seed(): Promise<void> {
  await withRulesDisabled(async (db) => {
    await setDoc(ref(db), { ...settings(), updatedAt: Timestamp.now() });
  });
}

describe("settings/site: reads", () => {
  it("everyone reads it: visitor, signed-in stranger and owner", async () => {
    await seed();
    for (const db of [visitor(), stranger(), owner()]) {
      const snapshot = await assertSucceeds(getDoc(ref(db)));
      expect(snapshot.get("siteName")).toBe("Ada Lens");
    }
  });

  it("a hidden contact address is refused in it: the public document holds an address only when shown", async () => {
    await ownerWrites({ ...settings(), showEmail: false, contactEmail: "" }, true);
    await assertFails(setDoc(ref(owner()), { ...settings(), showEmail: false }));
    // The server never reads a hidden address out of it either (an older document may hold one).
    expect(
      safeParseSiteSettings({ ...settings(), showEmail: false, updatedAt: Timestamp.now() })?.contactEmail,
    ).toBe("");
  });

  it("settings/private holds the address as typed, for the owner's eyes only", async () => {
    const privateRef = (db: Firestore) => doc(db, SITE_PRIVATE_PATH.collection, SITE_PRIVATE_PATH.id);
    const data = { contactEmail: "ada@example.com", updatedAt: serverTimestamp() };
    await assertSucceeds(setDoc(privateRef(owner()), data));
    await assertSucceeds(setDoc(privateRef(owner()), { ...data, contactEmail: "" }));
    await assertSucceeds(getDoc(privateRef(owner())));
    for (const db of [visitor(), stranger(), signedIn("fake", { admin: "true" })]) {
      await assertFails(getDoc(privateRef(db)));
      await assertFails(setDoc(privateRef(db), data));
    }
    for (const bad of [
      { ...data, contactEmail: "not an address" },
      { ...data, extra: 1 },
      { contactEmail: "ada@example.com" },
      { ...data, updatedAt: Timestamp.fromMillis(0) },
    ])
      await assertFails(setDoc(privateRef(owner()), bad));
  });

  it("showCameraDetails is optional, and a boolean", async () => {
    await ownerWrites({ ...settings(), showCameraDetails: true }, true);
    await ownerWrites({ ...settings(), showCameraDetails: false }, true);
    await ownerWrites({ ...settings(), showCameraDetails: "yes" }, false);
  });

  it("no other document in settings is readable or writable", async () => {
    await assertFails(getDoc(doc(visitor(), SITE_SETTINGS_PATH.collection, "other")));
    await assertFails(setDoc(doc(owner(), SITE_SETTINGS_PATH.collection, "other"), settings()));
  });
});

describe("settings/site: who writes", () => {
  it("the owner creates, updates and deletes it", async () => {
    await assertSucceeds(setDoc(ref(owner()), settings()));
    await assertSucceeds(setDoc(ref(owner()), { ...settings(), siteName: "Ada" }));
    await assertSucceeds(deleteDoc(ref(owner())));
  });

  it("a visitor, a signed-in stranger and a wrong-typed claim cannot", async () => {
    for (const db of [visitor(), stranger(), signedIn("fake", { admin: "true" })])
      await assertFails(setDoc(ref(db), settings()));
    await seed();
    for (const db of [visitor(), stranger()]) {
      await assertFails(updateDoc(ref(db), { siteName: "Hijacked", updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(ref(db)));
    }
  });
});

/** One field's allowed and denied values, for the owner. */
const FIELD_CASES: [field: string, allowed: unknown[], denied: unknown[]][] = [
  [
    "siteName",
    ["", "Ada Lens", "📷".repeat(SITE_LIMITS.siteNameMax / 2)],
    [" Ada", "Ada\nLens", "a\u200bb", "a".repeat(SITE_LIMITS.siteNameMax + 1), 42, null],
  ],
  ["tagline", ["", "Portraits, weddings & film"], ["x\u202e", "a".repeat(SITE_LIMITS.taglineMax + 1), false]],
  ["homeIntro", ["", "One.\n\nTwo."], ["a\u0000", "a".repeat(SITE_LIMITS.homeIntroMax + 1), ["x"]]],
  ["aboutTitle", ["", "About"], ["About\n", "a".repeat(SITE_LIMITS.aboutTitleMax + 1)]],
  [
    "aboutText",
    ["", "<script>alert(1)</script> is only text", "a".repeat(SITE_LIMITS.aboutTextMax)],
    ["a".repeat(SITE_LIMITS.aboutTextMax + 1), "a\u2028b", 1],
  ],
  ["portraitItemId", ["", "alpine-dawn", "Xy12AbCdEf34GhIjKl56"], ["../gallery", "a/b", "-x", 7]],
  [
    "portraitUpload",
    [
      null,
      {
        url: "https://firebasestorage.googleapis.com/v0/b/x/o/site%2Fa%2Fportrait.webp?alt=media",
        width: 1200,
        height: 1500,
      },
    ],
    [
      "",
      { url: "javascript:alert(1)", width: 10, height: 10 },
      { url: "", width: 10, height: 10 },
      { url: "https://a.example/p.webp", width: 0, height: 10 },
      { url: "https://a.example/p.webp", width: 10.5, height: 10 },
      { url: "https://a.example/p.webp", width: 10, height: SITE_LIMITS.imageSideMax + 1 },
      { url: "https://a.example/p.webp", width: 10 },
      { url: "https://a.example/p.webp", width: 10, height: 10, onerror: "x" },
    ],
  ],
  ["contactEmail", ["", "ada@example.com"], ["ada", "ada@b.c", "a".repeat(250) + "@x.io", null]],
  ["location", ["", "Lyon"], ["Lyon\tFrance", "a".repeat(SITE_LIMITS.locationMax + 1)]],
  ["shareImageItemId", ["", "alpine-dawn"], ["a b", "a".repeat(SITE_LIMITS.itemIdMax + 1)]],
  ["footerLine", ["", "© Ada"], ["a\nb", "a".repeat(SITE_LIMITS.footerLineMax + 1)]],
  ["accent", ["ink", "crimson"], ["neon", "", "#ff0000"]],
  ["colorScheme", ["auto", "light", "dark"], ["sepia", ""]],
  ["showEmail", [true, false], ["yes", 1]],
];

describe("settings/site: each field", () => {
  it.each(FIELD_CASES)("%s: allowed and denied values", async (field, allowed, denied) => {
    for (const value of allowed) {
      // An address may be shown only when there is one, and is in this document only when
      // shown; a portrait is a work or an upload.
      const extra =
        (field === "contactEmail" && value === "") || (field === "showEmail" && value === false)
          ? { showEmail: false, contactEmail: "" }
          : field === "portraitUpload"
            ? { portraitItemId: "" }
            : {};
      await ownerWrites({ ...settings(), ...extra, [field]: value }, true);
    }
    const base = field === "portraitUpload" ? { ...settings(), portraitItemId: "" } : settings();
    for (const value of denied) await ownerWrites({ ...base, [field]: value }, false);
  });

  it.each(Object.keys(NO_LINKS))("links.%s: https/http only, bounded", async (key) => {
    for (const url of ["", "https://example.com/ada", "http://example.com:8080/a?b=c#d"])
      await ownerWrites({ ...settings(), links: { ...NO_LINKS, [key]: url } }, true);
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "//example.com",
      "https://user@evil.example",
      "https://example.com/<x>",
      `https://example.com/${"a".repeat(SITE_LIMITS.linkMax)}`,
    ])
      await ownerWrites({ ...settings(), links: { ...NO_LINKS, [key]: url } }, false);
  });

  it("refuses a shown address without one, unknown or missing keys, and a client time", async () => {
    await ownerWrites({ ...settings(), contactEmail: "", showEmail: true }, false);
    // Both a work and an upload as the portrait.
    await ownerWrites(
      { ...settings(), portraitUpload: { url: "https://a.example/p.webp", width: 10, height: 10 } },
      false,
    );
    await ownerWrites({ ...settings(), extra: "x" }, false);
    await ownerWrites({ ...settings(), links: { ...NO_LINKS, myspace: "" } }, false);
    const { tagline: _omitted, ...withoutTagline } = settings();
    await ownerWrites(withoutTagline, false);
    await assertFails(setDoc(ref(owner()), { ...settings(), updatedAt: Timestamp.fromMillis(0) }));
  });
});
