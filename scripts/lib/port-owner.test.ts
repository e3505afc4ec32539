import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isPortFree, portOwner } from "./port-owner";

let server: net.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Listens on a free port of 127.0.0.1, as another program would; resolves with the port. */
function occupy(): Promise<number> {
  return new Promise((resolve) => {
    server = net.createServer().listen(0, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port));
  });
}

describe("who holds a port", () => {
  it("tells a taken port from a free one, and names the process listening on it", async () => {
    const port = await occupy();
    expect(await isPortFree(port)).toBe(false);
    expect(portOwner(port)).toMatchObject({ pid: process.pid, command: expect.stringContaining("node") });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await isPortFree(port)).toBe(true);
    expect(portOwner(port)).toBeNull();
  });
});
