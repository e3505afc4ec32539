import {
  DefaultCategoryError,
  ERROR_MESSAGES,
  InvalidInputError,
  TagExistsError,
  TagNotFoundError,
} from "@folio/domain";
import { describe, expect, it } from "vitest";
import { callableError, serverMessage } from "./content-errors";

/** What the Functions SDK throws: status appended to the message, the server's details kept. */
function sdkError(message: string, status: number, details?: unknown) {
  return Object.assign(new Error(`${message} [${status}]`), { code: "functions/x", details });
}

describe("callableError", () => {
  it("maps details.reason to the typed error with the catalogue's exact message", () => {
    const exists = callableError(sdkError("anything", 409, { reason: "tag-exists", message: "reworded" }));
    expect(exists).toBeInstanceOf(TagExistsError);
    expect(exists.message).toBe("Tag with this name already exists");
    expect(callableError(sdkError("x", 404, { reason: "tag-not-found" }))).toBeInstanceOf(TagNotFoundError);
    const all = callableError(sdkError("x", 400, { reason: "default-category-delete" }));
    expect(all).toBeInstanceOf(DefaultCategoryError);
    expect(all.message).toBe('Cannot delete the default "All" category');
  });

  it("keeps the server's specific message for invalid input", () => {
    const error = callableError(
      sdkError("name: Tag name is required", 400, {
        reason: "invalid-input",
        message: "name: Tag name is required",
      }),
    );
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error.message).toBe("name: Tag name is required");
  });

  it("never maps by message text: the exact spec message without a reason stays a plain Error", () => {
    const error = callableError(
      sdkError(ERROR_MESSAGES.tagExists, 409, { message: ERROR_MESSAGES.tagExists }),
    );
    expect(error).not.toBeInstanceOf(TagExistsError);
    expect(error.message).toBe(ERROR_MESSAGES.tagExists);
  });

  it("keeps other messages as they are, without the status, and ignores unknown reasons", () => {
    expect(serverMessage(sdkError("name: Tag name is required", 400))).toBe("name: Tag name is required");
    expect(callableError(new Error("offline")).message).toBe("offline");
    const unknown = callableError(sdkError("Strange", 400, { reason: "__proto__" }));
    expect([unknown.constructor, unknown.message]).toEqual([Error, "Strange"]);
  });
});
