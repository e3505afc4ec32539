import { logger } from "firebase-functions";

/** One function per log event of the site settings; messages are stable for log-based alerts. */
export const siteLogs = {
  hiddenEmailMoved(): void {
    logger.info("site: a hidden contact address moved out of the public settings");
  },
};
