import type { GalleryItem } from "@folio/domain";
import { VisuallyHidden } from "@mantine/core";
import { IconCheck, IconShare } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { recordEvent } from "@/data/analytics/tracker";
import { Button } from "@/components/ui/button";
import { shareLink } from "../lib/share-link";
import { trackedContent } from "../lib/tracked-content";
import classes from "./item-actions.module.css";

type Outcome = { kind: "idle" } | { kind: "copied" } | { kind: "shared" } | { kind: "failed"; link: string };

const MESSAGES = {
  copied: "Link copied",
  shared: "Shared",
} as const;

/** Share an item: the system share sheet where there is one, otherwise copy a link. */
export function ShareButton({ item }: { item: GalleryItem }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  useEffect(() => {
    if (outcome.kind !== "copied" && outcome.kind !== "shared") return;
    const timer = setTimeout(() => setOutcome({ kind: "idle" }), 2500);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const origin = window.location.origin;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: item.title, url: shareLink(origin, item.id, "web-share") });
        recordEvent("share", trackedContent(item));
        setOutcome({ kind: "shared" });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing was shared, nothing to record.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    const link = shareLink(origin, item.id, "copy-link");
    try {
      await navigator.clipboard.writeText(link);
      recordEvent("share", trackedContent(item));
      setOutcome({ kind: "copied" });
    } catch {
      setOutcome({ kind: "failed", link });
    }
  };

  const done = outcome.kind === "copied" || outcome.kind === "shared";
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={classes.action}
        leftIcon={done ? <IconCheck size={18} /> : <IconShare size={18} />}
        onClick={() => void share()}
      >
        <span className={classes.label}>{done ? MESSAGES[outcome.kind] : "Share"}</span>
      </Button>
      <VisuallyHidden role="status">
        {done ? MESSAGES[outcome.kind] : outcome.kind === "failed" ? `Copy this link: ${outcome.link}` : ""}
      </VisuallyHidden>
    </>
  );
}
