import { z } from "../zod";
import {
  CAMERA_LIMITS as L,
  CAMERA_TEXT_PATTERN_SOURCE,
  hasCameraDetails,
  TAKEN_AT_PATTERN_SOURCE,
  type CameraDetails,
} from "./camera";

const text = z
  .string()
  .refine((value) => value.length <= L.textMax, `Please keep this under ${L.textMax} characters`)
  .regex(new RegExp(CAMERA_TEXT_PATTERN_SOURCE, "u"), "Please write this on one line");
const positive = (max: number) => z.number().positive().max(max).nullable();

/** The stored shape (`camera_details/<itemId>`); the rules accept exactly the same. */
export const cameraDetailsSchema = z.strictObject({
  camera: text,
  lens: text,
  focalLength: positive(L.focalLengthMax),
  aperture: positive(L.apertureMax),
  exposureTime: positive(L.exposureTimeMax),
  iso: z.number().int().min(1).max(L.isoMax).nullable(),
  takenAt: z.string().regex(new RegExp(TAKEN_AT_PATTERN_SOURCE), "Please enter a date and time"),
});

/** A stored camera details document, or null when it is missing or malformed. */
export function safeParseCameraDetails(data: unknown): CameraDetails | null {
  const parsed = cameraDetailsSchema.safeParse(data);
  return parsed.success && hasCameraDetails(parsed.data) ? parsed.data : null;
}
