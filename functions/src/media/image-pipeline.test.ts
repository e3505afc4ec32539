// The picture pipeline on a camera's JPEG: GPS, serial numbers, artist and owner, IPTC and XMP
// location, a Display P3 profile and EXIF orientation 6 (stored sideways). Read back by
// ExifTool and by sharp.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exifTags, identifyingTags } from "../../../tests/support/exiftool";
import { FIXTURE_CAMERA_DETAILS, FIXTURE_SECRETS } from "../../../tests/fixtures/media/secrets";
import { cameraDetailsFrom, iccDescription, prepareImage } from "./image-pipeline";
import { UnreadableMediaError } from "./patches";

const camera = readFileSync(
  path.resolve(import.meta.dirname, "../../../tests/fixtures/media/camera-gps.jpg"),
);
const secretsIn = (bytes: Buffer) =>
  Object.values(FIXTURE_SECRETS).filter((secret) => bytes.includes(Buffer.from(secret)));

describe("a camera JPEG made into a work's files", () => {
  it("has every identifying tag before", () => {
    const found = identifyingTags(camera).join("\n");
    for (const tag of ["GPSLatitude", "SerialNumber", "Artist", "OwnerName", "City", "Location"])
      expect(found).toContain(tag);
  });

  it("makes display sizes up to a 2560 px long edge and a full-size download, upright", async () => {
    const image = await prepareImage(camera, "work");
    expect(image.size).toEqual({ width: 2000, height: 3000 });
    expect(
      image.outputs.map(({ name, width, height, role, contentType }) => [
        name,
        width,
        height,
        role,
        contentType,
      ]),
    ).toEqual([
      ["w480.webp", 480, 720, "display", "image/webp"],
      ["w960.webp", 960, 1440, "display", "image/webp"],
      ["w1600.webp", 1600, 2400, "display", "image/webp"],
      ["w1707.webp", 1707, 2560, "display", "image/webp"],
      ["download.jpg", 2000, 3000, "download", "image/jpeg"],
    ]);
    for (const output of image.outputs) {
      const metadata = await sharp(output.data).metadata();
      expect([metadata.width, metadata.height], output.name).toEqual([output.width, output.height]);
      expect(metadata.orientation ?? 1, output.name).toBe(1);
      // The stored left edge is red: upright, it is the top.
      const [red, green] = await sharp(output.data)
        .extract({ left: Math.floor(output.width / 2), top: 1, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer();
      expect(red, output.name).toBeGreaterThan(180);
      expect(green, output.name).toBeLessThan(80);
    }
  });

  it("keeps no location and no personal identifier in any of them, by tag or by bytes", async () => {
    const image = await prepareImage(camera, "work");
    for (const output of image.outputs) {
      expect(identifyingTags(output.data), output.name).toEqual([]);
      expect(secretsIn(output.data), output.name).toEqual([]);
      expect(output.data.equals(camera)).toBe(false);
    }
  });

  it("keeps the Display P3 profile, so the colours neither shift nor clip", async () => {
    const image = await prepareImage(camera, "work");
    for (const output of image.outputs)
      expect(exifTags(output.data)["ICC_Profile:ProfileDescription"], output.name).toBe("sP3C");
  });

  it("reads how it was made, never where", async () => {
    const image = await prepareImage(camera, "work");
    expect(image.camera).toEqual(FIXTURE_CAMERA_DETAILS);
  });
});

describe("other pictures", () => {
  it("leaves an sRGB picture without a profile (sRGB is what browsers assume)", async () => {
    const srgb = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366aa" } })
      .withIccProfile("srgb")
      .jpeg()
      .toBuffer();
    const image = await prepareImage(srgb, "work");
    expect(image.outputs.map((output) => output.name)).toEqual(["w480.webp", "w800.webp", "download.jpg"]);
    for (const output of image.outputs) expect((await sharp(output.data).metadata()).hasProfile).toBe(false);
    expect(image.camera).toBeNull();
  });

  it("gives a picture smaller than every display width one copy of its own size, never the original", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({ IFD0: { Artist: FIXTURE_SECRETS.artist } })
      .toBuffer();
    expect(secretsIn(small)).toEqual([FIXTURE_SECRETS.artist]);
    const image = await prepareImage(small, "work");
    expect(image.outputs.map((output) => [output.name, output.width])).toEqual([
      ["w300.webp", 300],
      ["download.jpg", 300],
    ]);
    for (const output of image.outputs) expect(secretsIn(output.data)).toEqual([]);
  });

  it("makes the portrait one WebP of at most 1600 px, and a poster up to 1920 px in display sizes", async () => {
    const portrait = await prepareImage(camera, "portrait");
    expect(portrait.outputs.map((output) => [output.name, output.width, output.height])).toEqual([
      ["w1067.webp", 1067, 1600],
    ]);
    expect(portrait.camera).toBeNull();
    const poster = await prepareImage(camera, "poster");
    expect(poster.outputs.at(-1)).toMatchObject({ width: 1280, height: 1920, role: "display" });
    expect(poster.outputs.some((output) => output.role === "download")).toBe(false);
  });

  it("keeps an animated GIF moving, as animated WebP sizes and a GIF download", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 600, height: 400, channels: 4, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#ff0000"), await frame("#0000ff")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const image = await prepareImage(animated, "work");
    expect(image.outputs.map((output) => output.name)).toEqual(["w480.webp", "w600.webp", "download.gif"]);
    for (const output of image.outputs)
      expect((await sharp(output.data).metadata()).pages, output.name).toBe(2);
  });

  it("refuses bytes that are not a picture, and a truncated one", async () => {
    await expect(prepareImage(Buffer.from("not a picture at all"), "work")).rejects.toBeInstanceOf(
      UnreadableMediaError,
    );
    await expect(prepareImage(camera.subarray(0, camera.length / 2), "work")).rejects.toBeInstanceOf(
      UnreadableMediaError,
    );
  });
});

