// storage.rules on the Storage emulator, whose rules runtime is the project's own
// (scripts/storage-rules-runtime): who reads, writes and deletes what, with which types and
// sizes, in the three trees of domain/src/media/paths.ts: the owner's originals, the public
// files the server makes of them, and the site's pictures.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, setDoc } from "firebase/firestore";
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from "firebase/storage";
import { describe, expect, it } from "vitest";
import { useStorageRulesTestEnv } from "../../support/storage-rules-env";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, VIDEO_TYPES } from "../../../web/src/lib/media/media-rules";

const { visitor, stranger, owner, pretender, bucket, withRulesDisabled } = useStorageRulesTestEnv();

const MiB = 1024 * 1024;
/** A file's bytes: only their number matters to the rules. */
const bytes = (size: number) => new Uint8Array(size).fill(7);
const everyoneButTheOwner = () => [visitor(), stranger(), pretender()];

/** Seeds a gallery document with the rules off (storage.rules read it through firestore.get). */
async function seedWork(
  itemId: string,
  fields: { published: boolean; downloadable?: boolean; storagePath?: string | null },
): Promise<void> {
  await withRulesDisabled(({ firestore }) =>
    setDoc(doc(firestore, "gallery", itemId), {
      title: "Harbour",
      published: fields.published,
      downloadable: fields.downloadable ?? false,
      media: {
        storagePath: fields.storagePath === undefined ? `media/${itemId}/s1/w960.webp` : fields.storagePath,
      },
    }),
  );
}

/** Seeds a file with the rules off, with the custom metadata the pipeline and the sync write. */
async function seedFile(path: string, customMetadata?: Record<string, string>, contentType = "image/webp") {
  await withRulesDisabled(async ({ storage }) => {
    await uploadBytes(ref(storage, path), bytes(64), { contentType, customMetadata });
  });
}

const upload = (storage: FirebaseStorage, path: string, size: number, contentType?: string) =>
  uploadBytes(ref(storage, path), bytes(size), contentType === undefined ? {} : { contentType });

/** What is stored at `path`, seen through the Admin SDK: its content type, or null when there is no file. */
async function storedType(path: string): Promise<string | null> {
  const [exists] = await bucket().file(path).exists();
  if (!exists) return null;
  const [metadata] = await bucket().file(path).getMetadata();
  return metadata.contentType ?? null;
}

