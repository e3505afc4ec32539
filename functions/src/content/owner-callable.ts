import {
  CategoryExistsError,
  CategoryNotFoundError,
  CONTENT_ERROR_MESSAGES,
  DefaultCategoryError,
  firstIssueMessage,
  TagExistsError,
  TagNotFoundError,
} from "@folio/domain";
import {
  HttpsError,
  onCall,
  type CallableRequest,
  type FunctionsErrorCode,
} from "firebase-functions/v2/https";
import type { z } from "zod";
import { enforceAppCheck } from "../app-check";
import { contentLogs } from "./logs";

/** Whether the caller is the owner: signed in with the `admin` custom claim (as in the rules). */
export function isOwnerRequest(request: Pick<CallableRequest, "auth">): boolean {
  return request.auth?.token.admin === true;
}

/**
 * An HttpsError whose exact message is also in `details.message`: the web SDK appends the
 * HTTP status to `error.message` ("… [409]"), `details` it passes through untouched.
 */
export function contentHttpsError(code: FunctionsErrorCode, message: string): HttpsError {
  return new HttpsError(code, message, { message });
}

/** Maps a domain error to the HttpsError the client sees, keeping the exact message. */
export function toHttpsError(name: string, error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof TagExistsError || error instanceof CategoryExistsError)
    return contentHttpsError("already-exists", error.message);
  if (error instanceof TagNotFoundError || error instanceof CategoryNotFoundError)
    return contentHttpsError("not-found", error.message);
  if (error instanceof DefaultCategoryError) return contentHttpsError("failed-precondition", error.message);
  contentLogs.callableFailed(name, error);
  return contentHttpsError(
    "internal",
    "The server could not finish this change; nothing was lost, try again",
  );
}

/**
 * An owner-only callable: refuses non-owners with `permission-denied`, parses the request
 * with `schema` (`invalid-argument` with the first problem), and rethrows domain errors
 * with their exact message.
 */
export function ownerCallable<Schema extends z.ZodType, Result>(
  name: string,
  schema: Schema,
  handler: (input: z.output<Schema>) => Promise<Result>,
) {
  return onCall({ cors: true, enforceAppCheck }, async (request) => {
    if (!request.auth) throw contentHttpsError("unauthenticated", CONTENT_ERROR_MESSAGES.notOwner);
    if (!isOwnerRequest(request))
      throw contentHttpsError("permission-denied", CONTENT_ERROR_MESSAGES.notOwner);
    const parsed = schema.safeParse(request.data ?? {});
    if (!parsed.success) throw contentHttpsError("invalid-argument", firstIssueMessage(parsed.error));
    try {
      return await handler(parsed.data);
    } catch (error) {
      throw toHttpsError(name, error);
    }
  });
}
