import { describe, expect, it, vi } from "vitest";
import type { InboxEntry, MessageKind } from "../api/inbox-message";
import type { MessageCursor, MessagePage, MessageView } from "../api/message-view";
import { render, screen, waitFor, within } from "@/testing/render";
import { InboxPage } from "./inbox-page";

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));

function inquiry(id: string, minute: number, extra: Partial<InboxEntry> = {}): InboxEntry {
  const base = {
    kind: "inquiry" as const,
    id,
    createdAt: at(minute),
    handled: false,
    likelySpam: false,
    emailStatus: null,
  };
  return {
    ...base,
    ...extra,
    message: {
      ...base,
      ...extra,
      name: `Sender ${id}`,
      email: `${id}@example.com`,
      message: `Message ${id}`,
      itemId: null,
      itemTitle: null,
    },
  } as InboxEntry;
}

/** A fake Firestore: each kind's entries newest first, served in pages of `size`. */
function pagedSource(byKind: Record<MessageKind, InboxEntry[]>, size = 2) {
  const calls: [MessageKind, MessageView, number][] = [];
  const fetchPage = vi.fn(
    async (kind: MessageKind, view: MessageView, cursor: MessageCursor | null): Promise<MessagePage> => {
      const start = cursor ? (cursor as unknown as { offset: number }).offset : 0;
      calls.push([kind, view, start]);
      const all = byKind[kind].filter((entry) =>
        view.box === "spam" ? entry.likelySpam : view.status !== "open" || !entry.handled,
      );
      const entries = all.slice(start, start + size);
      const more = start + size < all.length;
      return { entries, next: more ? ({ offset: start + size } as unknown as MessageCursor) : null };
    },
  );
  return { fetchPage, calls };
}

const names = () => screen.queryAllByRole("article").map((card) => card.getAttribute("aria-label"));

