/**
 * Switches the Functions emulator's background triggers off or on, through the emulator
 * hub's own endpoints (the ones @firebase/rules-unit-testing uses). Switching them on
 * reloads the functions, which takes seconds.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set: run this under the emulators");
  const action = enabled ? "enable" : "disable";
  const response = await fetch(`http://${hub}/functions/${action}BackgroundTriggers`, { method: "PUT" });
  if (!response.ok) throw new Error(`Could not ${action} background triggers: HTTP ${response.status}`);
}

/** Turns the background triggers off around `work`, and back on however it ends. */
export async function withBackgroundTriggersDisabled<T>(work: () => Promise<T>): Promise<T> {
  await setBackgroundTriggers(false);
  try {
    return await work();
  } finally {
    await setBackgroundTriggers(true);
  }
}
