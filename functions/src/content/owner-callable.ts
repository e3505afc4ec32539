import {
  firstIssueMessage,
  InvalidInputError,
  NotOwnerError,
  ReasonError,
  ServerFailedError,
} from "@folio/domain";
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from "firebase-functions/v2/https";
import type { z } from "zod";
import { reasonHttpsError } from "../lib/reason-error";
import { enforceAppCheck } from "../lib/app-check";
import { contentLogs } from "./logs";

/** Whether the caller is the owner: signed in with the `admin` custom claim (as in the rules). */
export function isOwnerRequest(request: Pick<CallableRequest, "auth">): boolean {
  return request.auth?.token.admin === true;
}

/**
 * Maps a domain error to the HttpsError the client sees, with its stable reason in `details`;
 * anything unexpected is logged and sent as `server-failed`, never with its internals.
 */
export function toHttpsError(name: string, error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof ReasonError) return reasonHttpsError(error);
  contentLogs.callableFailed(name, error);
  return reasonHttpsError(new ServerFailedError());
}

/**
 * An owner-only callable: refuses non-owners with `permission-denied`, parses the request
 * with `schema` (`invalid-argument` with the first problem), and rethrows domain errors
 * with their stable reason and exact message.
 */
export function ownerCallable<Schema extends z.ZodType, Result>(
  name: string,
  schema: Schema,
  handler: (input: z.output<Schema>) => Promise<Result>,
  options: Pick<CallableOptions, "secrets"> = {},
) {
  return onCall({ cors: true, enforceAppCheck, ...options }, async (request) => {
    if (!request.auth) throw reasonHttpsError(new NotOwnerError(), "unauthenticated");
    if (!isOwnerRequest(request)) throw reasonHttpsError(new NotOwnerError());
    const parsed = schema.safeParse(request.data ?? {});
    if (!parsed.success) throw reasonHttpsError(new InvalidInputError(firstIssueMessage(parsed.error)));
    try {
      return await handler(parsed.data);
    } catch (error) {
      throw toHttpsError(name, error);
    }
  });
}
