import {
  CLIENT_ACCESS_MESSAGES,
  CLIENT_PAUSE_HINTS,
  CLIENT_PAUSE_MESSAGES,
  type ClientPauseScope,
} from "@folio/domain";

/** A "too-many-attempts" answer's details. */
export interface PauseDetails {
  scope?: ClientPauseScope | undefined;
  /** Epoch ms. */
  retryAt?: number | undefined;
}

/**
 * What the client reads when the server paused its attempts: why, when to try again (on the
 * device's clock, in its own words), and what helps now (for a pause others' guesses caused:
 * the link from the photographer's email).
 */
export function pauseMessage(details: PauseDetails, locale?: string): string {
  const why = details.scope ? CLIENT_PAUSE_MESSAGES[details.scope] : CLIENT_ACCESS_MESSAGES["too-many-attempts"];
  const when =
    details.retryAt === undefined
      ? null
      : `You can try again at ${new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(
          // A minute's grace: the server's and the device's clocks may differ by seconds.
          new Date(Math.ceil(details.retryAt / 60_000) * 60_000),
        )}.`;
  const hint = details.scope ? CLIENT_PAUSE_HINTS[details.scope] : null;
  return [why, when, hint].filter((part): part is string => part !== null).join(" ");
}
