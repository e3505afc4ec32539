import { defaultClientGallerySettings, type ClientGallerySettings } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ClientGallery } from "@/data/clients/client-docs";
import { render, screen } from "@/testing/render";
import { SettingsTab } from "./settings-tab";

const save = vi.fn<(settings: ClientGallerySettings) => Promise<void>>();

vi.mock("../api/save-client-gallery", () => ({
  useSaveClientGallery: () =>
    useMutation({ mutationFn: (settings: ClientGallerySettings) => save(settings) }),
}));

const gallery: ClientGallery = {
  id: "a".repeat(20),
  settings: defaultClientGallerySettings("Anna & Tom", "Anna"),
  hasPassword: false,
  weakPassword: false,
  linkKey: "k".repeat(43),
  workCount: 0,
  emailedAt: null,
  createdAt: new Date(),
};

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
});

// A big form in jsdom, on a shared machine: generous deadlines.
describe("SettingsTab", { timeout: 30_000 }, () => {
  it("says what is wrong field by field and sends nothing", async () => {
    const { user } = render(<SettingsTab gallery={gallery} works={[]} />);
    await user.clear(screen.getByRole("textbox", { name: "Gallery name" }));
    await user.type(screen.getByRole("textbox", { name: "Client email" }), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps what the owner typed when the save fails, and saves it on the next try", async () => {
    save.mockRejectedValueOnce(new Error("Missing or insufficient permissions.")).mockResolvedValueOnce();
    const { user } = render(<SettingsTab gallery={gallery} works={[]} />);
    await user.type(screen.getByRole("textbox", { name: "Message to the client" }), "Enjoy!");
    await user.click(screen.getByRole("radio", { name: "Full size" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Missing or insufficient permissions.");
    expect(screen.getByRole("textbox", { name: "Message to the client" })).toHaveValue("Enjoy!");
    expect(screen.getByRole("radio", { name: "Full size" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith({
      ...gallery.settings,
      message: "Enjoy!",
      downloads: { size: "full", whole: true },
    });
  });
});
