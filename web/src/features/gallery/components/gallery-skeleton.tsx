import { Skeleton, VisuallyHidden } from "@mantine/core";
import classes from "./gallery-skeleton.module.css";

/** Relative widths of the placeholder tiles: a mix of portrait and landscape, like a real gallery. */
const ROWS: readonly (readonly number[])[] = [
  [3, 2, 3, 1.5],
  [2, 3, 1.5, 3],
  [3, 1.5, 2, 3],
];

/** Placeholder rows shaped like the justified gallery while the first page loads. */
export function GallerySkeleton() {
  return (
    <div className={classes.rows} aria-busy="true">
      <VisuallyHidden role="status">Loading the gallery…</VisuallyHidden>
      {ROWS.map((row, rowIndex) => (
        <div className={classes.row} key={rowIndex} aria-hidden>
          {row.map((grow, index) => (
            <Skeleton key={index} radius={2} flex={grow} />
          ))}
        </div>
      ))}
    </div>
  );
}
