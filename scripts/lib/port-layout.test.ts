import { describe, expect, it } from "vitest";
import { checkPortLayout, FETCH_BAD_PORTS, parsePortOffset, PortLayoutError, type NamedPort } from "./port-layout";

/** The layout firebase.json gives, written out so that a change there is a visible change here. */
const BASE: NamedPort[] = [
  { name: "auth", port: 9099 },
  { name: "firestore", port: 8080 },
  { name: "firestore.websocket", port: 9150 },
  { name: "functions", port: 5001 },
  { name: "hosting", port: 5002 },
  { name: "storage", port: 9199 },
  { name: "pubsub", port: 8085 },
  { name: "hub", port: 4400 },
  { name: "logging", port: 4500 },
  { name: "eventarc", port: 9299 },
  { name: "tasks", port: 9499 },
  { name: "ui", port: 4000 },
];

function refusal(offset: number): PortLayoutError {
  try {
    checkPortLayout(BASE, offset);
  } catch (error) {
    if (error instanceof PortLayoutError) return error;
    throw error;
  }
  throw new Error(`offset ${offset} was accepted`);
}

describe("checkPortLayout", () => {
  it("shifts every port, the websocket included, when nothing is blocked", () => {
    expect(checkPortLayout(BASE, 20)).toEqual(BASE.map(({ name, port }) => ({ name, port: port + 20 })));
  });

  it("refuses FOLIO_PORT_OFFSET=2000, naming Firestore's 10080 and offsets that work", () => {
    const error = refusal(2000);
    expect(error.reason).toBe("bad-port");
    expect(error.message).toBe(
      "FOLIO_PORT_OFFSET=2000: firestore would listen on port 10080, a blocked port of the Fetch standard (amanda) " +
        "that browsers and Node's fetch refuse to reach. Try FOLIO_PORT_OFFSET=1999 or 2001.",
    );
  });

  it("refuses every offset that puts any emulator port on any Fetch bad port", () => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const bad of FETCH_BAD_PORTS.keys()) {
      for (const { name, port } of BASE) {
        const offset = bad - port;
        if (offset < 0) continue;
        expected.push(`${offset}: bad-port`);
        const error = refusal(offset);
        actual.push(`${offset}: ${error.reason}`);
        // Another port of the same layout may be blocked first; the message names a blocked one.
        expect(error.message).toMatch(/port (\d+), a blocked port/);
        const named = Number(/port (\d+), a blocked port/.exec(error.message)?.[1]);
        expect(FETCH_BAD_PORTS.has(named)).toBe(true);
        if (named === bad) expect(error.message).toContain(`${name} would listen on port ${bad}`);
      }
    }
    expect(actual).toEqual(expected);
    expect(expected.length).toBeGreaterThan(10);
  });

  it("accepts the offsets the team uses", () => {
    for (const offset of [0, 10, 20, 30, 40, 50, 70, 80, 200, 1000])
      expect(checkPortLayout(BASE, offset)).toHaveLength(BASE.length);
  });

  it("refuses two emulators on one port and ports beyond 65535", () => {
    const clash = [...BASE, { name: "extra", port: 8080 }];
    expect(() => checkPortLayout(clash, 0)).toThrow("firestore and extra would both listen on port 8080");
    expect(refusal(60_000).reason).toBe("out-of-range");
    expect(refusal(60_000).message).toContain("outside 1–65535");
  });

  it("refuses offsets that are not whole numbers ≥ 0", () => {
    expect(refusal(-1).reason).toBe("invalid-offset");
    expect(refusal(1.5).reason).toBe("invalid-offset");
  });
});

describe("parsePortOffset", () => {
  it("reads whole numbers and treats unset as 0", () => {
    expect([undefined, "", " 20 ", "2000"].map(parsePortOffset)).toEqual([0, 0, 20, 2000]);
  });

  it("refuses anything else with a clear error", () => {
    for (const raw of ["-5", "1e3", "abc", "20.5"])
      expect(() => parsePortOffset(raw)).toThrow(`FOLIO_PORT_OFFSET must be a whole number ≥ 0, not "${raw}"`);
  });
});
