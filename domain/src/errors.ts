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

/** Messages beyond the spec's catalogue, shown to the owner as they are. */
export const CONTENT_ERROR_MESSAGES = {
  categoryExists: "Category with this name already exists",
  categoryNotFound: "Category not found",
  cannotRenameAll: 'The default "All" category cannot be renamed',
  notOwner: "Only the owner can change content",
  notOwnerAnalytics: "Only the owner can rebuild analytics",
  invalidInput: "The request is not valid",
  serverFailed: "The server could not finish this change; nothing was lost, try again",
  rebuildFailed: "The rebuild did not finish; nothing was lost, run it again",
} as const;

/** Messages of the client galleries' callables (issue 35), shown as they are. */
export const CLIENT_ERROR_MESSAGES = {
  signInRequired: "Sign in (anonymously is enough) before opening a gallery",
  galleryNotFound: "This client gallery does not exist",
  clientEmailMissing: "This gallery has no client email address. Add one, then send it again.",
  mailNotConfigured:
    "Email is not set up on the server (SMTP_CONNECTION_URI and MAIL_FROM), so nothing was sent",
  mailFailed: "The mail server did not take the email; nothing was sent, try again",
} as const;

/**
 * The stable reason codes a callable puts in `details.reason`. Clients branch on these,
 * never on message text, so a message can be reworded without breaking anyone.
 */
export type ErrorReason =
  | "tag-exists"
  | "tag-not-found"
  | "default-category-delete"
  | "default-category-rename"
  | "category-exists"
  | "category-not-found"
  | "not-owner"
  | "invalid-input"
  | "server-failed"
  | "sign-in-required"
  | "client-gallery-not-found"
  | "client-email-missing"
  | "mail-not-configured"
  | "mail-failed";

/** Status codes of callable errors (the subset of Firebase's FunctionsErrorCode this app sends). */
export type CallableStatus =
  | "already-exists"
  | "not-found"
  | "failed-precondition"
  | "permission-denied"
  | "unauthenticated"
  | "invalid-argument"
  | "internal";

/** A domain error with a stable reason; its message is the catalogue's unless the reason allows a specific one. */
export class ReasonError extends Error {
  constructor(
    readonly reason: ErrorReason,
    message: string = ERROR_CATALOGUE[reason].message,
  ) {
    super(message);
    this.name = ERROR_CATALOGUE[reason].error.name;
  }
}

/** Raised when a tag name is already taken, compared without regard to case. */
export class TagExistsError extends ReasonError {
  constructor() {
    super("tag-exists");
  }
}

/** Raised when a tag to change or delete does not exist. */
export class TagNotFoundError extends ReasonError {
  constructor() {
    super("tag-not-found");
  }
}

/** Raised when someone tries to delete the default All category. */
export class DefaultCategoryError extends ReasonError {
  constructor() {
    super("default-category-delete");
  }
}

/** Raised when someone tries to rename the default All category. */
export class DefaultCategoryRenameError extends ReasonError {
  constructor() {
    super("default-category-rename");
  }
}

/** Raised when a category name is taken within its type, compared without regard to case. */
export class CategoryExistsError extends ReasonError {
  constructor() {
    super("category-exists");
  }
}

/** Raised when a category to rename or delete does not exist. */
export class CategoryNotFoundError extends ReasonError {
  constructor() {
    super("category-not-found");
  }
}

/** Raised when someone other than the owner calls an owner-only operation. */
export class NotOwnerError extends ReasonError {
  constructor(message: string = CONTENT_ERROR_MESSAGES.notOwner) {
    super("not-owner", message);
  }
}

/** Raised when a request does not parse; the message names the first problem. */
export class InvalidInputError extends ReasonError {
  constructor(message: string = CONTENT_ERROR_MESSAGES.invalidInput) {
    super("invalid-input", message);
  }
}

/** Raised when the server failed for its own reasons; nothing was changed half-way. */
export class ServerFailedError extends ReasonError {
  constructor(message: string = CONTENT_ERROR_MESSAGES.serverFailed) {
    super("server-failed", message);
  }
}

/** Raised when a client gallery callable is called without signing in. */
export class SignInRequiredError extends ReasonError {
  constructor() {
    super("sign-in-required");
  }
}

/** Raised when the owner changes or emails a client gallery that does not exist. */
export class ClientGalleryNotFoundError extends ReasonError {
  constructor() {
    super("client-gallery-not-found");
  }
}

