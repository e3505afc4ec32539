import { CLIENT_DOWNLOAD_REFUSALS } from "@folio/domain";
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@/testing/render";
import { DownloadRefusedError, type ReadyDownload } from "../api/request-download";
import { DownloadParts } from "./download-parts";

const startDownload = vi.fn<(url: string) => Promise<void>>();
vi.mock("../api/request-download", async (original) => ({
  ...(await original<typeof import("../api/request-download")>()),
  startDownload: (url: string) => startDownload(url),
}));

const BASE = "https://us-central1-folio.cloudfunctions.net/clientDownload/AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const download: ReadyDownload = {
  ready: true,
  kind: "zip",
  parts: [
    { url: `${BASE}/1`, fileName: "Anna & Tom - part 1 of 3.zip", bytes: 3_912_000_000, files: 412 },
    { url: `${BASE}/2`, fileName: "Anna & Tom - part 2 of 3.zip", bytes: 3_870_000_000, files: 405 },
    { url: `${BASE}/3`, fileName: "Anna & Tom - part 3 of 3.zip", bytes: 1_200_000_000, files: 1 },
  ],
  expiresAt: Date.UTC(2026, 10, 30, 18, 40),
};

describe("DownloadParts", () => {
  it("lists each part with its size, starts the one asked for, and says a refusal beside it", async () => {
    startDownload
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new DownloadRefusedError("too-many-downloads"));
    const onClose = vi.fn();
    const { user } = render(<DownloadParts download={download} onClose={onClose} />);

    expect(screen.getByRole("heading", { name: "Your download comes in 3 parts" })).toBeInTheDocument();
    const first = screen.getByRole("listitem", { name: "Part 1 of 3" });
    expect(within(first).getByText("412 files · 3.9 GB")).toBeInTheDocument();
    expect(
      within(screen.getByRole("listitem", { name: "Part 3 of 3" })).getByText("1 file · 1.2 GB"),
    ).toBeInTheDocument();

    await user.click(within(first).getByRole("button", { name: "Download part 1" }));
    expect(
      await within(first).findByRole("button", { name: "Part 1 of 3 started: download it again" }),
    ).toBeInTheDocument();
    expect(startDownload).toHaveBeenCalledWith(`${BASE}/1`);

    const second = screen.getByRole("listitem", { name: "Part 2 of 3" });
    await user.click(within(second).getByRole("button", { name: "Download part 2" }));
    expect(await within(second).findByRole("alert")).toHaveTextContent(
      CLIENT_DOWNLOAD_REFUSALS["too-many-downloads"],
    );
    expect(within(second).getByRole("button", { name: "Download part 2" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Close the download list" }));
    expect(onClose).toHaveBeenCalled();
  });
});
