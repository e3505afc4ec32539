/**
 * The local SMTP catcher: MailDev (npm `maildev`), run in the script's own process. The
 * Functions emulator sends the owner's emails to its SMTP port; its web page shows them, and
 * tests read what it received through its REST API (`/api/email`).
 */
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MailDev } from "maildev";
import { DEMO_OWNER } from "../seed/demo-owner";
import { checkPortLayout } from "./port-layout";

/** MailDev's own default ports, shifted by FOLIO_PORT_OFFSET like the emulators'. */
const BASE_PORTS = [
  { name: "maildev.smtp", port: 1025 },
  { name: "maildev.web", port: 1080 },
];

export interface MailCatcherPorts {
  smtp: number;
  web: number;
}

/** The catcher's ports for an offset; a PortLayoutError names one that browsers or fetch block. */
export function mailCatcherPorts(offset: number): MailCatcherPorts {
  const [smtp, web] = checkPortLayout(BASE_PORTS, offset);
  return { smtp: smtp?.port ?? 0, web: web?.port ?? 0 };
}

/**
 * Environment for the Functions emulator (and the tests): where to send the owner's email and
 * to whom. OWNER_EMAIL is the demo owner's address, as the seed creates it.
 */
export function mailEnv(ports: MailCatcherPorts): Record<string, string> {
  return {
    SMTP_CONNECTION_URI: `smtp://127.0.0.1:${ports.smtp}`,
    OWNER_EMAIL: DEMO_OWNER.email,
    // MailDev takes any sender; a real SMTP account's own address is the default (functions/src/mail/config.ts).
    MAIL_FROM: "Folio <noreply@folio.test>",
    FOLIO_MAILDEV_URL: `http://127.0.0.1:${ports.web}`,
  };
}

/**
 * Starts MailDev on 127.0.0.1. Its mail is kept in a folder of the caller's (MailDev's default,
 * /tmp/maildev, would be shared by every copy on the machine): `npm start` keeps one per offset
 * across restarts, a test run empties its own private one first (`keep: false`).
 */
export async function startMailCatcher(
  ports: MailCatcherPorts,
  { keep, mailDirectory = path.join(os.tmpdir(), `folio-maildev-${ports.smtp}`) }: { keep: boolean; mailDirectory?: string },
): Promise<{ stop: () => Promise<void> }> {
  if (!keep) rmSync(mailDirectory, { recursive: true, force: true });
  const maildev = new MailDev({
    smtp: ports.smtp,
    web: ports.web,
    ip: "127.0.0.1",
    webIp: "127.0.0.1",
    mailDirectory,
    maxEmails: 500,
    silent: true,
  });
  await maildev.start();
  return { stop: () => maildev.stop() };
}