describe("InboxPage", () => {
  it("shows a calm empty state when nothing is open", async () => {
    const { fetchPage } = pagedSource({ inquiry: [], booking: [] });
    render(<InboxPage source={{ fetchPage }} />);
    expect(await screen.findByText("All caught up")).toBeInTheDocument();
  });

  // Three rounds of rendering Mantine cards is slow in jsdom on a busy machine: a longer timeout.
  it("pages through every message, newest first, with no cap", { timeout: 20_000 }, async () => {
    const entries = Array.from({ length: 7 }, (_, index) => inquiry(`q${index}`, 50 - index));
    const { fetchPage } = pagedSource({ inquiry: entries, booking: [] }, 3);
    const { user } = render(<InboxPage source={{ fetchPage }} />);
    const slow = { timeout: 5000 };
    await waitFor(() => expect(names()).toHaveLength(3), slow);
    await user.click(screen.getByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(names()).toHaveLength(6), slow);
    await user.click(screen.getByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(names()).toHaveLength(7), slow);
    expect(names()).toEqual(entries.map((entry) => `Inquiry from Sender ${entry.id}`));
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
    expect(screen.getByText("7 shown")).toBeInTheDocument();
  });

  it("keeps likely spam out of the inbox and lists it in its own tab, where it can all be deleted", async () => {
    const { fetchPage } = pagedSource({
      inquiry: [
        inquiry("real", 40),
        inquiry("flood", 39, { likelySpam: true, spamReason: "site-budget" } as Partial<InboxEntry>),
      ],
      booking: [],
    });
    const deleteAllSpam = vi.fn().mockResolvedValue(1);
    const { user } = render(<InboxPage source={{ fetchPage, deleteAllSpam }} />);
    await waitFor(() => expect(names()).toEqual(["Inquiry from Sender real"]));

    await user.click(screen.getByRole("radio", { name: "Likely spam" }));
    await waitFor(() => expect(names()).toEqual(["Inquiry from Sender flood"]));
    expect(screen.getByText("Part of a burst")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete all likely spam" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete all" }));
    expect(deleteAllSpam).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("1 message deleted.")).toBeInTheDocument();
  });

  it("lists a document it cannot read, so it can be deleted", async () => {
    const broken: InboxEntry = {
      kind: "booking",
      id: "b1",
      createdAt: at(1),
      handled: false,
      likelySpam: false,
      emailStatus: null,
      message: null,
    };
    const { fetchPage } = pagedSource({ inquiry: [], booking: [broken] });
    const deleteOne = vi.fn().mockResolvedValue(undefined);
    const { user } = render(<InboxPage source={{ fetchPage, deleteOne }} />);
    const card = await screen.findByRole("article", { name: "Message that could not be read" });
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    expect(deleteOne).toHaveBeenCalledWith("booking", "b1");
    await waitFor(() => expect(names()).toEqual([]));
  });

  it("shows an email not sent with its reason, and Send again sends it (a failure keeps the reason)", async () => {
    const failed = inquiry("q1", 10, {
      emailStatus: {
        state: "failed",
        reason: "smtp-unreachable",
        detail: "connect ECONNREFUSED 127.0.0.1:1025",
      },
    });
    const sent = inquiry("q2", 9, { emailStatus: { state: "sent", sentAt: at(9) } });
    const { fetchPage } = pagedSource({ inquiry: [failed, sent], booking: [] });
    const resendEmail = vi
      .fn()
      .mockResolvedValueOnce({ outcome: "failed", reason: "smtp-auth", detail: "535 bad login" })
      .mockResolvedValueOnce({ outcome: "sent" });
    const { user } = render(<InboxPage source={{ fetchPage, resendEmail }} />);
    const card = await screen.findByRole("article", { name: "Inquiry from Sender q1" });
    expect(
      within(card).getByText("Email not sent: the mail server could not be reached"),
    ).toBeInTheDocument();
    expect(within(card).getByText("connect ECONNREFUSED 127.0.0.1:1025")).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Inquiry from Sender q2" })).getByText("Emailed to you"),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Send again" }));
    expect(resendEmail).toHaveBeenCalledWith({ kind: "inquiry", id: "q1" });
    expect(
      await within(card).findByText("Email not sent: the mail server refused the login"),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Send again" }));
    expect(await within(card).findByText("Emailed to you")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Send again" })).not.toBeInTheDocument();
  });

  it("marks a message handled, and it leaves the open list", async () => {
    const { fetchPage } = pagedSource({ inquiry: [inquiry("q1", 10)], booking: [] });
    const markHandled = vi.fn().mockResolvedValue(undefined);
    const { user } = render(<InboxPage source={{ fetchPage, markHandled }} />);
    const card = await screen.findByRole("article", { name: "Inquiry from Sender q1" });
    await user.click(within(card).getByRole("button", { name: "Mark handled" }));
    expect(markHandled).toHaveBeenCalledWith("inquiry", "q1", true);
    expect(await screen.findByText("All caught up")).toBeInTheDocument();
  });

  it("says so when messages cannot be read, and Load again reads them", async () => {
    const { fetchPage: served } = pagedSource({ inquiry: [inquiry("q1", 10)], booking: [] });
    const fetchPage = vi.fn(served).mockRejectedValueOnce(new Error("offline"));
    const { user } = render(<InboxPage source={{ fetchPage }} />);
    expect(await screen.findByText("Messages could not be read")).toBeInTheDocument();
    expect(screen.queryByText("All caught up")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load again" }));
    expect(await screen.findByRole("article", { name: "Inquiry from Sender q1" })).toBeInTheDocument();
    expect(screen.queryByText("Messages could not be read")).not.toBeInTheDocument();
  });

  it("keeps what it shows when an older page cannot be read, and loads it on the next try", async () => {
    const entries = [inquiry("q1", 10), inquiry("q2", 9), inquiry("q3", 8)];
    const { fetchPage: served } = pagedSource({ inquiry: entries, booking: [] });
    let refuse = false;
    const fetchPage = vi.fn(async (...args: Parameters<typeof served>) => {
      if (refuse) throw new Error("offline");
      return served(...args);
    });
    const { user } = render(<InboxPage source={{ fetchPage }} />);
    await waitFor(() => expect(names()).toHaveLength(2));
    refuse = true;
    await user.click(screen.getByRole("button", { name: "Load older messages" }));
    expect(await screen.findByText("Messages could not be read")).toBeInTheDocument();
    expect(names()).toHaveLength(2);
    refuse = false;
    await user.click(screen.getByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it("opens the one message its email links to, even handled, and All messages shows the rest", async () => {
    const linked = inquiry("q9", 1, { handled: true });
    const fetchOne = vi.fn().mockResolvedValue(linked);
    const { fetchPage } = pagedSource({ inquiry: [inquiry("q1", 10)], booking: [] });
    const markHandled = vi.fn().mockResolvedValue(undefined);
    const { user } = render(<InboxPage source={{ fetchPage, fetchOne, markHandled }} />, {
      route: "/studio/inbox?message=inquiry/q9",
    });
    const card = await screen.findByRole("article", { name: "Inquiry from Sender q9" });
    expect(fetchOne).toHaveBeenCalledWith("inquiry", "q9");
    expect(fetchPage).not.toHaveBeenCalled();
    await user.click(within(card).getByRole("button", { name: "Mark as open" }));
    expect(markHandled).toHaveBeenCalledWith("inquiry", "q9", false);
    expect(await within(card).findByRole("button", { name: "Mark handled" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "All messages" }));
    await waitFor(() => expect(names()).toEqual(["Inquiry from Sender q1"]));
  });

  it("says so when the linked message was deleted", async () => {
    const fetchOne = vi.fn().mockResolvedValue(null);
    render(<InboxPage source={{ fetchOne }} />, { route: "/studio/inbox?message=booking/gone" });
    expect(await screen.findByText("This message is gone")).toBeInTheDocument();
  });

  it("lists client selections apart, with their gallery and a Lightroom line to copy", async () => {
    const { fetchPage } = pagedSource({ inquiry: [], booking: [] });
    const fetchSelections = vi.fn().mockResolvedValue([
      {
        id: "s1",
        galleryId: "g".repeat(20),
        galleryName: "Anna & Tom",
        workIds: ["w1", "w2"],
        fileNames: ["IMG_0001.jpg", "IMG_0002.CR3"],
        note: "These two please",
        createdAt: at(5),
        mail: "folded",
      },
    ]);
    const { user } = render(<InboxPage source={{ fetchPage, fetchSelections }} />);
    await screen.findByText("All caught up");
    expect(fetchSelections).not.toHaveBeenCalled();
    await user.click(screen.getByRole("radio", { name: "Selections" }));
    const card = await screen.findByRole("article", { name: "Selection from Anna & Tom" });
    expect(within(card).getByRole("link", { name: "Anna & Tom" })).toHaveAttribute(
      "href",
      `/studio/clients/${"g".repeat(20)}?tab=activity`,
    );
    expect(within(card).getByText(/2 works/)).toBeInTheDocument();
    expect(within(card).getByText("“These two please”")).toBeInTheDocument();
    expect(
      within(card).getByText("Not emailed on its own: it came soon after one that was."),
    ).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Copy for Lightroom" })).toBeEnabled();
  });
});
