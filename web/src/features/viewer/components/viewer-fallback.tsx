import { Loader } from "@mantine/core";
import classes from "./viewer-fallback.module.css";

/** Dark full-screen stand-in while the viewer's code or the item loads. */
export function ViewerFallback() {
  return (
    <div className={classes.fallback} role="status" aria-label="Loading the work">
      <Loader color="gray.3" size="md" />
    </div>
  );
}
