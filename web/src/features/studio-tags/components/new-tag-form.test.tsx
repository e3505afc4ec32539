import { ERROR_MESSAGES, TagExistsError } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { NewTagForm } from "./new-tag-form";

const createTag = vi.fn();
// A wrapper, not the spy itself: a spy exported from a mocked module fails the test when it rejects.
vi.mock("@/data/content/create-tag", () => ({ createTag: (name: string) => createTag(name) }));

describe("NewTagForm", () => {
  afterEach(() => createTag.mockReset());

  it("shows the exact duplicate message and keeps the typed name", async () => {
    createTag.mockRejectedValue(new TagExistsError());
    const { user } = render(<NewTagForm />);
    await user.type(screen.getByLabelText("New tag"), "sunset");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText(ERROR_MESSAGES.tagExists)).toBeInTheDocument();
    expect(screen.getByLabelText("New tag")).toHaveValue("sunset");
  });

  it("clears the field and confirms once the tag is created", async () => {
    createTag.mockResolvedValue({
      id: "t",
      name: "Golden hour",
      usageCount: 0,
      isPopular: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const { user } = render(<NewTagForm />);
    await user.type(screen.getByLabelText("New tag"), "Golden hour");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("Tag added")).toBeInTheDocument();
    expect(createTag).toHaveBeenCalledWith("Golden hour");
    expect(screen.getByLabelText("New tag")).toHaveValue("");
  });

  it("refuses a name without letters or digits before asking the server", async () => {
    const { user } = render(<NewTagForm />);
    await user.type(screen.getByLabelText("New tag"), "---");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("Tag name needs a letter or a digit")).toBeInTheDocument();
    expect(createTag).not.toHaveBeenCalled();
  });
});
