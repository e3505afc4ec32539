import { describe, expect, it } from "vitest";
import {
  callableErrorWire,
  CategoryExistsError,
  DefaultCategoryError,
  ERROR_CATALOGUE,
  errorOfReason,
  InvalidInputError,
  isErrorReason,
  TagExistsError,
  TagNotFoundError,
  type ErrorReason,
} from "./errors";

describe("the error catalogue", () => {
  it("maps each reason to its typed error carrying the exact message and that reason", () => {
    const rows = Object.entries(ERROR_CATALOGUE).map(([reason, entry]) => {
      const error = errorOfReason(reason as ErrorReason);
      return [reason, error instanceof entry.error, error.reason, error.message === entry.message];
    });
    expect(rows).toEqual(Object.keys(ERROR_CATALOGUE).map((reason) => [reason, true, reason, true]));
  });

  it("holds the spec's exact messages (section 8)", () => {
    expect(new TagExistsError().message).toBe("Tag with this name already exists");
    expect(new TagNotFoundError().message).toBe("Tag not found");
    expect(new DefaultCategoryError().message).toBe('Cannot delete the default "All" category');
    expect(new TagExistsError().name).toBe("TagExistsError");
  });

  it("keeps the catalogue's message for fixed reasons and a specific one where allowed", () => {
    expect(errorOfReason("tag-exists", "reworded on the server").message).toBe(
      "Tag with this name already exists",
    );
    const invalid = errorOfReason("invalid-input", "name: Tag name is required");
    expect(invalid).toBeInstanceOf(InvalidInputError);
    expect(invalid.message).toBe("name: Tag name is required");
  });

  it("recognises only its own reasons", () => {
    expect(["tag-exists", "category-exists", "nope", "constructor", 3, null].map(isErrorReason)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("describes what a callable sends: status, message and the reason in details", () => {
    expect(callableErrorWire(new CategoryExistsError())).toEqual({
      status: "already-exists",
      message: "Category with this name already exists",
      details: { reason: "category-exists", message: "Category with this name already exists" },
    });
  });
});
