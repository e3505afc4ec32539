// storage.rules for the site's own pictures (site/<upload>/<file>: the portrait uploaded from
// the studio's Site page): public reads, owner-only still images up to 10 MB, no overwrite.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from "firebase/storage";
import { describe, expect, it } from "vitest";
import { useStorageRulesTestEnv } from "../../support/storage-rules-env";

const { visitor, stranger, owner, pretender, bucket, withRulesDisabled } = useStorageRulesTestEnv();

const MiB = 1024 * 1024;
const bytes = (size: number) => new Uint8Array(size).fill(7);
const upload = (storage: FirebaseStorage, path: string, size: number, contentType: string) =>
  uploadBytes(ref(storage, path), bytes(size), { contentType });

async function exists(path: string): Promise<boolean> {
  const [found] = await bucket().file(path).exists();
  return found;
}

describe("site pictures", () => {
  it("lets the owner upload a still image, and anyone read it", async () => {
    await assertSucceeds(upload(owner(), "site/a1/portrait.webp", 2_000, "image/webp"));
    for (const storage of [visitor(), stranger(), owner()]) {
      const read = await assertSucceeds(getBytes(ref(storage, "site/a1/portrait.webp")));
      expect(read.byteLength).toBe(2_000);
    }
  });

  it("refuses anyone but the owner, other types, empty or oversized files, and overwrites", async () => {
    for (const storage of [visitor(), stranger(), pretender()])
      await assertFails(upload(storage, "site/b1/portrait.webp", 2_000, "image/webp"));
    for (const type of ["image/svg+xml", "text/html", "image/gif", "video/mp4"])
      await assertFails(upload(owner(), "site/b2/portrait", 2_000, type));
    await assertFails(upload(owner(), "site/b3/portrait.jpg", 0, "image/jpeg"));
    await assertFails(upload(owner(), "site/b4/portrait.jpg", 10 * MiB + 1, "image/jpeg"));
    await assertFails(upload(owner(), "site/portrait.jpg", 2_000, "image/jpeg"));
    await assertSucceeds(upload(owner(), "site/b5/portrait.jpg", 2_000, "image/jpeg"));
    await assertFails(upload(owner(), "site/b5/portrait.jpg", 3_000, "image/jpeg"));
    for (const path of ["site/b1/portrait.webp", "site/b2/portrait", "site/b3/portrait.jpg"])
      expect(await exists(path), path).toBe(false);
  });

  it("lets only the owner delete", async () => {
    await withRulesDisabled(async ({ storage }) => {
      await uploadBytes(ref(storage, "site/c1/portrait.webp"), bytes(64), { contentType: "image/webp" });
    });
    for (const storage of [visitor(), stranger(), pretender()])
      await assertFails(deleteObject(ref(storage, "site/c1/portrait.webp")));
    await assertSucceeds(deleteObject(ref(owner(), "site/c1/portrait.webp")));
    expect(await exists("site/c1/portrait.webp")).toBe(false);
  });
});
