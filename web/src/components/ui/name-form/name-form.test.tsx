import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@/testing/render";
import { NameForm, type NameFormProps } from "./name-form";

function renderForm(overrides: Partial<NameFormProps> = {}) {
  const props: NameFormProps = {
    formLabel: "Add a thing",
    label: "New thing",
    placeholder: "e.g. Lamp",
    maxLength: 10,
    submitLabel: "Add thing",
    problem: (name) => (name.trim() ? null : "Give the thing a name"),
    onSubmit: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  return { props, ...render(<NameForm {...props} />) };
}

describe("NameForm", () => {
  it("labels the form and the field, and caps the name's length", () => {
    renderForm();
    expect(screen.getByRole("form", { name: "Add a thing" })).toBeInTheDocument();
    expect(screen.getByLabelText("New thing")).toHaveAttribute("maxLength", "10");
    expect(screen.getByPlaceholderText("e.g. Lamp")).toBeInTheDocument();
  });

  it("shows the problem and sends nothing when the name is refused before sending", async () => {
    const { props, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add thing" }));
    expect(await screen.findByText("Give the thing a name")).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it("keeps the typed name and shows why when storing fails", async () => {
    const { user } = renderForm({ onSubmit: vi.fn().mockRejectedValue(new Error("Already taken")) });
    await user.type(screen.getByLabelText("New thing"), "Lamp");
    await user.click(screen.getByRole("button", { name: "Add thing" }));
    expect(await screen.findByText("Already taken")).toBeInTheDocument();
    expect(screen.getByLabelText("New thing")).toHaveValue("Lamp");
  });

  it("sends the name as typed and empties the field once it is stored", async () => {
    const { props, user } = renderForm();
    await user.type(screen.getByLabelText("New thing"), "Lamp");
    await user.click(screen.getByRole("button", { name: "Add thing" }));
    expect(props.onSubmit).toHaveBeenCalledWith("Lamp");
    await waitFor(() => expect(screen.getByLabelText("New thing")).toHaveValue(""));
  });
});
