import { Timestamp, setDoc, doc, type Firestore } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import type { MessageKind } from "../../../web/src/features/studio-inbox/api/inbox-message";
import {
  countOpenMessages,
  entryVisible,
  fetchMessagePage,
  type MessageCursor,
  type MessageView,
} from "../../../web/src/features/studio-inbox/api/message-view";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";
import { useRulesTestEnv } from "../../support/rules-env";

const { owner, withRulesDisabled } = useRulesTestEnv({
  // The states are seeded as they are: flood control would screen the 40 seeds as a burst.
  setTriggers: setBackgroundTriggers,
});

/** Every entry the inbox shows for a view, following the cursors page by page. */
async function everyShown(db: Firestore, kind: MessageKind, view: MessageView, size: number) {
  const shown = [];
  let cursor: MessageCursor | null = null;
  let pages = 0;
  do {
    const page = await fetchMessagePage(db, kind, view, cursor, size);
    shown.push(...page.entries.filter((entry) => entryVisible(entry, view)));
    cursor = page.next;
    pages += 1;
  } while (cursor);
  return { shown, pages };
}

const inquiry = (index: number, extra: Record<string, unknown> = {}) => ({
  name: `Sender ${index}`,
  email: `sender${index}@example.com`,
  message: "Hello",
  itemId: null,
  itemTitle: null,
  createdAt: Timestamp.fromMillis(Date.UTC(2030, 0, 1) + index * 1000),
  handled: false,
  ...extra,
});

describe("the unread count and the inbox", () => {
  it("agree: every open message is listed (unscreened, malformed, many pages) and likely spam is in neither", async () => {
    await withRulesDisabled(async (db) => {
      const writes: Promise<void>[] = [];
      for (let index = 0; index < 40; index += 1) {
        const extra =
          index % 10 === 0
            ? { likelySpam: true, spamReason: "site-budget" } // flagged
            : index % 7 === 0
              ? { handled: true } // answered
              : index % 9 === 0
                ? { email: "a@b.c" } // a document the studio cannot parse (written round the rules)
                : index % 2
                  ? { likelySpam: false }
                  : {}; // not screened yet
        writes.push(setDoc(doc(db, "inquiries", `q${index}`), inquiry(index, extra)));
      }
      await Promise.all(writes);
    });
    const db = owner();
    const { shown, pages } = await everyShown(db, "inquiry", { box: "inbox", status: "open" }, 7);
    expect(pages).toBeGreaterThan(3);
    // 40 messages: 4 flagged (0, 10, 20, 30), 5 handled (7, 14, 21, 28, 35) → 31 open, 4 unreadable.
    expect(shown).toHaveLength(31);
    expect(await countOpenMessages(db, "inquiry")).toBe(shown.length);
    expect(shown.filter((entry) => entry.message === null).map((entry) => entry.id)).toEqual([
      "q36",
      "q27",
      "q18",
      "q9",
    ]);
    const spam = await everyShown(db, "inquiry", { box: "spam" }, 7);
    expect(spam.shown.map((entry) => entry.id)).toEqual(["q30", "q20", "q10", "q0"]);
  });
});
