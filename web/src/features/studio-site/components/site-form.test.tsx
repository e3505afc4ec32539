import { SITE_FIELD_ERRORS, SITE_LIMITS, EMPTY_SITE_SETTINGS } from "@folio/domain";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { SiteForm } from "./site-form";

vi.mock("@/data/content/watch-studio-gallery", () => ({
  useStudioGallery: () => ({ items: [], loading: false, failed: false, error: null, truncated: false }),
}));

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
});

// A big form in jsdom, on a shared machine: generous deadlines.
describe("SiteForm", { timeout: 30_000 }, () => {
  it("says beside each field what is wrong, and saves nothing", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = render(<SiteForm initialValues={EMPTY_SITE_SETTINGS} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("textbox", { name: "Instagram" }));
    await user.paste("javascript:alert(1)");
    await user.click(screen.getByRole("textbox", { name: "Tagline" }));
    await user.paste("a".repeat(SITE_LIMITS.taglineMax + 1));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(SITE_FIELD_ERRORS.siteNameRequired)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Instagram" })).toHaveAccessibleDescription(
      expect.stringContaining(SITE_FIELD_ERRORS.link) as string,
    );
    expect(screen.getByText(SITE_FIELD_ERRORS.tooLong(SITE_LIMITS.taglineMax))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("saves the values trimmed", async () => {
    const onSubmit = vi.fn((_values: unknown) => Promise.resolve());
    const { user } = render(<SiteForm initialValues={EMPTY_SITE_SETTINGS} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("textbox", { name: /Site name/ }));
    await user.paste("  Ada Lens ");
    await user.click(screen.getByRole("textbox", { name: "Website" }));
    await user.paste("https://ada.example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved");
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        siteName: "Ada Lens",
        links: expect.objectContaining({ website: "https://ada.example" }) as unknown,
      }),
    );
  });

  it("keeps what the owner typed when the save fails", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error("The connection failed.")));
    const { user } = render(<SiteForm initialValues={EMPTY_SITE_SETTINGS} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("textbox", { name: /Site name/ }));
    await user.paste("Ada Lens");
    await user.click(screen.getByRole("textbox", { name: "About text" }));
    await user.paste("Hello there.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The connection failed.");
    expect(screen.getByRole("textbox", { name: /Site name/ })).toHaveValue("Ada Lens");
    expect(screen.getByRole("textbox", { name: "About text" })).toHaveValue("Hello there.");
  });

  it("shows an uploaded portrait, and removes it on request", async () => {
    const onSubmit = vi.fn((_values: unknown) => Promise.resolve());
    const upload = { url: "https://storage.example/site/a/portrait.webp", width: 1200, height: 1500 };
    const { user } = render(
      <SiteForm
        initialValues={{ ...EMPTY_SITE_SETTINGS, siteName: "Ada", portraitUpload: upload }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole("img", { name: "The uploaded portrait" })).toHaveAttribute("src", upload.url);
    // Uploads are off here (no Storage): the form says so instead of offering a button.
    expect(screen.queryByRole("button", { name: "Upload a portrait" })).toBeNull();
    expect(screen.getByText(/Uploads are off on this machine/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove the uploaded portrait" }));
    expect(screen.queryByRole("img", { name: "The uploaded portrait" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved");
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ portraitItemId: "", portraitUpload: null }),
    );
  });
});
