import { describe, expect, it } from "vitest";
import { composeOwnerEmail, inboxLink, messageIdFor } from "./owner-email";

const target = {
  to: "owner@folio.test",
  from: "Folio <noreply@folio.example>",
  origin: "https://folio.example",
};
const inquiry = {
  name: "Ada",
  email: "ada@example.com",
  message: "Is it for sale?",
  itemId: "alpine-dawn",
  itemTitle: "Alpine dawn",
};

describe("composeOwnerEmail", () => {
  it("names the kind and the work, replies to the visitor and links to the inbox", () => {
    const mail = composeOwnerEmail("inquiry", "abc", inquiry, target);
    expect(mail).toMatchObject({
      to: "owner@folio.test",
      from: "Folio <noreply@folio.example>",
      replyTo: "ada@example.com",
      subject: "Inquiry about “Alpine dawn” from Ada",
      messageId: messageIdFor("inquiry", "abc", target.origin),
    });
    expect(mail?.text).toContain("Is it for sale?");
    expect(mail?.text).toContain("About: Alpine dawn (https://folio.example/item/alpine-dawn)");
    expect(mail?.text).toContain("https://folio.example/studio/inbox?message=inquiry%2Fabc");
  });

  it("names a booking's shoot and date", () => {
    const mail = composeOwnerEmail(
      "booking",
      "b1",
      {
        name: "Grace",
        email: "grace@example.com",
        phone: "",
        date: "2030-06-01",
        shootKind: "wedding",
        message: "Hi",
      },
      target,
    );
    expect(mail?.subject).toBe("Booking request: wedding on 2030-06-01 from Grace");
    expect(mail?.text).toContain("Phone: not given");
  });

  it("names the work a booking request was started from", () => {
    const booking = { name: "Grace", date: "2030-06-01", shootKind: "portrait", message: "Hi" };
    const mail = composeOwnerEmail(
      "booking",
      "b2",
      { ...booking, itemId: "harbour", itemTitle: "Harbour" },
      target,
    );
    expect(mail?.text).toContain("About: Harbour (https://folio.example/item/harbour)");
    expect(composeOwnerEmail("booking", "b3", booking, target)?.text).not.toContain("About:");
  });

  it("sends nothing one by one for likely spam", () => {
    expect(composeOwnerEmail("inquiry", "abc", { ...inquiry, likelySpam: true }, target)).toBeNull();
    expect(composeOwnerEmail("inquiry", "abc", { ...inquiry, likelySpam: false }, target)).not.toBeNull();
  });

  it("never throws on malformed data and never puts a bad address in Reply-To", () => {
    const mail = composeOwnerEmail(
      "inquiry",
      "x",
      { name: 42, email: "not an address\r\nBcc: x@y.z" },
      target,
    );
    expect(mail?.subject).toBe("Inquiry from a visitor");
    expect(mail).not.toHaveProperty("replyTo");
    expect(mail?.text).toContain("(no message)");
  });

  it("flattens line breaks and bounds long text in the subject", () => {
    const mail = composeOwnerEmail(
      "inquiry",
      "x",
      { ...inquiry, itemTitle: `T\r\n${"t".repeat(300)}` },
      target,
    );
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.subject.length).toBeLessThan(200);
  });
});

describe("ids and links", () => {
  it("gives one Message-ID per message, the same on every attempt, whatever the id holds", () => {
    expect(messageIdFor("inquiry", "abc", "https://a.example")).toBe(
      messageIdFor("inquiry", "abc", "https://a.example"),
    );
    expect(messageIdFor("inquiry", "abc", "https://a.example")).not.toBe(
      messageIdFor("booking", "abc", "https://a.example"),
    );
    expect(messageIdFor("inquiry", "<>@ \r\n", "https://a.example")).toMatch(
      /^<inquiry-[0-9a-f]{32}@a\.example>$/,
    );
    expect(inboxLink("http://127.0.0.1:5173", "booking", "a&b")).toBe(
      "http://127.0.0.1:5173/studio/inbox?message=booking%2Fa%26b",
    );
  });
});
