/**
 * User-facing error messages fixed by the spec (section 8). They are the public
 * contract: tests and the UI compare against these exact strings.
 */
export const ERROR_MESSAGES = {
  configMissing: "Firebase app not initialized. Please check your .env.local file and restart the server.",
  tagExists: "Tag with this name already exists",
  tagNotFound: "Tag not found",
  cannotDeleteAll: 'Cannot delete the default "All" category',
} as const;

/** Raised when a tag name is already taken, compared without regard to case. */
export class TagExistsError extends Error {
  constructor() {
    super(ERROR_MESSAGES.tagExists);
    this.name = "TagExistsError";
  }
}

/** Raised when a tag to change or delete does not exist. */
export class TagNotFoundError extends Error {
  constructor() {
    super(ERROR_MESSAGES.tagNotFound);
    this.name = "TagNotFoundError";
  }
}

/** Raised when someone tries to delete the default All category. */
export class DefaultCategoryError extends Error {
  constructor() {
    super(ERROR_MESSAGES.cannotDeleteAll);
    this.name = "DefaultCategoryError";
  }
}
