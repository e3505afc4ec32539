import type { AddPortfolioWorksRequest, AddPortfolioWorksResult } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { PortfolioPicker } from "./portfolio-picker";

const add = vi.fn<(request: AddPortfolioWorksRequest) => Promise<AddPortfolioWorksResult>>();
const onClose = vi.fn();

vi.mock("../api/add-portfolio-works", () => ({
  useAddPortfolioWorks: () =>
    useMutation({ mutationFn: (request: AddPortfolioWorksRequest) => add(request) }),
}));

vi.mock("@/data/content/watch-studio-gallery", () => ({
  useStudioGallery: () => ({
    items: [
      { id: "alpine-dawn", title: "Alpine dawn" },
      { id: "harbour-night", title: "Harbour night" },
    ],
    loading: false,
    failed: false,
    error: null,
    truncated: false,
    retry: () => {},
  }),
}));

const SET = { id: "main", name: "Highlights" };

// A Mantine modal in jsdom, on a shared machine: generous deadlines.
describe("PortfolioPicker", { timeout: 30_000 }, () => {
  it("says nothing was copied when the chosen works have no uploaded files, and stays open", async () => {
    add.mockResolvedValueOnce({ added: [], skipped: ["alpine-dawn", "harbour-night"] });
    const { user } = render(
      <PortfolioPicker galleryId={"g".repeat(20)} set={SET} opened onClose={onClose} />,
    );
    await user.click(await screen.findByRole("checkbox", { name: "Alpine dawn" }));
    await user.click(screen.getByRole("checkbox", { name: "Harbour night" }));
    await user.click(screen.getByRole("button", { name: "Add to Highlights" }));
    expect(await screen.findByText("Nothing was copied")).toBeInTheDocument();
    expect(screen.getByText(/These 2 works have no uploaded files to copy/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("checkbox", { name: "Alpine dawn" })).toBeChecked();
  });

  it("names the works left out beside the ones added, and closes", async () => {
    add.mockResolvedValueOnce({
      added: [{ itemId: "alpine-dawn", workId: "w1" }],
      skipped: ["harbour-night"],
    });
    const { user } = render(
      <PortfolioPicker galleryId={"g".repeat(20)} set={SET} opened onClose={onClose} />,
    );
    await user.click(await screen.findByRole("checkbox", { name: "Alpine dawn" }));
    await user.click(screen.getByRole("checkbox", { name: "Harbour night" }));
    await user.click(screen.getByRole("button", { name: "Add to Highlights" }));
    expect(
      await screen.findByText(
        "1 work is being copied into Highlights. 1 without uploaded files was left out.",
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
