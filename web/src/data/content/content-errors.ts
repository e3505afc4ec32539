import {
  CategoryExistsError,
  CategoryNotFoundError,
  CONTENT_ERROR_MESSAGES,
  DefaultCategoryError,
  ERROR_MESSAGES,
  TagExistsError,
  TagNotFoundError,
} from "@folio/domain";

/**
 * The message the server sent. The callables put it in `details.message` too, because the
 * SDK appends the HTTP status to `error.message` ("Tag not found [404]").
 */
export function serverMessage(error: unknown): string {
  const details = (error as { details?: { message?: unknown } } | null)?.details;
  if (typeof details?.message === "string") return details.message;
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ \[\d{3}\]$/, "");
}

/**
 * Turns a callable's failure into the typed domain error that carries the same exact
 * message (spec section 8: tag and category writes rethrow). Other failures are rethrown
 * as an Error with the server's message, without the SDK's wrapper.
 */
export function contentError(error: unknown): Error {
  const message = serverMessage(error);
  switch (message) {
    case ERROR_MESSAGES.tagExists:
      return new TagExistsError();
    case ERROR_MESSAGES.tagNotFound:
      return new TagNotFoundError();
    case ERROR_MESSAGES.cannotDeleteAll:
      return new DefaultCategoryError();
    case CONTENT_ERROR_MESSAGES.categoryExists:
      return new CategoryExistsError();
    case CONTENT_ERROR_MESSAGES.categoryNotFound:
      return new CategoryNotFoundError();
    default:
      return new Error(message, { cause: error });
  }
}

/** Calls `operation` and rethrows its failure through `contentError`. */
export async function rethrowing<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw contentError(error);
  }
}
