// Splits a download's files into ZIP parts of at most a few GB, in the gallery's order, and
// names the parts. Pure: the callable passes the files, the limit and the names.
import { entryCost, zipSize } from "./zip-layout";

/** A contiguous run of the download's files: entries [from, to), and the part's ZIP size. */
export interface PartPlan {
  from: number;
  to: number;
  bytes: number;
}

/** The fixed bytes of every archive (its end record): a part of no entries is this long. */
const EMPTY_ZIP = zipSize([]);

/**
 * Parts of at most `maxBytes` each, as even as the files allow: with n = the fewest parts the
 * total needs, each part closes once it reaches 1/n of the total (so 4.4 GB comes as two parts
 * of 2.2 GB, not 4 GB and 0.4 GB), and always before it would pass `maxBytes`. Throws when one
 * file alone does not fit in a part (uploads are far smaller than a part).
 */
export function planParts(files: readonly { name: string; size: number }[], maxBytes: number): PartPlan[] {
  const costs = files.map((file) => entryCost(file.name, file.size));
  const total = costs.reduce((sum, cost) => sum + cost, EMPTY_ZIP);
  const target = Math.ceil(total / Math.ceil(total / maxBytes));
  const parts: PartPlan[] = [];
  let part: PartPlan = { from: 0, to: 0, bytes: EMPTY_ZIP };
  costs.forEach((cost, index) => {
    if (EMPTY_ZIP + cost > maxBytes)
      throw new RangeError(`${files[index]!.name} (${files[index]!.size} bytes) does not fit in a ZIP part`);
    if (part.to > part.from && (part.bytes >= target || part.bytes + cost > maxBytes)) {
      parts.push(part);
      part = { from: index, to: index, bytes: EMPTY_ZIP };
    }
    part.to = index + 1;
    part.bytes += cost;
  });
  parts.push(part);
  return parts;
}

/** A part's file name: the download's name alone when it is one part, else "…, part 2 of 5". */
export function partFileName(base: string, part: number, parts: number): string {
  return parts === 1 ? `${base}.zip` : `${base} - part ${part} of ${parts}.zip`;
}
