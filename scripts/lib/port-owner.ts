import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import net from "node:net";

/** The process listening on a port, as far as this machine tells. */
export interface PortOwner {
  pid: number;
  /** Its command line, shortened. */
  command: string;
}

/** Whether nothing listens on 127.0.0.1:`port` (tried by listening on it for a moment). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(() => resolve(true)));
  });
}

const shorten = (command: string) => (command.length > 120 ? `${command.slice(0, 117)}...` : command);

/** Linux: the socket inodes listening on `port` (/proc/net/tcp and tcp6, state 0A). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A" && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** Linux: the process holding one of the sockets, from each process's open files. */
function procOwner(port: number): PortOwner | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ").trim();
        return { pid: Number(entry), command: shorten(command) };
      }
    }
  }
  return null;
}

/** Elsewhere (macOS): lsof, when installed. */
function lsofOwner(port: number): PortOwner | null {
  const result = spawnSync("lsof", ["-nP", `-iTCP:${port}`, "-sTCP:LISTEN", "-Fpc"], { encoding: "utf8" });
  if (result.status !== 0) return null;
  const pid = /^p(\d+)$/m.exec(result.stdout)?.[1];
  const command = /^c(.+)$/m.exec(result.stdout)?.[1];
  return pid ? { pid: Number(pid), command: command ?? "?" } : null;
}

/** The process listening on `port`, or null when it cannot be told (another user's, say). */
export function portOwner(port: number): PortOwner | null {
  return existsSync("/proc/net/tcp") ? procOwner(port) : lsofOwner(port);
}
