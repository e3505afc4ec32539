import type { Device } from "./schemas";

/** What the browser tells about itself that tells devices apart. */
export interface DeviceHints {
  userAgent: string;
  /** `navigator.maxTouchPoints`: iPadOS reports a desktop Mac user agent but has touch. */
  maxTouchPoints: number;
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

/** Classifies a browser as mobile, tablet or desktop (spec section 3) from its user agent. */
export function classifyDevice({ userAgent, maxTouchPoints }: DeviceHints): Device {
  if (TABLET.test(userAgent)) return "tablet";
  // Android tablets drop "Mobile" from their user agent; phones keep it.
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return "tablet";
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}
