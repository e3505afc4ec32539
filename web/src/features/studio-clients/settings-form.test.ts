import { defaultClientGallerySettings } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { toSettings, toValues, validateSettings } from "./settings-form";

const settings = defaultClientGallerySettings("Anna & Tom", "Anna");

describe("settings form", () => {
  it("round-trips settings through the form's values", () => {
    const values = toValues(settings);
    expect(values).toMatchObject({ name: "Anna & Tom", clientEmail: "", expiryDay: "", favouritesMax: "" });
    expect(toSettings(values, settings.sets)).toEqual(settings);
  });

  it("keeps the gallery open through its last day", () => {
    const out = toSettings(
      { ...toValues(settings), expiryDay: "2030-12-12", favouritesMax: 40 },
      settings.sets,
    );
    expect(out.expiresAt).toEqual(new Date(2030, 11, 12, 23, 59, 59, 999));
    expect(out.favourites.max).toBe(40);
    expect(toValues(out).expiryDay).toBe("2030-12-12");
  });

  it("says what is wrong, field by field, by the domain's schema", () => {
    expect(validateSettings(toValues(settings))).toEqual({});
    expect(
      validateSettings({
        ...toValues(settings),
        name: " ",
        clientEmail: "not an email",
        favouritesMax: 0,
        message: "x".repeat(2001),
      }),
    ).toEqual({
      name: "Required",
      clientEmail: "Enter a valid email address",
      favouritesMax: "Enter a whole number from 1 to 5000, or leave it empty",
      message: "Too long",
    });
  });
});
