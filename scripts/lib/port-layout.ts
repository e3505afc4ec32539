/**
 * The Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking), which
 * Chromium, Firefox and Node's own fetch (undici, which firebase-tools uses to reach its
 * emulators) refuse to connect to. firebase-tools' own list is older and lacks some of
 * them (10080, 4190, 6679, ...), so it lets an emulator listen where nothing can reach it.
 */
export const FETCH_BAD_PORTS: ReadonlyMap<number, string> = new Map([
  [1, "tcpmux"],
  [7, "echo"],
  [9, "discard"],
  [11, "systat"],
  [13, "daytime"],
  [15, "netstat"],
  [17, "qotd"],
  [19, "chargen"],
  [20, "ftp-data"],
  [21, "ftp"],
  [22, "ssh"],
  [23, "telnet"],
  [25, "smtp"],
  [37, "time"],
  [42, "name"],
  [43, "nicname"],
  [53, "domain"],
  [69, "tftp"],
  [77, "priv-rjs"],
  [79, "finger"],
  [87, "ttylink"],
  [95, "supdup"],
  [101, "hostname"],
  [102, "iso-tsap"],
  [103, "gppitnp"],
  [104, "acr-nema"],
  [109, "pop2"],
  [110, "pop3"],
  [111, "sunrpc"],
  [113, "auth"],
  [115, "sftp"],
  [117, "uucp-path"],
  [119, "nntp"],
  [123, "ntp"],
  [135, "epmap"],
  [137, "netbios-ns"],
  [139, "netbios-ssn"],
  [143, "imap"],
  [161, "snmp"],
  [179, "bgp"],
  [389, "ldap"],
  [427, "svrloc"],
  [465, "submissions"],
  [512, "exec"],
  [513, "login"],
  [514, "shell"],
  [515, "printer"],
  [526, "tempo"],
  [530, "courier"],
  [531, "chat"],
  [532, "netnews"],
  [540, "uucp"],
  [548, "afp"],
  [554, "rtsp"],
  [556, "remotefs"],
  [563, "nntps"],
  [587, "submission"],
  [601, "syslog-conn"],
  [636, "ldaps"],
  [989, "ftps-data"],
  [990, "ftps"],
  [993, "imaps"],
  [995, "pop3s"],
  [1719, "h323gatestat"],
  [1720, "h323hostcall"],
  [1723, "pptp"],
  [2049, "nfs"],
  [3659, "apple-sasl"],
  [4045, "npp"],
  [4190, "sieve"],
  [5060, "sip"],
  [5061, "sips"],
  [6000, "x11"],
  [6566, "sane-port"],
  [6665, "ircu"],
  [6666, "ircu"],
  [6667, "ircu"],
  [6668, "ircu"],
  [6669, "ircu"],
  [6679, "osaut"],
  [6697, "ircs-u"],
  [10080, "amanda"],
]);

const MAX_PORT = 65_535;

/** One listening port of the emulator suite, named as firebase.json names it (`firestore.websocket` for the extra one). */
export interface NamedPort {
  readonly name: string;
  readonly port: number;
}

type PortLayoutReason = "invalid-offset" | "out-of-range" | "bad-port" | "collision";

/** A port offset that would make the emulator suite unreachable, with the port to blame. */
export class PortLayoutError extends Error {
  constructor(
    readonly reason: PortLayoutReason,
    message: string,
  ) {
    super(message);
    this.name = "PortLayoutError";
  }
}

/** What is wrong with these ports, or null: out of range, a bad port, or two emulators on one port. */
function findProblem(ports: readonly NamedPort[]): { reason: PortLayoutReason; detail: string } | null {
  const seen = new Map<number, string>();
  for (const { name, port } of ports) {
    if (!Number.isInteger(port) || port < 1 || port > MAX_PORT)
      return { reason: "out-of-range", detail: `${name} would listen on port ${port}, outside 1–${MAX_PORT}` };
    const service = FETCH_BAD_PORTS.get(port);
    if (service !== undefined)
      return {
        reason: "bad-port",
        detail: `${name} would listen on port ${port}, a blocked port of the Fetch standard (${service}) that browsers and Node's fetch refuse to reach`,
      };
    const other = seen.get(port);
    if (other !== undefined) return { reason: "collision", detail: `${other} and ${name} would both listen on port ${port}` };
    seen.set(port, name);
  }
  return null;
}

/** Adds the offset to every port. */
function shiftPorts(base: readonly NamedPort[], offset: number): NamedPort[] {
  return base.map(({ name, port }) => ({ name, port: port + offset }));
}

/** The nearest offsets below and above `offset` (within 1,000) whose layout has no problem. */
function nearestSafeOffsets(base: readonly NamedPort[], offset: number): number[] {
  const safe = (candidate: number) => candidate >= 0 && findProblem(shiftPorts(base, candidate)) === null;
  const found: number[] = [];
  for (let step = 1; step <= 1_000 && found.length === 0; step++) {
    if (safe(offset - step)) found.push(offset - step);
    if (safe(offset + step)) found.push(offset + step);
  }
  return found;
}

/**
 * Checks the layout the offset gives and returns it, or throws a PortLayoutError that names
 * the port and suggests the nearest offsets that work.
 */
export function checkPortLayout(base: readonly NamedPort[], offset: number): NamedPort[] {
  if (!Number.isInteger(offset) || offset < 0)
    throw new PortLayoutError("invalid-offset", `FOLIO_PORT_OFFSET must be a whole number ≥ 0, not ${String(offset)}`);
  const shifted = shiftPorts(base, offset);
  const problem = findProblem(shifted);
  if (problem === null) return shifted;
  const suggestions = nearestSafeOffsets(base, offset);
  const hint = suggestions.length > 0 ? ` Try FOLIO_PORT_OFFSET=${suggestions.join(" or ")}.` : "";
  throw new PortLayoutError(problem.reason, `FOLIO_PORT_OFFSET=${offset}: ${problem.detail}.${hint}`);
}

/** Parses FOLIO_PORT_OFFSET (unset or empty: 0); anything but a whole number ≥ 0 is an error. */
export function parsePortOffset(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 0;
  if (!/^\d+$/.test(raw.trim()))
    throw new PortLayoutError("invalid-offset", `FOLIO_PORT_OFFSET must be a whole number ≥ 0, not "${raw}"`);
  return Number(raw.trim());
}
