import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@/testing/render";
import { PortraitField } from "./portrait-field";

describe("PortraitField", () => {
  it("refuses a file that cannot be a portrait, beside the field, and changes nothing", async () => {
    const onChange = vi.fn();
    render(<PortraitField works={[]} itemId="" upload={null} onChange={onChange} canUpload />);
    // As a browser does when the picker's filter is set to "all files".
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(["<svg/>"], "me.svg", { type: "image/svg+xml" })] },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please pick a JPEG, PNG, WebP or AVIF picture.",
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("choosing a work drops an uploaded portrait: one portrait at most", async () => {
    const onChange = vi.fn();
    const upload = { url: "https://storage.example/site/a/portrait.webp", width: 10, height: 10 };
    const { user } = render(
      <PortraitField
        works={[{ value: "harbour", label: "Harbour (image)" }]}
        itemId=""
        upload={upload}
        onChange={onChange}
        canUpload
      />,
    );
    await user.click(screen.getAllByLabelText("Portrait")[0]!);
    await user.click(await screen.findByRole("option", { name: "Harbour (image)" }));
    expect(onChange).toHaveBeenCalledWith({ itemId: "harbour", upload: null });
  });
});