describe("colour profiles", () => {
  it("are named from their own bytes, version 2 and version 4 alike", async () => {
    const profileOf = async (name: string) =>
      iccDescription(
        (
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
            .withIccProfile(name)
            .jpeg()
            .toBuffer()
            .then((jpeg) => sharp(jpeg).metadata())
        ).icc,
      );
    expect(await profileOf("p3")).toBe("sP3C");
    expect(await profileOf("srgb")).toMatch(/srgb|^c2$/i);
    expect(iccDescription(Buffer.from("not a profile"))).toBeNull();
  });

  it("of a wide-gamut WebP are kept too, and its camera details read", async () => {
    const webp = await sharp(camera).rotate().webp().keepIccProfile().keepExif().toBuffer();
    const image = await prepareImage(webp, "work");
    expect(exifTags(image.outputs[0]!.data)["ICC_Profile:ProfileDescription"]).toBe("sP3C");
    expect(image.camera?.camera).toBe("Canon EOS R5");
    for (const output of image.outputs) expect(identifyingTags(output.data), output.name).toEqual([]);
  });
});

describe("camera details from EXIF", () => {
  it("tidies strings, folds the make into the model and bounds the numbers", () => {
    expect(
      cameraDetailsFrom({
        Make: "SONY\u0000\u0000",
        Model: "  ILCE-7M4 ",
        LensModel: "FE 35mm F1.4 GM",
        FocalLength: 35,
        FNumber: 0,
        ExposureTime: 1 / 3,
        ISO: [100, 100],
        DateTimeOriginal: "0000:00:00 00:00:00",
      }),
    ).toEqual({
      camera: "SONY ILCE-7M4",
      lens: "FE 35mm F1.4 GM",
      focalLength: 35,
      aperture: null,
      exposureTime: 0.333333,
      iso: 100,
      takenAt: "",
    });
    expect(cameraDetailsFrom({})).toBeNull();
    expect(cameraDetailsFrom({ Make: "Apple", Model: "iPhone 15 Pro" })?.camera).toBe("Apple iPhone 15 Pro");
  });
});
