// storage.rules on the Storage emulator, whose rules runtime is the project's own
// (scripts/storage-rules-runtime): who reads, writes and deletes what, with which types and sizes.
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
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  VIDEO_TYPES,
} from "../../../web/src/features/studio-gallery/upload/media-rules";

const { visitor, stranger, owner, pretender, bucket, withRulesDisabled } = useStorageRulesTestEnv();

const MiB = 1024 * 1024;
/** A file's bytes: only their number matters to the rules. */
const bytes = (size: number) => new Uint8Array(size).fill(7);

/** Seeds a gallery document with the rules off (storage.rules read `published` through firestore.get). */
async function seedItem(itemId: string, published: boolean): Promise<void> {
  await withRulesDisabled(({ firestore }) =>
    setDoc(doc(firestore, "gallery", itemId), { title: "Harbour", published }),
  );
}

/** Seeds a file with the rules off. */
async function seedFile(path: string, contentType = "image/jpeg"): Promise<void> {
  await withRulesDisabled(async ({ storage }) => {
    await uploadBytes(ref(storage, path), bytes(64), { contentType });
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

describe("reading media", () => {
  it("lets anyone read the files of a published item", async () => {
    await seedItem("pub", true);
    await seedFile("media/pub/harbour.jpg");
    for (const storage of [visitor(), stranger(), owner()]) {
      const read = await assertSucceeds(getBytes(ref(storage, "media/pub/harbour.jpg")));
      expect(read.byteLength).toBe(64);
      await assertSucceeds(getMetadata(ref(storage, "media/pub/harbour.jpg")));
    }
  });

  it("keeps a draft's files to the owner", async () => {
    await seedItem("draft", false);
    await seedFile("media/draft/harbour.jpg");
    for (const storage of [visitor(), stranger(), pretender()]) {
      await assertFails(getBytes(ref(storage, "media/draft/harbour.jpg")));
      await assertFails(getMetadata(ref(storage, "media/draft/harbour.jpg")));
    }
    await assertSucceeds(getBytes(ref(owner(), "media/draft/harbour.jpg")));
  });

  it("keeps the files of an item without a document to the owner", async () => {
    await seedFile("media/orphan/harbour.jpg");
    await assertFails(getBytes(ref(visitor(), "media/orphan/harbour.jpg")));
    await assertFails(getBytes(ref(stranger(), "media/orphan/harbour.jpg")));
    await assertSucceeds(getBytes(ref(owner(), "media/orphan/harbour.jpg")));
  });

  it("follows the item's document: unpublishing hides the files again", async () => {
    await seedItem("flip", true);
    await seedFile("media/flip/harbour.jpg");
    await assertSucceeds(getBytes(ref(visitor(), "media/flip/harbour.jpg")));
    await seedItem("flip", false);
    await assertFails(getBytes(ref(visitor(), "media/flip/harbour.jpg")));
  });

  it("serves an upload's folder (media/<item>/<upload>/<file>) as it serves the item's own files", async () => {
    await seedItem("pub", true);
    await seedItem("draft", false);
    await seedFile("media/pub/k3x9ab12/harbour.jpg");
    await seedFile("media/draft/k3x9ab12/harbour.jpg");
    await assertSucceeds(getBytes(ref(visitor(), "media/pub/k3x9ab12/harbour.jpg")));
    await assertFails(getBytes(ref(visitor(), "media/draft/k3x9ab12/harbour.jpg")));
    await assertSucceeds(getBytes(ref(owner(), "media/draft/k3x9ab12/harbour.jpg")));
  });

  it("serves nothing outside media/<item>/[<upload>/]<file>, not even to the owner", async () => {
    await seedItem("pub", true);
    const outside = [
      "private/harbour.jpg",
      "media/harbour.jpg",
      "media/pub/a/nested/harbour.jpg",
      "harbour.jpg",
    ];
    for (const path of outside) await seedFile(path);
    for (const path of outside) {
      await assertFails(getBytes(ref(owner(), path)));
      await assertFails(getBytes(ref(visitor(), path)));
    }
  });

  it("lets no client list the bucket", async () => {
    await seedItem("pub", true);
    await seedFile("media/pub/harbour.jpg");
    await assertFails(listAll(ref(visitor(), "media/pub")));
    await assertFails(listAll(ref(owner(), "media/pub")));
    await assertFails(listAll(ref(owner(), "media")));
  });
});

describe("uploading", () => {
  it("takes every type the studio accepts from the owner", async () => {
    for (const [index, contentType] of [...IMAGE_TYPES, ...VIDEO_TYPES].entries()) {
      await assertSucceeds(upload(owner(), `media/item/file-${index}`, 1_000, contentType));
      expect(await storedType(`media/item/file-${index}`)).toBe(contentType);
    }
  });

  it("refuses other types, script-capable ones first, even from the owner", async () => {
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
    for (const contentType of refused) {
      await assertFails(upload(owner(), "media/item/forged.jpg", 1_000, contentType));
    }
    expect(await storedType("media/item/forged.jpg")).toBeNull();
  });

  it("refuses a file without a content type and an empty file", async () => {
    // The emulator, like Cloud Storage, stores an untyped upload as application/octet-stream.
    await assertFails(upload(owner(), "media/item/untyped", 1_000));
    await assertFails(upload(owner(), "media/item/empty.png", 0, "image/png"));
    expect(await storedType("media/item/untyped")).toBeNull();
    expect(await storedType("media/item/empty.png")).toBeNull();
  });

  it("takes an image of exactly 30 MB and refuses one byte more", async () => {
    expect(MAX_IMAGE_BYTES).toBe(30 * MiB);
    await assertSucceeds(upload(owner(), "media/item/largest.jpg", 30 * MiB, "image/jpeg"));
    await assertFails(upload(owner(), "media/item/too-large.jpg", 30 * MiB + 1, "image/jpeg"));
    expect(await storedType("media/item/largest.jpg")).toBe("image/jpeg");
    expect(await storedType("media/item/too-large.jpg")).toBeNull();
  });

  it("gives videos their own, larger limit", async () => {
    // 500 MB and one byte more are checked against the runtime directly
    // (storage-rules-runtime.emulator.test.ts), without moving half a gigabyte here.
    await assertSucceeds(upload(owner(), "media/item/clip.mp4", 30 * MiB + 1, "video/mp4"));
    expect(await storedType("media/item/clip.mp4")).toBe("video/mp4");
  });

  it("takes uploads from the owner only", async () => {
    for (const storage of [visitor(), stranger(), pretender()]) {
      await assertFails(upload(storage, "media/item/harbour.jpg", 1_000, "image/jpeg"));
    }
    expect(await storedType("media/item/harbour.jpg")).toBeNull();
  });

  it("takes an upload's folder from the owner only", async () => {
    await assertSucceeds(upload(owner(), "media/item/k3x9ab12/harbour.jpg", 1_000, "image/jpeg"));
    await assertFails(upload(visitor(), "media/item/k3x9ab12/other.jpg", 1_000, "image/jpeg"));
  });

  it("takes nothing outside media/<item>/[<upload>/]<file>, not even from the owner", async () => {
    for (const path of [
      "uploads/harbour.jpg",
      "media/harbour.jpg",
      "media/item/a/nested/harbour.jpg",
      "harbour.jpg",
    ]) {
      await assertFails(upload(owner(), path, 1_000, "image/jpeg"));
      expect(await storedType(path)).toBeNull();
    }
  });
});

describe("overwriting, metadata and deleting", () => {
  it("lets the owner replace a file only with an acceptable one", async () => {
    await seedFile("media/item/harbour.jpg");
    await assertSucceeds(upload(owner(), "media/item/harbour.jpg", 2_000, "image/webp"));
    expect(await storedType("media/item/harbour.jpg")).toBe("image/webp");
    await assertFails(upload(owner(), "media/item/harbour.jpg", 2_000, "text/html"));
    await assertFails(upload(owner(), "media/item/harbour.jpg", 30 * MiB + 1, "image/webp"));
    expect(await storedType("media/item/harbour.jpg")).toBe("image/webp");
  });

  it("refuses an overwrite from anyone but the owner", async () => {
    await seedItem("pub", true);
    await seedFile("media/pub/harbour.jpg");
    for (const storage of [visitor(), stranger(), pretender()]) {
      await assertFails(upload(storage, "media/pub/harbour.jpg", 2_000, "image/png"));
    }
    const [metadata] = await bucket().file("media/pub/harbour.jpg").getMetadata();
    expect([metadata.contentType, Number(metadata.size)]).toEqual(["image/jpeg", 64]);
  });

  it("refuses a metadata update that would relabel a file as something unsafe", async () => {
    await seedFile("media/item/harbour.jpg");
    await assertFails(updateMetadata(ref(owner(), "media/item/harbour.jpg"), { contentType: "text/html" }));
    await assertFails(
      updateMetadata(ref(owner(), "media/item/harbour.jpg"), { contentType: "image/svg+xml" }),
    );
    await assertFails(
      updateMetadata(ref(stranger(), "media/item/harbour.jpg"), { contentType: "image/png" }),
    );
    expect(await storedType("media/item/harbour.jpg")).toBe("image/jpeg");
    await assertSucceeds(
      updateMetadata(ref(owner(), "media/item/harbour.jpg"), { contentType: "image/png" }),
    );
    expect(await storedType("media/item/harbour.jpg")).toBe("image/png");
  });

  it("lets only the owner delete", async () => {
    await seedItem("pub", true);
    await seedFile("media/pub/harbour.jpg");
    for (const storage of [visitor(), stranger(), pretender()]) {
      await assertFails(deleteObject(ref(storage, "media/pub/harbour.jpg")));
    }
    expect(await storedType("media/pub/harbour.jpg")).toBe("image/jpeg");
    await assertSucceeds(deleteObject(ref(owner(), "media/pub/harbour.jpg")));
    expect(await storedType("media/pub/harbour.jpg")).toBeNull();
  });

  it("lets nobody delete outside media/<item>/<file>", async () => {
    await seedFile("private/harbour.jpg");
    await assertFails(deleteObject(ref(owner(), "private/harbour.jpg")));
    expect(await storedType("private/harbour.jpg")).toBe("image/jpeg");
  });
});
