import { describe, expect, it } from "vitest";
import { mailSettings, smtpAccountAddress } from "./config";

describe("the sender of the owner's emails", () => {
  it("is MAIL_FROM when set", () => {
    expect(
      mailSettings({
        SMTP_CONNECTION_URI: "smtps://you%40gmail.com:pw@smtp.gmail.com:465",
        MAIL_FROM: "Ada <ada@ada.example>",
      }).from,
    ).toBe("Ada <ada@ada.example>");
  });

  it("is the SMTP account's own address otherwise, which its provider lets it send as", () => {
    expect(mailSettings({ SMTP_CONNECTION_URI: "smtps://you%40gmail.com:pw@smtp.gmail.com:465" }).from).toBe(
      "Folio <you@gmail.com>",
    );
    expect(smtpAccountAddress("smtp://apikey:secret@smtp-relay.example.com:587")).toBeNull();
  });

  it("is none when neither says who sends: never a made-up noreply@ address", () => {
    expect(
      mailSettings({ SMTP_CONNECTION_URI: "smtp://apikey:secret@smtp-relay.example.com:587" }).from,
    ).toBeNull();
    expect(mailSettings({}).from).toBeNull();
    expect(smtpAccountAddress("not a url")).toBeNull();
  });
});
