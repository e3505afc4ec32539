import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@/testing/render";
import { useUploadQueue, type ProcessFile } from "../hooks/use-upload-queue";
import { UploadDialog } from "./upload-dialog";

function Harness({ process }: { process: ProcessFile }) {
  const queue = useUploadQueue(process);
  return (
    <UploadDialog
      opened
      onClose={() => {}}
      queue={queue}
      defaults={{ category: "all", tags: [], published: false }}
      onDefaultsChange={() => {}}
      categories={[]}
      tags={[]}
      storageAvailable
    />
  );
}

function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("UploadDialog", () => {
  it("refuses wrong types and oversized files with clear reasons and uploads the rest", async () => {
    const process = vi.fn<ProcessFile>().mockResolvedValue("item-1");
    render(<Harness process={process} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      fileOfSize("notes.pdf", "application/pdf", 2048),
      fileOfSize("huge.jpg", "image/jpeg", 41 * 1024 * 1024),
      fileOfSize("dawn.webp", "image/webp", 300_000),
    ]);
    const uploads = screen.getByRole("list", { name: "Uploads" });
    expect(within(uploads).getByRole("listitem", { name: "notes.pdf" })).toHaveTextContent(
      "notes.pdf is a application/pdf file. Use JPEG, PNG, WebP, AVIF or GIF images, or MP4, WebM or MOV videos.",
    );
    expect(within(uploads).getByRole("listitem", { name: "huge.jpg" })).toHaveTextContent(
      "huge.jpg is 41.0 MB; images can be at most 30.0 MB.",
    );
    expect(await within(uploads).findByText(/Added as an item/)).toBeInTheDocument();
    expect(process).toHaveBeenCalledTimes(1);
    expect(process.mock.calls[0]![0].name).toBe("dawn.webp");
  });

  it("shows a failure with its reason and retries it", async () => {
    const process = vi
      .fn<ProcessFile>()
      .mockRejectedValueOnce(Object.assign(new Error("quota"), { code: "storage/quota-exceeded" }))
      .mockResolvedValueOnce("item-2");
    render(<Harness process={process} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      fileOfSize("a.png", "image/png", 1000),
    );
    expect(await screen.findByText(/storage quota of this Firebase project is used up/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry a.png" }));
    expect(await screen.findByText(/Added as an item/)).toBeInTheDocument();
    expect(process).toHaveBeenCalledTimes(2);
  });

  it("cancels a file while it uploads", async () => {
    const process = vi.fn<ProcessFile>(
      (_file, report) =>
        new Promise((_resolve, reject) => {
          report.onUploadStart();
          report.onProgress(500, 1000);
          report.signal.addEventListener("abort", () =>
            reject(Object.assign(new Error("c"), { code: "storage/canceled" })),
          );
        }),
    );
    render(<Harness process={process} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      fileOfSize("b.mp4", "video/mp4", 1000),
    );
    expect(await screen.findByText("Uploading · 50%")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel b.mp4" }));
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
  });
});
