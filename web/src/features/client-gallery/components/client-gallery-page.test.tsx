import { CLIENT_ACCESS_MESSAGES, type OpenClientGalleryResponse } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { ClientGalleryPage } from "./client-gallery-page";

const call = vi.fn<(name: string, request: unknown) => Promise<OpenClientGalleryResponse>>();
vi.mock("@/lib/firebase/functions", () => ({
  call: (name: string, request: unknown) => call(name, request),
}));
vi.mock("../api/client-device", () => ({ clientDeviceUid: () => Promise.resolve("device-1") }));
// The gallery itself reads Firestore and Storage; its own pieces are tested apart.
vi.mock("./gallery-view", () => ({
  GalleryView: ({ gallery }: { gallery: { name: string } }) => <h1>{gallery.name}</h1>,
}));

const ID = "AbCdEfGhIjKlMnOpQrSt";
const refused = (reason: "password-required" | "wrong-password" | "expired" | "not-found") =>
  ({ ok: false, reason, message: CLIENT_ACCESS_MESSAGES[reason] }) as const;
const gallery = {
  id: ID,
  name: "Anna & Ben's wedding",
  clientName: "Anna",
  message: "",
  coverWorkId: null,
  expiresAt: null,
  downloads: { size: "web", whole: true },
  favourites: { enabled: true, max: 40 },
  sets: [{ id: "main", name: "Highlights" }],
  workCount: 3,
  ownerName: "Mara Lind",
} as const;

afterEach(() => {
  call.mockReset();
  document.title = "";
});

describe("ClientGalleryPage", () => {
  it("asks for the password, says a wrong one under the field keeping the text, then opens", async () => {
    call
      .mockResolvedValueOnce(refused("password-required"))
      .mockResolvedValueOnce(refused("wrong-password"))
      .mockResolvedValueOnce({ ok: true, gallery: { ...gallery, sets: [...gallery.sets] } });
    const { user } = render(<ClientGalleryPage galleryId={ID} />);

    const field = await screen.findByLabelText("Password");
    expect(document.title).toBe("Private gallery");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await user.type(field, "wrong");
    await user.click(screen.getByRole("button", { name: "Open gallery" }));
    expect(await screen.findByText(CLIENT_ACCESS_MESSAGES["wrong-password"])).toBeInTheDocument();
    expect(field).toHaveValue("wrong");
    expect(field).toHaveAccessibleDescription(CLIENT_ACCESS_MESSAGES["wrong-password"]);

    await user.clear(field);
    await user.type(field, "right");
    await user.click(screen.getByRole("button", { name: "Open gallery" }));
    expect(await screen.findByRole("heading", { name: gallery.name })).toBeInTheDocument();
    expect(document.title).toBe(gallery.name);
    expect(call.mock.calls.map(([, request]) => request)).toEqual([
      { galleryId: ID },
      { galleryId: ID, password: "wrong" },
      { galleryId: ID, password: "right" },
    ]);
  });

  it("an expired gallery says whose it was and how to reach the photographer", async () => {
    call.mockResolvedValueOnce({ ...refused("expired"), name: gallery.name, ownerName: "Mara Lind" });
    render(<ClientGalleryPage galleryId={ID} />);
    expect(await screen.findByRole("heading", { name: "This gallery has expired." })).toBeInTheDocument();
    expect(screen.getByText(/Anna & Ben's wedding/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Mara Lind" })).toHaveAttribute("href", "/contact");
    expect(document.title).toBe("Private gallery");
  });

  it("an unknown gallery is not found, and a malformed address asks no server", async () => {
    call.mockResolvedValueOnce(refused("not-found"));
    render(<ClientGalleryPage galleryId={ID} />);
    expect(await screen.findByRole("heading", { name: "Gallery not found" })).toBeInTheDocument();
    render(<ClientGalleryPage galleryId="../secrets" />);
    expect(screen.getAllByRole("heading", { name: "Gallery not found" })).toHaveLength(2);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("sends the emailed link's key with every ask, and says when to retry while paused", async () => {
    const key = "Kk_-".repeat(10) + "abc";
    window.history.replaceState(null, "", `/client/${ID}#k=${key}`);
    const retryAt = Date.now() + 30 * 60_000;
    call.mockResolvedValueOnce(refused("password-required")).mockResolvedValueOnce({
      ...refused("wrong-password"),
      reason: "too-many-attempts",
      scope: "link",
      retryAt,
    });
    const { user } = render(<ClientGalleryPage galleryId={ID} />);
    const field = await screen.findByLabelText("Password");
    expect(window.location.hash).toBe("");
    await user.type(field, "guess");
    await user.click(screen.getByRole("button", { name: "Open gallery" }));
    expect(
      await screen.findByText(/Too many wrong passwords with this link\. You can try again at /),
    ).toBeInTheDocument();
    expect(call.mock.calls.map(([, request]) => request)).toEqual([
      { galleryId: ID, key },
      { galleryId: ID, password: "guess", key },
    ]);
  });
});