/** Raised when the owner emails a gallery whose client has no address. */
export class ClientEmailMissingError extends ReasonError {
  constructor() {
    super("client-email-missing");
  }
}

/** Raised when an email cannot be sent because the server has no SMTP server or sender set. */
export class MailNotConfiguredReasonError extends ReasonError {
  constructor(message: string = CLIENT_ERROR_MESSAGES.mailNotConfigured) {
    super("mail-not-configured", message);
  }
}

/** Raised when the mail server refused or could not be reached; the message may name its answer. */
export class MailFailedError extends ReasonError {
  constructor(message: string = CLIENT_ERROR_MESSAGES.mailFailed) {
    super("mail-failed", message);
  }
}

/**
 * The one table of the error catalogue: reason → typed error class → exact message, with the
 * callable status it travels under. `specific` marks reasons whose message the server may
 * make more precise (which field is bad); the client keeps the server's message for those.
 */
export const ERROR_CATALOGUE = {
  "tag-exists": { error: TagExistsError, message: ERROR_MESSAGES.tagExists, status: "already-exists" },
  "tag-not-found": { error: TagNotFoundError, message: ERROR_MESSAGES.tagNotFound, status: "not-found" },
  "default-category-delete": {
    error: DefaultCategoryError,
    message: ERROR_MESSAGES.cannotDeleteAll,
    status: "failed-precondition",
  },
  "default-category-rename": {
    error: DefaultCategoryRenameError,
    message: CONTENT_ERROR_MESSAGES.cannotRenameAll,
    status: "failed-precondition",
  },
  "category-exists": {
    error: CategoryExistsError,
    message: CONTENT_ERROR_MESSAGES.categoryExists,
    status: "already-exists",
  },
  "category-not-found": {
    error: CategoryNotFoundError,
    message: CONTENT_ERROR_MESSAGES.categoryNotFound,
    status: "not-found",
  },
  "not-owner": {
    error: NotOwnerError,
    message: CONTENT_ERROR_MESSAGES.notOwner,
    status: "permission-denied",
    specific: true,
  },
  "invalid-input": {
    error: InvalidInputError,
    message: CONTENT_ERROR_MESSAGES.invalidInput,
    status: "invalid-argument",
    specific: true,
  },
  "server-failed": {
    error: ServerFailedError,
    message: CONTENT_ERROR_MESSAGES.serverFailed,
    status: "internal",
    specific: true,
  },
  "sign-in-required": {
    error: SignInRequiredError,
    message: CLIENT_ERROR_MESSAGES.signInRequired,
    status: "unauthenticated",
  },
  "client-gallery-not-found": {
    error: ClientGalleryNotFoundError,
    message: CLIENT_ERROR_MESSAGES.galleryNotFound,
    status: "not-found",
  },
  "client-email-missing": {
    error: ClientEmailMissingError,
    message: CLIENT_ERROR_MESSAGES.clientEmailMissing,
    status: "failed-precondition",
  },
  "mail-not-configured": {
    error: MailNotConfiguredReasonError,
    message: CLIENT_ERROR_MESSAGES.mailNotConfigured,
    status: "failed-precondition",
    specific: true,
  },
  "mail-failed": {
    error: MailFailedError,
    message: CLIENT_ERROR_MESSAGES.mailFailed,
    status: "failed-precondition",
    specific: true,
  },
} as const satisfies Record<
  ErrorReason,
  {
    error: new (message?: string) => ReasonError;
    message: string;
    status: CallableStatus;
    specific?: true;
  }
>;

/** Whether `value` is one of the catalogue's reason codes. */
export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

/**
 * The typed error of `reason`. Fixed reasons always carry the catalogue's exact message
 * (whatever text came with them); `specific` ones keep `message` when one is given.
 */
export function errorOfReason(reason: ErrorReason, message?: string): ReasonError {
  const entry: { error: new (message?: string) => ReasonError; specific?: true } = ERROR_CATALOGUE[reason];
  return entry.specific && message ? new entry.error(message) : new entry.error();
}

/** What a callable sends for `error`: status, message and the `details` carrying the reason. */
export function callableErrorWire(error: ReasonError): {
  status: CallableStatus;
  message: string;
  details: { reason: ErrorReason; message: string };
} {
  return {
    status: ERROR_CATALOGUE[error.reason].status,
    message: error.message,
    details: { reason: error.reason, message: error.message },
  };
}
