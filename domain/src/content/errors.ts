/**
 * Content error messages beyond the spec's catalogue (those live in ../errors.ts). They are
 * sent by the callables as they are and shown to the owner.
 */
export const CONTENT_ERROR_MESSAGES = {
  categoryExists: "Category with this name already exists",
  categoryNotFound: "Category not found",
  cannotRenameAll: 'The default "All" category cannot be renamed',
  notOwner: "Only the owner can change content",
} as const;

/** Raised when a category name is taken within its type, compared without regard to case. */
export class CategoryExistsError extends Error {
  constructor() {
    super(CONTENT_ERROR_MESSAGES.categoryExists);
    this.name = "CategoryExistsError";
  }
}

/** Raised when a category to rename does not exist. */
export class CategoryNotFoundError extends Error {
  constructor() {
    super(CONTENT_ERROR_MESSAGES.categoryNotFound);
    this.name = "CategoryNotFoundError";
  }
}
