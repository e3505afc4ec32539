import { DefaultCategoryError, ERROR_MESSAGES, TagExistsError, TagNotFoundError } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { contentError, serverMessage } from "./content-errors";

/** What the Functions SDK throws: status appended to the message, the server's details kept. */
function sdkError(message: string, status: number, details?: unknown) {
  return Object.assign(new Error(`${message} [${status}]`), { code: "functions/x", details });
}

describe("contentError", () => {
  it("recovers the server's exact message and its typed error", () => {
    const exists = contentError(
      sdkError(ERROR_MESSAGES.tagExists, 409, { message: ERROR_MESSAGES.tagExists }),
    );
    expect(exists).toBeInstanceOf(TagExistsError);
    expect(exists.message).toBe("Tag with this name already exists");
    expect(contentError(sdkError(ERROR_MESSAGES.tagNotFound, 404))).toBeInstanceOf(TagNotFoundError);
    const all = contentError(sdkError(ERROR_MESSAGES.cannotDeleteAll, 400));
    expect(all).toBeInstanceOf(DefaultCategoryError);
    expect(all.message).toBe('Cannot delete the default "All" category');
  });

  it("keeps other messages as they are, without the status", () => {
    expect(serverMessage(sdkError("name: Tag name is required", 400))).toBe("name: Tag name is required");
    expect(contentError(new Error("offline")).message).toBe("offline");
  });
});
