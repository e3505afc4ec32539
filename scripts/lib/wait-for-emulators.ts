import { DEMO_PROJECT_ID, type EmulatorPorts } from "./emulator-config";
import { FUNCTIONS_REGION, waitForFunctionTriggers } from "./function-triggers";

async function reachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Polls the emulator hub until Auth, Firestore and Functions are listed and answering, then the
 * Functions emulator until it has loaded every function (it is listed before it loads them, and
 * switching triggers off, as the seed does, only reaches triggers already loaded).
 */
export async function waitForEmulators(ports: EmulatorPorts, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${ports.hub}/emulators`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const listed = (await response.json()) as Record<string, unknown>;
        const ready = ["auth", "firestore", "functions"].every((name) => name in listed);
        if (ready && (await reachable(`http://127.0.0.1:${ports.firestore}/`)))
          return waitForFunctionTriggers(
            { functionsPort: ports.functions, projectId: DEMO_PROJECT_ID, region: FUNCTIONS_REGION },
            Math.max(deadline - Date.now(), 1_000),
          );
      }
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The emulators did not start within ${Math.round(deadlineMs / 1000)} s`);
}
