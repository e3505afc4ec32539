import type { Category } from "@folio/domain";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { emptyValues } from "../editor/item-form-values";
import { ItemForm } from "./item-form";

const categories: Category[] = [
  { id: "all", name: "All", type: "gallery", order: 0, createdAt: new Date(0), isDefault: true },
];
const media = {
  type: "image" as const,
  width: 960,
  height: 640,
  media: {
    url: "/demo/alpine-dawn-960.webp",
    storagePath: null,
    sizes: [],
    posterUrl: null,
    contentType: "image/webp",
  },
};

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
});

function renderForm(onSubmit: (values: unknown) => Promise<void>) {
  return render(
    <ItemForm
      itemId="new-item"
      initialValues={{ ...emptyValues(), media }}
      categories={categories}
      tags={[]}
      canUpload={false}
      onSubmit={onSubmit}
      cancelHref="/studio/gallery"
    />,
  );
}

describe("ItemForm", () => {
  // Typing into three autosizing fields is slow in jsdom on a busy machine: a longer timeout.
  it("keeps every field when saving fails, and says why", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error("Missing or insufficient permissions."));
    const { user } = renderForm(onSubmit);
    for (const [label, text] of [
      [/Title/, "Alpine dawn"],
      [/Description/, "First light on the ridge"],
      [/Alt text/, "Snowy peaks under a pink sky"],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole("button", { name: "Add to gallery" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Missing or insufficient permissions.");
    expect(screen.getByLabelText(/Title/)).toHaveValue("Alpine dawn");
    expect(screen.getByLabelText(/Description/)).toHaveValue("First light on the ridge");
    expect(screen.getByLabelText(/Alt text/)).toHaveValue("Snowy peaks under a pink sky");
    expect(screen.getByText("960 × 640")).toBeInTheDocument();
  }, 20_000);

  it("requires a title and media before saving", async () => {
    const onSubmit = vi.fn();
    const { user } = render(
      <ItemForm
        itemId="x"
        initialValues={emptyValues()}
        categories={categories}
        tags={[]}
        canUpload={false}
        onSubmit={onSubmit}
        cancelHref="/studio/gallery"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Add to gallery" }));
    expect(await screen.findByText("Give the item a title")).toBeInTheDocument();
    expect(screen.getByText("Add an image or a video")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers adding media by address where uploads are off, and says why", () => {
    render(
      <ItemForm
        itemId="x"
        initialValues={emptyValues()}
        categories={categories}
        tags={[]}
        canUpload={false}
        onSubmit={vi.fn()}
        cancelHref="/studio/gallery"
      />,
    );
    expect(screen.getByLabelText("Media address")).toBeInTheDocument();
  });
});
