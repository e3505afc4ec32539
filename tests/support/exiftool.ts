import { spawnSync } from "node:child_process";
import { EXIFTOOL_SCRIPT } from "../../scripts/lib/prerequisites";

/**
 * Every tag ExifTool reads in a file, by group: EXIF, GPS, XMP, IPTC, ICC, QuickTime keys and
 * user data, Matroska tags. An independent reader, so a test of what Folio strips does not
 * trust Folio's own parsers. ExifTool comes from npm (exiftool-vendored.pl) and runs on the
 * system's Perl, so `npm install` brings it; `npm test` checks Perl before its first stage.
 */
export function exifTags(file: string | Buffer): Record<string, unknown> {
  const input = typeof file === "string" ? file : "-";
  const result = spawnSync("perl", [EXIFTOOL_SCRIPT, "-j", "-G1", "-a", "-u", "-ee", "-n", input], {
    input: typeof file === "string" ? undefined : file,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error || result.status !== 0)
    throw new Error(
      `exiftool failed (it runs on Perl: apt-get install -y perl): ${result.error ?? result.stderr}`,
    );
  const [tags] = JSON.parse(result.stdout) as Record<string, unknown>[];
  return tags ?? {};
}

/** Tags that say where, or who: none may be in a file a visitor can fetch. */
const IDENTIFYING =
  /gps|location|latitude|longitude|coordinates|serial|artist|author|creator|owner|by-line|copyright|city|country|sub-location|province|make$|model$|lensmodel|iso6709/i;

/**
 * The identifying tags of a file, as `group:tag = value`. The colour profile is kept on purpose
 * (its header names the profile's maker and model, not the photographer's), so its groups are
 * not searched.
 */
export function identifyingTags(file: string | Buffer): string[] {
  return Object.entries(exifTags(file))
    .filter(([key]) => !key.startsWith("ICC") && IDENTIFYING.test(key.split(":").pop() ?? ""))
    .map(([key, value]) => `${key} = ${String(value)}`);
}
