import { defineSecret } from "firebase-functions/params";

/**
 * The SMTP server, as one connection URL (`smtps://user:password@smtp.example.com:465`):
 * a Secret Manager secret in production (`firebase functions:secrets:set SMTP_CONNECTION_URI`).
 */
const smtpConnectionUri = defineSecret("SMTP_CONNECTION_URI");

/**
 * The secrets a mailing function binds. None in the Functions emulator: there a bound secret
 * missing from functions/.secret.local makes firebase-tools ask Secret Manager (and log an
 * error on every start), and that file is one per checkout while each port offset runs its
 * own mail catcher. So the scripts pass SMTP_CONNECTION_URI in the emulator's environment,
 * which `value()` reads all the same.
 */
export const mailSecrets = process.env.FUNCTIONS_EMULATOR === "true" ? [] : [smtpConnectionUri];

/** Where mail goes and how, read once per send from the environment. */
export interface MailSettings {
  /** The SMTP connection URL, or null when none is configured. */
  smtpUrl: string | null;
  /** The owner's address (OWNER_EMAIL), or null. */
  ownerEmail: string | null;
  /**
   * The From line: MAIL_FROM, else the SMTP account's own address (its user name, when that is
   * an address, as Gmail's and most providers' are), else null: nothing is sent. A made-up
   * sender (`noreply@<site>`) is refused or junked by providers that check who may send as whom.
   */
  from: string | null;
}

const present = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The SMTP account's address, from the connection URL's user name (`smtps://you%40gmail.com:…@…`). */
export function smtpAccountAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const user = decodeURIComponent(new URL(url).username);
    return ADDRESS.test(user) ? user : null;
  } catch {
    return null;
  }
}

/**
 * The settings of this process. OWNER_EMAIL and MAIL_FROM are plain variables (in
 * functions/.env.<project> when deployed, like SITE_ORIGIN); the scripts set them locally.
 */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const smtpUrl = present(env.SMTP_CONNECTION_URI ?? undefined);
  const account = smtpAccountAddress(smtpUrl);
  return {
    smtpUrl,
    ownerEmail: present(env.OWNER_EMAIL),
    from: present(env.MAIL_FROM) ?? (account ? `Folio <${account}>` : null),
  };
}
