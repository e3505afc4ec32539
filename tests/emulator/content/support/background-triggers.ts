/**
 * Switches the Functions emulator's background triggers off or on through the hub.
 * Switching them on reloads the functions (seconds), so suites that need them off do it
 * once around the whole file rather than around each test.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set: run this under the emulators");
  const action = enabled ? "enable" : "disable";
  const response = await fetch(`http://${hub}/functions/${action}BackgroundTriggers`, { method: "PUT" });
  if (!response.ok) throw new Error(`Could not ${action} background triggers: HTTP ${response.status}`);
}
