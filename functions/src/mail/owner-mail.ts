import { siteOrigin } from "../ssr/config";
import { mailSettings } from "./config";
import { smtpMailer } from "./mailer";
import type { SendDeps } from "./send-once";

/** Where the owner's emails (a visitor's message, the weekly report) go and how. */
export interface OwnerMailConfig extends SendDeps {
  to: string;
  from: string;
  /** The site's origin: the emails link to the studio there. */
  origin: string;
}

/** The configuration of the deployed functions (or the emulator): read on each call, it is cheap. */
export function liveOwnerMailConfig(env: NodeJS.ProcessEnv = process.env): OwnerMailConfig {
  const origin = siteOrigin(env);
  const settings = mailSettings(env);
  return { to: settings.ownerEmail ?? "", from: settings.from ?? "", origin, mailer: smtpMailer(settings) };
}
