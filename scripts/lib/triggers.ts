/**
 * Turns the Functions emulator's background triggers off around `work`, through the
 * emulator hub's own endpoints (the ones @firebase/rules-unit-testing uses).
 */
export async function withBackgroundTriggersDisabled<T>(work: () => Promise<T>): Promise<T> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set: run this under the emulators");
  const toggle = async (action: "disable" | "enable") => {
    const response = await fetch(`http://${hub}/functions/${action}BackgroundTriggers`, { method: "PUT" });
    if (!response.ok) throw new Error(`Could not ${action} background triggers: HTTP ${response.status}`);
  };
  await toggle("disable");
  try {
    return await work();
  } finally {
    await toggle("enable");
  }
}
