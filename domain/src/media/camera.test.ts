import { describe, expect, it } from "vitest";
import {
  cameraLines,
  cameraName,
  EMPTY_CAMERA_DETAILS,
  formatExposure,
  hasCameraDetails,
  parseExposure,
  takenAtFromExif,
  tidyCameraText,
} from "./camera";
import { cameraDetailsSchema, safeParseCameraDetails } from "./camera-schema";

const details = {
  camera: "Canon EOS R5",
  lens: "RF24-70mm F2.8 L IS USM",
  focalLength: 35,
  aperture: 2.8,
  exposureTime: 0.004,
  iso: 400,
  takenAt: "2026-06-14T19:42:07",
};

describe("camera details", () => {
  it("read as photographers write them, the same on the server and in the browser", () => {
    expect(cameraLines(details)).toEqual([
      "Canon EOS R5 · RF24-70mm F2.8 L IS USM",
      "35 mm · f/2.8 · 1/250 s · ISO 400",
      "14 June 2026",
    ]);
    expect(cameraLines({ ...EMPTY_CAMERA_DETAILS, iso: 100 })).toEqual(["ISO 100"]);
  });

  it("write shutter speeds as fractions below a second and seconds above", () => {
    expect(formatExposure(1 / 250)).toBe("1/250 s");
    expect(formatExposure(1 / 3)).toBe("1/3 s");
    expect(formatExposure(0.3)).toBe("0.3 s");
    expect(formatExposure(2)).toBe("2 s");
    expect(formatExposure(1.5)).toBe("1.5 s");
  });

  it("read a typed shutter speed, and nothing else", () => {
    expect(parseExposure("1/250")).toBe(0.004);
    expect(parseExposure("1/250 s")).toBe(0.004);
    expect(parseExposure('2"')).toBe(2);
    expect(parseExposure("0.5s")).toBe(0.5);
    for (const bad of ["", "fast", "1/0", "-2", "0", "100000"]) expect(parseExposure(bad), bad).toBeNull();
  });

  it("take the date taken from EXIF as the camera's own clock, refusing the zero date", () => {
    expect(takenAtFromExif("2026:06:14 19:42:07")).toBe("2026-06-14T19:42:07");
    expect(takenAtFromExif("2026:06:14 19:42")).toBe("2026-06-14T19:42");
    for (const bad of ["0000:00:00 00:00:00", "2026:13:01 10:00:00", "yesterday", 42, null])
      expect(takenAtFromExif(bad)).toBe("");
  });

  it("name the camera without repeating its make, and tidy what the camera wrote", () => {
    expect(cameraName("Canon", "Canon EOS R5")).toBe("Canon EOS R5");
    expect(cameraName("NIKON CORPORATION", "NIKON Z 6_2")).toBe("NIKON Z 6_2");
    expect(cameraName("SONY", "ILCE-7M4")).toBe("SONY ILCE-7M4");
    expect(cameraName("", "X100V")).toBe("X100V");
    expect(tidyCameraText("Apple\u0000\u0000 iPhone\u200b  15 ")).toBe("Apple iPhone 15");
    expect(tidyCameraText("x".repeat(300))).toHaveLength(100);
  });

  it("are stored exactly as the rules take them, and read back only when something is known", () => {
    expect(cameraDetailsSchema.safeParse(details).success).toBe(true);
    expect(cameraDetailsSchema.safeParse({ ...details, gps: "48.8,2.2" }).success).toBe(false);
    expect(safeParseCameraDetails(details)).toEqual(details);
    expect(safeParseCameraDetails(EMPTY_CAMERA_DETAILS)).toBeNull();
    expect(safeParseCameraDetails({ camera: 1 })).toBeNull();
    expect(hasCameraDetails(null)).toBe(false);
  });
});
