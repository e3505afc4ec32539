import { MESSAGE_FIELD_ERRORS } from "@folio/domain";
import { describe, expect, it, vi } from "vitest";
import { SEND_FAILED_MESSAGE, SendMessageError } from "@/data/messages/send-message-error";
import { fireEvent, render, screen } from "@/testing/render";
import { BookingForm } from "./booking-form";

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("BookingForm", () => {
  it("asks for a date from today on and a kind of shoot, and sends nothing until they are right", async () => {
    const send = vi.fn();
    const { user } = render(<BookingForm send={send} today="2030-01-15" />);
    fill(/Preferred date/, "2030-01-14");
    await user.click(screen.getByRole("button", { name: "Request booking" }));
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.dateInPast)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.shootKindRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_FIELD_ERRORS.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/Preferred date/)).toHaveAttribute("min", "2030-01-15");
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps the request when sending fails, then confirms once it is stored", async () => {
    const send = vi.fn().mockRejectedValueOnce(new SendMessageError()).mockResolvedValueOnce("id-1");
    const { user } = render(<BookingForm send={send} today="2030-01-15" />);
    fill(/Preferred date/, "2030-06-01");
    await user.selectOptions(screen.getByRole("combobox", { name: /Kind of shoot/ }), "Wedding");
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: /About the shoot/ }), "Small wedding, 40 guests.");
    await user.click(screen.getByRole("button", { name: "Request booking" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILED_MESSAGE);
    expect(screen.getByLabelText(/Preferred date/)).toHaveValue("2030-06-01");
    expect(screen.getByRole("combobox", { name: /Kind of shoot/ })).toHaveValue("wedding");
    expect(screen.getByRole("textbox", { name: /About the shoot/ })).toHaveValue("Small wedding, 40 guests.");

    await user.click(screen.getByRole("button", { name: "Request booking" }));
    expect(await screen.findByRole("heading", { name: "Request received" })).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith({
      name: "Ada",
      email: "ada@example.com",
      phone: "",
      date: "2030-06-01",
      shootKind: "wedding",
      message: "Small wedding, 40 guests.",
    });
    // Typing five fields in jsdom: seconds on a busy 2-core machine.
  }, 20_000);

  it("sends the work a request was started from, and says which one it is about", async () => {
    const send = vi.fn().mockResolvedValue("id-2");
    const item = { id: "harbour", title: "Harbour at dawn", type: "image" as const, category: "Landscape" };
    const { user } = render(<BookingForm item={item} send={send} today="2030-01-15" />);
    expect(screen.getByText(/A shoot like “Harbour at dawn”/)).toBeInTheDocument();
    fill(/Preferred date/, "2030-06-01");
    await user.selectOptions(screen.getByRole("combobox", { name: /Kind of shoot/ }), "Portrait");
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: /About the shoot/ }), "Dawn portraits by the sea.");
    await user.click(screen.getByRole("button", { name: "Request booking" }));
    expect(await screen.findByRole("heading", { name: "Request received" })).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemId: "harbour", itemTitle: "Harbour at dawn", shootKind: "portrait" }),
    );
  }, 20_000);
});
