// `npm run deploy:check` while `npm start` runs: its rules check needs the Firestore and Storage
// emulators' ports, which npm start's own emulators hold. It moves to free ones and says which
// port was taken and by whom.
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rulesCheckPorts } from "../../scripts/deploy/rules";
import { emulatorPorts } from "../../scripts/lib/emulator-config";

/** An offset no suite here uses (helpers and CI use their own). */
const OFFSET = 31_000;
let server: net.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe("the rules check's ports", () => {
  it("are FOLIO_PORT_OFFSET's when they are free", async () => {
    expect(await rulesCheckPorts(OFFSET)).toEqual({ offset: OFFSET, taken: [] });
  });

  it("move to free ones when one is taken, naming the port and the process that holds it", async () => {
    const firestore = emulatorPorts(OFFSET).firestore;
    server = await new Promise<net.Server>((resolve) => {
      const listening = net.createServer().listen(firestore, "127.0.0.1", () => resolve(listening));
    });
    const ports = await rulesCheckPorts(OFFSET);
    expect(ports.offset).not.toBe(OFFSET);
    expect(ports.offset).not.toBeNull();
    expect(emulatorPorts(ports.offset!).firestore).not.toBe(firestore);
    expect(ports.taken).toEqual([
      {
        port: { name: "firestore", port: firestore },
        owner: expect.stringMatching(`^pid ${process.pid} \\(.*node`),
      },
    ]);
  });
});
