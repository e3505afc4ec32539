import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@/testing/render";
import type { ClientUploads } from "../hooks/use-client-uploads";
import { clientUploadReducer, summarizeUploads, type ClientUploadEvent } from "../upload/upload-queue";
import { UploadPanel } from "./upload-panel";

function uploadsAfter(events: ClientUploadEvent[]): ClientUploads {
  const entries = events.reduce(clientUploadReducer, []);
  return {
    entries,
    summary: summarizeUploads(entries),
    add: vi.fn(),
    retry: vi.fn(),
    retryAllFailed: vi.fn(),
    clearFinished: vi.fn(),
  };
}

const ok = { ok: true, mediaType: "image" } as const;

describe("UploadPanel", () => {
  it("shows each file's progress, the overall count, and a retry for a failed file", async () => {
    const uploads = uploadsAfter([
      {
        type: "added",
        setId: "main",
        files: ["IMG_1.jpg", "IMG_2.jpg", "IMG_3.jpg"].map((fileName, index) => ({
          id: `f${index}`,
          fileName,
          size: 100,
          check: ok,
        })),
      },
      { type: "started", id: "f0" },
      { type: "created", id: "f0", workId: "w0" },
      { type: "done", id: "f0" },
      { type: "started", id: "f1" },
      { type: "created", id: "f1", workId: "w1" },
      { type: "progress", id: "f1", transferred: 40, total: 100 },
      { type: "failed", id: "f1", error: "The connection dropped." },
    ]);
    const { user } = render(
      <UploadPanel uploads={uploads} set={{ id: "main", name: "Highlights" }} onFiles={vi.fn()} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 uploaded · 1 failed");
    const failed = screen.getByRole("listitem", { name: "IMG_2.jpg" });
    expect(within(failed).getByText("The connection dropped.")).toBeInTheDocument();
    await user.click(within(failed).getByRole("button", { name: "Retry IMG_2.jpg" }));
    expect(uploads.retry).toHaveBeenCalledWith("f1");
    await user.click(screen.getByRole("button", { name: "Retry all failed" }));
    expect(uploads.retryAllFailed).toHaveBeenCalled();
    expect(screen.getByRole("progressbar", { name: "IMG_1.jpg upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(
      within(screen.getByRole("listitem", { name: "IMG_3.jpg" })).getByText("Waiting"),
    ).toBeInTheDocument();
  });
});
