/** How a gallery's expiry reads: "Never expires", "Expires 12 Dec", "Expired". */
export function expiryLabel(expiresAt: Date | null, now: Date = new Date()): string {
  if (!expiresAt) return "Never expires";
  if (expiresAt.getTime() <= now.getTime()) return "Expired";
  const sameYear = expiresAt.getFullYear() === now.getFullYear();
  return `Expires ${expiresAt.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
  })}`;
}

/** Whether the gallery has stopped answering its client. */
export function isExpired(expiresAt: Date | null, now: Date = new Date()): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
