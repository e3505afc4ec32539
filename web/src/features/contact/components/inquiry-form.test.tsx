import { MESSAGE_FIELD_ERRORS } from "@folio/domain";
import { describe, expect, it, vi } from "vitest";
import { SEND_FAILED_MESSAGE, SendMessageError } from "@/data/messages/send-message-error";
import { render, screen } from "@/testing/render";
import { InquiryForm } from "./inquiry-form";

const item = { id: "harbour", title: "Harbour at dawn", type: "image" as const, category: "sea" };

describe("InquiryForm", () => {
  it("names every missing or bad field and sends nothing", async () => {
    const send = vi.fn();
    const { user } = render(<InquiryForm item={null} send={send} />);
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.messageRequired)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses what the studio could not read (a name of spaces, a@b.c) and keeps what was typed", async () => {
    const send = vi.fn();
    const { user } = render(<InquiryForm item={null} send={send} />);
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "   ");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "a@b.c");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("a@b.c");
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue("Hello");
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps everything typed when sending fails, says why, and succeeds on retry", async () => {
    const send = vi.fn().mockRejectedValueOnce(new SendMessageError()).mockResolvedValueOnce("id-1");
    const { user } = render(<InquiryForm item={item} send={send} />);
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Ada Lovelace");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Is this print available in A2?");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILED_MESSAGE);
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("ada@example.com");
    expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue("Is this print available in A2?");

    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByRole("heading", { name: "Thank you, your message is on its way" }),
    ).toHaveFocus();
    expect(send).toHaveBeenLastCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Is this print available in A2?",
      itemId: "harbour",
      itemTitle: "Harbour at dawn",
    });
  });

  it("stores nothing when the hidden bot field is filled, yet looks sent", async () => {
    const send = vi.fn();
    const { user, container } = render(<InquiryForm item={null} send={send} />);
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Bot");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "bot@example.com");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Buy now");
    await user.type(
      container.querySelector<HTMLInputElement>('input[name="website"]')!,
      "https://spam.example",
    );
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByRole("heading", { name: "Thank you, your message is on its way" }),
    ).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
