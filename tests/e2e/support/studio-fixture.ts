import { COLLECTIONS } from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { Auth } from "firebase-admin/auth";
import { readManifest, type DemoMedia } from "../../../scripts/seed/demo-media";
import { DEMO_OWNER } from "../../../scripts/seed/demo-owner";
import { eventually } from "../../support/eventually";

/** A signed-in account that is not the owner: the studio must refuse it. */
export const VISITOR_ACCOUNT = { email: "visitor@folio.test", password: "just-a-visitor-2026" } as const;

const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-folio";
const DAY_MS = 86_400_000;

/** The demo images the project generates (web/public/demo), by id. */
function demoImages(): [string, DemoMedia][] {
  return Object.entries(readManifest().media).filter(([, media]) => media.type === "image");
}

/** Creates (or resets) an email/password account in the Auth emulator. */
async function ensureUser(auth: Auth, email: string, password: string, admin: boolean): Promise<void> {
  const existing = await auth.getUserByEmail(email).catch(() => null);
  const user = existing
    ? await auth.updateUser(existing.uid, { password })
    : await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, admin ? { admin: true } : null);
}

/** An ID token of the owner from the Auth emulator, for calling the owner-only callables. */
async function ownerToken(): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: DEMO_OWNER.email,
        password: DEMO_OWNER.password,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Owner sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Calls an owner-only callable through the Functions emulator, as the studio does. */
export async function callAsOwner<T>(name: string, data: unknown): Promise<T> {
  const port = process.env.FOLIO_FUNCTIONS_PORT;
  const response = await fetch(`http://127.0.0.1:${port}/${PROJECT}/us-central1/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await ownerToken()}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (!response.ok || body.error)
    throw new Error(`${name} failed: ${body.error?.message ?? response.status}`);
  return body.result as T;
}

/** One gallery item of the fixture. */
export interface StudioFixtureItem {
  id: string;
  title: string;
  tags: string[];
  category: string;
}

const TAGS = ["dawn", "mountains", "night", "sea", "mood"] as const;
const CATEGORIES = [
  { id: "all", name: "All", order: 0, isDefault: true },
  { id: "landscape", name: "Landscape", order: 1, isDefault: false },
  { id: "city", name: "City", order: 2, isDefault: false },
  { id: "portrait", name: "Portrait", order: 3, isDefault: false },
] as const;

/**
 * A small portfolio written the way the product writes it: accounts in the Auth emulator,
 * categories, tags through the owner's callable (so names are reserved), and items with
 * the triggers on (so tag usage is counted by the server). Resolves once usage is counted.
 */
export async function writeStudioFixture(db: Firestore, auth: Auth): Promise<StudioFixtureItem[]> {
  await ensureUser(auth, DEMO_OWNER.email, DEMO_OWNER.password, true);
  await ensureUser(auth, VISITOR_ACCOUNT.email, VISITOR_ACCOUNT.password, false);
  const now = Date.now();
  const batch = db.batch();
  for (const category of CATEGORIES) {
    batch.set(db.collection(COLLECTIONS.categories).doc(category.id), {
      name: category.name,
      type: "gallery",
      order: category.order,
      isDefault: category.isDefault,
      createdAt: Timestamp.fromMillis(now - 60 * DAY_MS),
    });
  }
  await batch.commit();
  for (const name of TAGS) await callAsOwner("createTag", { name });

  const images = demoImages();
  const items: StudioFixtureItem[] = images.slice(0, 10).map(([slug], index) => ({
    id: slug,
    title: slug
      .split("-")
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(" "),
    // dawn on 4 items: one bulk-tagging short of popular.
    tags: [TAGS[index % TAGS.length]!, ...(index === 5 || index === 6 ? ["dawn"] : [])].filter(
      (tag, position, all) => all.indexOf(tag) === position,
    ),
    category: CATEGORIES[1 + (index % 3)]!.id,
  }));
  const media = new Map(images);
  const writes = db.batch();
  items.forEach((item, index) => {
    const file = media.get(item.id)!;
    const createdAt = Timestamp.fromMillis(now - (index + 1) * 3_600_000);
    writes.set(db.collection(COLLECTIONS.gallery).doc(item.id), {
      createdAt,
      updatedAt: createdAt,
      category: item.category,
      tags: item.tags,
      views: 0,
      likes: 0,
      title: item.title,
      description: `${item.title}, from the demo portfolio.`,
      type: "image",
      media: {
        url: file.url,
        storagePath: null,
        sizes: file.sizes,
        posterUrl: null,
        contentType: file.contentType,
      },
      width: file.width,
      height: file.height,
      alt: `${item.title}, a photograph`,
      published: true,
      featured: index === 0,
      order: index + 1,
      downloadable: false,
    });
  });
  await writes.commit();

  const expected = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
  await eventually(
    async () => {
      const tags = await db.collection(COLLECTIONS.tags).get();
      for (const doc of tags.docs) {
        const want = expected.get(doc.get("name") as string) ?? 0;
        if (doc.get("usageCount") !== want)
          throw new Error(`${doc.get("name")}: ${doc.get("usageCount")} ≠ ${want}`);
      }
    },
    { timeoutMs: 60_000 },
  );
  return items;
}
