import { describe, expect, it, vi } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { render, screen } from "@/testing/render";
import { BookingPage } from "./booking-page";

// The page's one read: the work named by `?item=`, answered at once.
vi.mock("@/data/content/get-gallery-item", () => ({
  useGalleryItem: (id: string | null) => ({
    data: id === "harbour" ? galleryItem({ id: "harbour", title: "Harbour at dawn" }) : null,
    loading: false,
  }),
}));

describe("BookingPage", () => {
  it("shows the work a request is started from, and lets the visitor book without it", async () => {
    const { user } = render(<BookingPage />, { route: "/booking?item=harbour" });
    expect(screen.getByText("Booking a shoot like")).toBeInTheDocument();
    expect(screen.getByText(/A shoot like “Harbour at dawn”/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Book without this work" }));
    expect(screen.queryByText("Booking a shoot like")).not.toBeInTheDocument();
    expect(screen.queryByText(/Harbour at dawn/)).not.toBeInTheDocument();
    expect(screen.getByText(/anything that helps me prepare a quote/)).toBeInTheDocument();
  });

  it("is a plain booking request without a work", () => {
    render(<BookingPage />, { route: "/booking" });
    expect(screen.queryByText("Booking a shoot like")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Book a shoot" })).toBeInTheDocument();
  });
});
