import { describe, expect, it } from "vitest";
import { composeGalleryEmail, composeSelectionEmail, selectionMessageId } from "./client-emails";

const origin = "https://ada.example";

describe("the client's email about their gallery", () => {
  const input = {
    galleryId: "AbCdEfGhIjKlMnOpQrSt",
    name: "Wedding",
    clientName: "Anna & Tom",
    message: "Here are your photos!\nEnjoy.",
    hasPassword: true,
    expiresAt: Date.UTC(2030, 5, 1),
    ownerName: "Ada Studio",
    linkKey: "k".repeat(43),
  };
  const target = {
    to: "anna@example.com",
    from: "Ada <ada@ada.example>",
    replyTo: "ada@ada.example",
    origin,
    sentAt: 1,
  };

  it("links the gallery, carries the message, and says who gives the password (never the password)", () => {
    const mail = composeGalleryEmail(input, target);
    expect(mail).toMatchObject({
      to: "anna@example.com",
      replyTo: "ada@ada.example",
      subject: "Ada Studio: your gallery “Wedding”",
    });
    expect(mail.text).toContain("Hello Anna & Tom,");
    expect(mail.text).toContain("Here are your photos!\nEnjoy.");
    expect(mail.text).toContain(`https://ada.example/client/${input.galleryId}#k=${"k".repeat(43)}`);
    expect(mail.text).toContain("The password is the one your photographer gives you.");
    expect(mail.text).toContain("It is open until Sat, 01 Jun 2030.");
  });

  it("says nothing of a password when there is none, and flattens names into one line", () => {
    const mail = composeGalleryEmail(
      { ...input, hasPassword: false, expiresAt: null, name: "Bad\r\nBcc: x" },
      target,
    );
    expect(mail.text).not.toContain("password");
    expect(mail.subject).toBe("Ada Studio: your gallery “Bad Bcc: x”");
    expect(composeGalleryEmail(input, { ...target, sentAt: 2 }).messageId).not.toBe(mail.messageId);
  });
});

describe("the owner's email about a selection", () => {
  const input = {
    selectionId: "sel1",
    galleryId: "AbCdEfGhIjKlMnOpQrSt",
    galleryName: "Wedding",
    clientName: "Anna & Tom",
    fileNames: ["DSC_0012.jpg", "DSC_0040.JPG", "IMG 7.heic"],
    selected: 3,
    note: "Please retouch the first one.",
  };

  it("names the client, the count and the gallery, lists the files and the Lightroom line", () => {
    const mail = composeSelectionEmail(input, {
      to: "ada@ada.example",
      from: "Folio <f@ada.example>",
      origin,
    });
    expect(mail.subject).toBe("Folio: Anna & Tom sent a selection of 3 works (Wedding)");
    expect(mail.text).toContain("Please retouch the first one.");
    expect(mail.text).toContain("- DSC_0012.jpg\n- DSC_0040.JPG\n- IMG 7.heic");
    expect(mail.text).toContain(
      "For Lightroom (Library filter › Text › Filename › Contains):\nDSC_0012, DSC_0040, IMG 7",
    );
    expect(mail.text).toContain(`https://ada.example/studio/clients/${input.galleryId}`);
    expect(mail.messageId).toBe(selectionMessageId("sel1", origin));
  });

  it("says one work in the singular and counts works since removed", () => {
    const mail = composeSelectionEmail(
      { ...input, fileNames: ["A.jpg"], selected: 2, note: "" },
      { to: "o@x.example", from: "f@x.example", origin },
    );
    expect(mail.subject).toBe("Folio: Anna & Tom sent a selection of 2 works (Wedding)");
    expect(mail.text).toContain("(1 more no longer in the gallery)");
    expect(mail.text).toContain("No note.");
    expect(
      composeSelectionEmail(
        { ...input, fileNames: ["A.jpg"], selected: 1 },
        { to: "o@x.example", from: "f@x.example", origin },
      ).subject,
    ).toContain("a selection of 1 work (");
  });
});