describe("originals: the owner's alone", () => {
  const original = "originals/gallery/pub/s1/harbour.jpg";

  it("lets nobody but the owner read an original, even of a published work", async () => {
    await seedWork("pub", { published: true });
    await seedFile(original, undefined, "image/jpeg");
    for (const storage of everyoneButTheOwner()) {
      await assertFails(getBytes(ref(storage, original)));
      await assertFails(getMetadata(ref(storage, original)));
    }
    await assertSucceeds(getBytes(ref(owner(), original)));
  });

  it("takes every type the studio accepts, from the owner only", async () => {
    for (const [index, contentType] of [...IMAGE_TYPES, ...VIDEO_TYPES].entries()) {
      const path = `originals/gallery/item/s${index}/file`;
      await assertSucceeds(upload(owner(), path, 1_000, contentType));
      expect(await storedType(path)).toBe(contentType);
    }
    for (const storage of everyoneButTheOwner())
      await assertFails(upload(storage, "originals/gallery/item/x/harbour.jpg", 1_000, "image/jpeg"));
    expect(await storedType("originals/gallery/item/x/harbour.jpg")).toBeNull();
  });

  it("refuses other types, script-capable ones first, untyped and empty files, even from the owner", async () => {
    const refused = [
      "text/html",
      "image/svg+xml",
      "application/octet-stream",
      "application/javascript",
      "text/plain",
      "image/x-icon",
      "video/x-msvideo",
      "image/png; text/html",
      "text/html; image/png",
      "IMAGE/PNG",
    ];
    for (const contentType of refused)
      await assertFails(upload(owner(), "originals/gallery/item/s/forged.jpg", 1_000, contentType));
    // The emulator, like Cloud Storage, stores an untyped upload as application/octet-stream.
    await assertFails(upload(owner(), "originals/gallery/item/s/untyped", 1_000));
    await assertFails(upload(owner(), "originals/gallery/item/s/empty.png", 0, "image/png"));
    for (const path of ["forged.jpg", "untyped", "empty.png"])
      expect(await storedType(`originals/gallery/item/s/${path}`)).toBeNull();
  });

  it("takes an image of exactly 30 MB and refuses one byte more; videos have their own limit", async () => {
    expect(MAX_IMAGE_BYTES).toBe(30 * MiB);
    await assertSucceeds(upload(owner(), "originals/gallery/item/a/largest.jpg", 30 * MiB, "image/jpeg"));
    await assertFails(upload(owner(), "originals/gallery/item/b/too-large.jpg", 30 * MiB + 1, "image/jpeg"));
    // 500 MB and one byte more are checked against the runtime directly
    // (storage-rules-runtime.emulator.test.ts), without moving half a gigabyte here.
    await assertSucceeds(upload(owner(), "originals/gallery/item/c/clip.mp4", 30 * MiB + 1, "video/mp4"));
    expect(await storedType("originals/gallery/item/b/too-large.jpg")).toBeNull();
  });

  it("never overwrites an original, nor relabels one", async () => {
    await seedFile("originals/gallery/item/s/harbour.jpg", undefined, "image/jpeg");
    await assertFails(upload(owner(), "originals/gallery/item/s/harbour.jpg", 2_000, "image/jpeg"));
    await assertFails(
      updateMetadata(ref(owner(), "originals/gallery/item/s/harbour.jpg"), { contentType: "text/html" }),
    );
    expect(await storedType("originals/gallery/item/s/harbour.jpg")).toBe("image/jpeg");
  });

  it("lets only the owner delete an original", async () => {
    await seedFile("originals/gallery/item/s/harbour.jpg", undefined, "image/jpeg");
    for (const storage of everyoneButTheOwner())
      await assertFails(deleteObject(ref(storage, "originals/gallery/item/s/harbour.jpg")));
    await assertSucceeds(deleteObject(ref(owner(), "originals/gallery/item/s/harbour.jpg")));
    expect(await storedType("originals/gallery/item/s/harbour.jpg")).toBeNull();
  });

  it("takes the portrait's original as a still image up to 10 MB, for the owner's eyes only", async () => {
    await assertSucceeds(upload(owner(), "originals/site/p1/me.jpg", 2_000, "image/jpeg"));
    for (const type of ["image/svg+xml", "text/html", "image/gif", "video/mp4"])
      await assertFails(upload(owner(), "originals/site/p2/me", 2_000, type));
    await assertFails(upload(owner(), "originals/site/p3/me.jpg", 10 * MiB + 1, "image/jpeg"));
    for (const storage of everyoneButTheOwner()) {
      await assertFails(upload(storage, "originals/site/p4/me.jpg", 2_000, "image/jpeg"));
      await assertFails(getBytes(ref(storage, "originals/site/p1/me.jpg")));
    }
    await assertSucceeds(getBytes(ref(owner(), "originals/site/p1/me.jpg")));
  });
});

