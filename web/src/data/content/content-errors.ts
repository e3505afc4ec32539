import { errorOfReason, isErrorReason } from "@folio/domain";

/** What the Functions SDK keeps of a callable's failure: the server's `details`. */
function detailsOf(error: unknown): { reason?: unknown; message?: unknown } {
  const details = (error as { details?: unknown } | null)?.details;
  return typeof details === "object" && details !== null ? details : {};
}

/**
 * The message the server sent. The callables put it in `details.message` too, because the
 * SDK appends the HTTP status to `error.message` ("Tag not found [404]").
 */
export function serverMessage(error: unknown): string {
  const { message } = detailsOf(error);
  if (typeof message === "string") return message;
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/ \[\d{3}\]$/, "");
}

/**
 * Turns a callable's failure into the typed domain error of its stable `details.reason`
 * (spec section 8: tag and category writes rethrow), never by matching message text. A
 * failure without a known reason (offline, an older server) becomes an Error with the
 * server's message, without the SDK's status suffix.
 */
export function callableError(error: unknown): Error {
  const { reason } = detailsOf(error);
  if (isErrorReason(reason)) return errorOfReason(reason, serverMessage(error));
  return new Error(serverMessage(error), { cause: error });
}

/** Calls `operation` and rethrows its failure through `callableError`. */
export async function rethrowing<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw callableError(error);
  }
}
