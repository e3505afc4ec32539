/** How far the server's clock is ahead of this device's (ms), as the last open answered. */
let offset = 0;

/** Notes the server's time from an answer (epoch ms), received just now. */
export function noteServerTime(serverNow: number): void {
  offset = serverNow - Date.now();
}

/**
 * Now by the server's clock, as near as the last answer tells: a selection's id names the
 * server's hour (the rules check it), and a phone's clock may be off.
 */
export function serverNow(): number {
  return Date.now() + offset;
}