describe("a work's public files", () => {
  it("answer anyone while the server marks them public, and no one but the owner once it does not", async () => {
    await seedWork("pub", { published: true });
    await seedFile("media/pub/s1/w960.webp", { role: "display", public: "true" });
    for (const storage of [visitor(), stranger(), owner()]) {
      const read = await assertSucceeds(getBytes(ref(storage, "media/pub/s1/w960.webp")));
      expect(read.byteLength).toBe(64);
    }
    await seedFile("media/pub/s1/w960.webp", { role: "display", public: "false" });
    for (const storage of everyoneButTheOwner())
      await assertFails(getBytes(ref(storage, "media/pub/s1/w960.webp")));
    await assertSucceeds(getBytes(ref(owner(), "media/pub/s1/w960.webp")));
  });

  it("of a draft are refused to visitors, strangers and pretenders", async () => {
    await seedWork("draft", { published: false });
    await seedFile("media/draft/s1/w960.webp", { role: "display" });
    await seedFile("media/draft/s1/w480.webp", { role: "display", public: "false" });
    for (const storage of everyoneButTheOwner())
      for (const path of ["media/draft/s1/w960.webp", "media/draft/s1/w480.webp"]) {
        await assertFails(getBytes(ref(storage, path)));
        await assertFails(getMetadata(ref(storage, path)));
      }
    await assertSucceeds(getBytes(ref(owner(), "media/draft/s1/w960.webp")));
  });

  it("follow the work's document until the server has marked them: published, and the upload it uses", async () => {
    await seedWork("pub", { published: true, storagePath: "media/pub/s1/w960.webp" });
    await seedFile("media/pub/s1/w960.webp", { role: "display" });
    await seedFile("media/pub/s2/w960.webp", { role: "display" });
    await assertSucceeds(getBytes(ref(visitor(), "media/pub/s1/w960.webp")));
    // A replacement being prepared is not the work's yet.
    await assertFails(getBytes(ref(visitor(), "media/pub/s2/w960.webp")));
    await seedWork("pub", { published: false, storagePath: "media/pub/s1/w960.webp" });
    await assertFails(getBytes(ref(visitor(), "media/pub/s1/w960.webp")));
    // A file of a work that has no document (deleted, never saved) answers no visitor.
    await seedFile("media/gone/s1/w960.webp", { role: "display" });
    await assertFails(getBytes(ref(visitor(), "media/gone/s1/w960.webp")));
  });

  it("give the download copy only while the work is published and downloadable", async () => {
    await seedWork("pub", { published: true, downloadable: false });
    await seedFile("media/pub/s1/download.jpg", { role: "download" }, "image/jpeg");
    await assertFails(getBytes(ref(visitor(), "media/pub/s1/download.jpg")));
    await seedWork("pub", { published: true, downloadable: true });
    await assertSucceeds(getBytes(ref(visitor(), "media/pub/s1/download.jpg")));
    await seedFile("media/pub/s1/download.jpg", { role: "download", public: "false" }, "image/jpeg");
    await assertFails(getBytes(ref(visitor(), "media/pub/s1/download.jpg")));
  });

  it("are written by the server alone: no client creates, overwrites, relabels or deletes them", async () => {
    await seedWork("pub", { published: true });
    await seedFile("media/pub/s1/w960.webp", { role: "display", public: "true" });
    for (const storage of [owner(), ...everyoneButTheOwner()]) {
      await assertFails(upload(storage, "media/pub/s1/w960.webp", 2_000, "image/webp"));
      await assertFails(upload(storage, "media/pub/s9/raw.jpg", 2_000, "image/jpeg"));
      await assertFails(
        updateMetadata(ref(storage, "media/pub/s1/w960.webp"), { customMetadata: { public: "true" } }),
      );
      await assertFails(deleteObject(ref(storage, "media/pub/s1/w960.webp")));
    }
    expect(await storedType("media/pub/s1/w960.webp")).toBe("image/webp");
    expect(await storedType("media/pub/s9/raw.jpg")).toBeNull();
  });

  it("of the older flat layout (an original, readable by all before) are now the owner's alone", async () => {
    await seedWork("old", { published: true, storagePath: "media/old/harbour.jpg" });
    await seedFile("media/old/harbour.jpg", undefined, "image/jpeg");
    for (const storage of everyoneButTheOwner())
      await assertFails(getBytes(ref(storage, "media/old/harbour.jpg")));
    await assertSucceeds(getBytes(ref(owner(), "media/old/harbour.jpg")));
  });
});

describe("the site's pictures", () => {
  it("answer anyone, and are written by the server alone", async () => {
    await seedFile("site/p1/w1600.webp", { role: "display" });
    for (const storage of [visitor(), stranger(), owner()])
      await assertSucceeds(getBytes(ref(storage, "site/p1/w1600.webp")));
    for (const storage of [owner(), ...everyoneButTheOwner()]) {
      await assertFails(upload(storage, "site/p2/portrait.jpg", 2_000, "image/jpeg"));
      await assertFails(deleteObject(ref(storage, "site/p1/w1600.webp")));
    }
    expect(await storedType("site/p2/portrait.jpg")).toBeNull();
  });
});

describe("everything else", () => {
  it("serves and takes nothing outside the three trees, not even to or from the owner", async () => {
    const outside = [
      "private/harbour.jpg",
      "media/harbour.jpg",
      "media/pub/a/nested/harbour.jpg",
      "harbour.jpg",
    ];
    for (const path of outside) await seedFile(path);
    for (const path of [...outside, "originals/harbour.jpg", "originals/gallery/a/harbour.jpg"]) {
      await assertFails(getBytes(ref(owner(), path)));
      await assertFails(getBytes(ref(visitor(), path)));
      await assertFails(upload(owner(), `${path}.new`, 1_000, "image/jpeg"));
    }
  });

  it("lets no client list the bucket", async () => {
    await seedFile("media/pub/s1/w960.webp", { role: "display", public: "true" });
    await assertFails(listAll(ref(visitor(), "media/pub/s1")));
    await assertFails(listAll(ref(owner(), "media/pub")));
    await assertFails(listAll(ref(owner(), "originals")));
  });
});
