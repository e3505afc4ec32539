/**
 * Bounds on visitor messages in UTF-16 code units (`string.length`), which is also what the
 * rules' `size()` counts (an emoji is 2); the Firestore rules enforce the same numbers.
 */
export const MESSAGE_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  messageMax: 4000,
  itemIdMax: 128,
  itemTitleMax: 200,
} as const;

/** Kinds of shoot a visitor can ask to book. */
export const SHOOT_KINDS = [
  "portrait",
  "wedding",
  "event",
  "family",
  "commercial",
  "product",
  "other",
] as const;

/** A kind of shoot. */
export type ShootKind = (typeof SHOOT_KINDS)[number];

/** Labels of the shoot kinds, for forms and the studio inbox. */
export const SHOOT_KIND_LABELS: Readonly<Record<ShootKind, string>> = {
  portrait: "Portrait",
  wedding: "Wedding",
  event: "Event",
  family: "Family",
  commercial: "Commercial",
  product: "Product",
  other: "Something else",
};

/** Messages of the visitor forms, shown beside the field they are about. */
export const MESSAGE_FIELD_ERRORS = {
  nameRequired: "Please tell us your name",
  nameTooLong: `Please keep your name under ${MESSAGE_LIMITS.nameMax} characters`,
  emailInvalid: "Please enter a valid email address",
  messageRequired: "Please write a message",
  messageTooLong: `Please keep your message under ${MESSAGE_LIMITS.messageMax} characters`,
  phoneInvalid: "Please enter a valid phone number, or leave it empty",
  dateInvalid: "Please choose a date",
  dateInPast: "Please choose a date from today on",
  shootKindRequired: "Please choose the kind of shoot",
} as const;
