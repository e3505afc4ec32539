/** One problem a schema found: the field it is about and its message. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each field, keyed as the form names its fields. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
