import { ERROR_MESSAGES } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { NewTagForm } from "./new-tag-form";

const call = vi.fn();
// A wrapper, not the spy itself: a spy exported from a mocked module fails the test when it rejects.
vi.mock("@/lib/firebase/functions", () => ({ call: (...args: unknown[]) => call(...args) }));

/** What the Functions SDK throws for the server's TagExistsError: status suffix, reason in details. */
function tagExistsFailure() {
  return Object.assign(new Error("reworded on the server [409]"), {
    code: "functions/already-exists",
    details: { reason: "tag-exists", message: "reworded on the server" },
  });
}

describe("NewTagForm", () => {
  afterEach(() => call.mockReset());

  it("shows the exact duplicate message for the server's reason and keeps the typed name", async () => {
    call.mockRejectedValue(tagExistsFailure());
    const { user } = render(<NewTagForm />);
    await user.type(screen.getByLabelText("New tag"), "sunset");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText(ERROR_MESSAGES.tagExists)).toBeInTheDocument();
    expect(screen.getByLabelText("New tag")).toHaveValue("sunset");
  });

  it("clears the field and confirms once the tag is created", async () => {
    call.mockResolvedValue({
      id: "t",
      name: "Golden hour",
      usageCount: 0,
      isPopular: false,
      createdAt: 1,
      updatedAt: 1,
    });
    const { user } = render(<NewTagForm />);
    await user.type(screen.getByLabelText("New tag"), "Golden hour");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("Tag added")).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith("createTag", { name: "Golden hour" });
    expect(screen.getByLabelText("New tag")).toHaveValue("");
  });

  it("says how many published works already carry a new tag's name", async () => {
    call.mockResolvedValue({
      id: "t",
      name: "Fog",
      usageCount: 1,
      isPopular: false,
      createdAt: 1,
      updatedAt: 1,
    });
    const { user } = render(<NewTagForm />);
    await user.type(screen.getByLabelText("New tag"), "Fog");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("“Fog” is already on 1 published work.")).toBeInTheDocument();
  });

  it("refuses a name without letters or digits before asking the server", async () => {
    const { user } = render(<NewTagForm />);
    await user.type(screen.getByLabelText("New tag"), "---");
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("Tag name needs a letter or a digit")).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
