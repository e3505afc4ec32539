// Files go in and come back out of the Storage emulator unchanged, through the Admin SDK and
// through the client SDK under storage.rules: the emulator and its rules runtime are wired up.
import { randomBytes } from "node:crypto";
import { assertFails } from "@firebase/rules-unit-testing";
import { doc, setDoc } from "firebase/firestore";
import { getBytes, getDownloadURL, ref, uploadBytes } from "firebase/storage";
import { describe, expect, it } from "vitest";
import { useStorageRulesTestEnv } from "../../support/storage-rules-env";

const { visitor, owner, bucket, withRulesDisabled } = useStorageRulesTestEnv();

const publish = (itemId: string) =>
  withRulesDisabled(({ firestore }) =>
    setDoc(doc(firestore, "gallery", itemId), {
      title: "Harbour",
      published: true,
      media: { storagePath: `media/${itemId}/s1/harbour.jpg` },
    }),
  );

describe("a Storage emulator round trip", () => {
  it("serves a visitor the bytes the Admin SDK stored, once the item is published", async () => {
    const original = randomBytes(300_000);
    await bucket().file("media/roundtrip/s1/harbour.jpg").save(original, { contentType: "image/jpeg" });
    await assertFails(getBytes(ref(visitor(), "media/roundtrip/s1/harbour.jpg")));
    await publish("roundtrip");
    const read = await getBytes(ref(visitor(), "media/roundtrip/s1/harbour.jpg"));
    expect(Buffer.from(read).equals(original)).toBe(true);
  });

  it("stores what the owner uploads, byte for byte, and serves it by download URL", async () => {
    const original = randomBytes(2 * 1024 * 1024 + 17);
    const stored = await uploadBytes(ref(owner(), "originals/gallery/upload/s1/clip.mp4"), original, {
      contentType: "video/mp4",
    });
    expect([stored.metadata.fullPath, stored.metadata.size, stored.metadata.contentType]).toEqual([
      "originals/gallery/upload/s1/clip.mp4",
      original.length,
      "video/mp4",
    ]);
    const [downloaded] = await bucket().file("originals/gallery/upload/s1/clip.mp4").download();
    expect(downloaded.equals(original)).toBe(true);

    // A download URL carries its own token: it serves the file without the rules, as in
    // production. That is why no address of an original is ever handed out, and why the media
    // pipeline takes originals' tokens away (functions/src/media/storage-files.ts).
    const url = await getDownloadURL(ref(owner(), "originals/gallery/upload/s1/clip.mp4"));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
  });
});
