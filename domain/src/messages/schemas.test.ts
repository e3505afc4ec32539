import { describe, expect, it } from "vitest";
import { MESSAGE_FIELD_ERRORS as E, MESSAGE_LIMITS } from "./limits";
import { bookingRequestSchema, inquiryInputSchema } from "./schemas";

const inquiry = {
  name: " Ada Lovelace ",
  email: "ada@example.com",
  message: "Is the harbour print available in A2?",
  itemId: "harbour",
  itemTitle: "Harbour at dawn",
};

const booking = {
  name: "Ada",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  date: "2030-06-01",
  shootKind: "portrait",
  message: "Outdoor portraits, two people.",
};

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("inquiryInputSchema", () => {
  it("accepts a complete inquiry and trims what the visitor typed", () => {
    expect(inquiryInputSchema.parse(inquiry)).toEqual({ ...inquiry, name: "Ada Lovelace" });
  });

  it("accepts an inquiry that is about no item", () => {
    expect(inquiryInputSchema.safeParse({ ...inquiry, itemId: null, itemTitle: null }).success).toBe(true);
  });

  it("names each bad field with its message", () => {
    const result = inquiryInputSchema.safeParse({ ...inquiry, name: "  ", email: "ada@", message: "" });
    expect(errorsOf(result)).toEqual({
      name: E.nameRequired,
      email: E.emailInvalid,
      message: E.messageRequired,
    });
  });

  it("refuses oversized text", () => {
    const result = inquiryInputSchema.safeParse({
      ...inquiry,
      message: "x".repeat(MESSAGE_LIMITS.messageMax + 1),
      name: "n".repeat(MESSAGE_LIMITS.nameMax + 1),
    });
    expect(errorsOf(result)).toEqual({ message: E.messageTooLong, name: E.nameTooLong });
  });
});

describe("bookingRequestSchema", () => {
  const schema = bookingRequestSchema("2030-01-15");

  it("accepts a request for today or later, with or without a phone", () => {
    expect(schema.safeParse({ ...booking, date: "2030-01-15" }).success).toBe(true);
    expect(schema.safeParse({ ...booking, phone: "" }).success).toBe(true);
  });

  it("refuses a day in the past", () => {
    expect(errorsOf(schema.safeParse({ ...booking, date: "2030-01-14" }))).toEqual({ date: E.dateInPast });
  });

  it("refuses a missing date, an unknown kind of shoot and a bad phone", () => {
    const result = schema.safeParse({ ...booking, date: "", shootKind: "rodeo", phone: "call me" });
    expect(errorsOf(result)).toEqual({
      date: E.dateInvalid,
      shootKind: E.shootKindRequired,
      phone: E.phoneInvalid,
    });
  });
});

describe("the tracker's ids and a booking's work", () => {
  it("accepts the session id beside the visitor id, with the visitor id's pattern", () => {
    const ids = { visitorId: "v_0123456789abcdef", sessionId: "s-0123456789abcdef" };
    expect(inquiryInputSchema.parse({ ...inquiry, ...ids })).toMatchObject(ids);
    expect(bookingRequestSchema("2030-01-01").parse({ ...booking, ...ids })).toMatchObject(ids);
    for (const sessionId of ["short", "a/b", "_leading", "x".repeat(129), null, 12345678])
      expect(inquiryInputSchema.safeParse({ ...inquiry, sessionId }).success).toBe(false);
  });

  it("lets a booking name the work it was started from, or none, as an inquiry does", () => {
    const schema = bookingRequestSchema("2030-01-01");
    expect(schema.parse({ ...booking, itemId: "harbour", itemTitle: "Harbour at dawn" })).toMatchObject({
      itemId: "harbour",
      itemTitle: "Harbour at dawn",
    });
    expect(schema.safeParse({ ...booking, itemId: null, itemTitle: null }).success).toBe(true);
    expect(schema.parse(booking)).not.toHaveProperty("itemId");
    expect(schema.safeParse({ ...booking, itemId: "" }).success).toBe(false);
    expect(schema.safeParse({ ...booking, itemId: "i".repeat(MESSAGE_LIMITS.itemIdMax + 1) }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({ ...booking, itemTitle: "t".repeat(MESSAGE_LIMITS.itemTitleMax + 1) }).success,
    ).toBe(false);
  });
});
