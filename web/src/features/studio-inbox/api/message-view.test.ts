import { describe, expect, it } from "vitest";
import type { InboxEntry } from "./inbox-message";
import { entryVisible, type MessageView } from "./message-view";

const entry = (id: string, handled: boolean, likelySpam: boolean) =>
  ({ id, kind: "inquiry", handled, likelySpam, createdAt: null, message: null }) as InboxEntry;
const entries = [entry("open", false, false), entry("done", true, false), entry("spam", false, true)];
const ids = (view: MessageView) => entries.filter((item) => entryVisible(item, view)).map((item) => item.id);

describe("entryVisible", () => {
  it("keeps likely spam out of the inbox and alone in its own tab", () => {
    expect(ids({ box: "inbox", status: "open" })).toEqual(["open"]);
    expect(ids({ box: "inbox", status: "handled" })).toEqual(["done"]);
    expect(ids({ box: "inbox", status: "all" })).toEqual(["open", "done"]);
    expect(ids({ box: "spam" })).toEqual(["spam"]);
  });
});
