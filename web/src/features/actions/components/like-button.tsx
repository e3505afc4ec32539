import type { GalleryItem } from "@folio/domain";
import { VisuallyHidden } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { recordEvent } from "@/data/analytics/tracker";
import { Button } from "@/components/ui/button";
import { displayedLikes, markLiked, useLiked } from "../lib/liked-items";
import { trackedContent } from "../lib/tracked-content";
import classes from "./item-actions.module.css";

/** Like, once per visitor: the count goes up at once and the server's trigger confirms it. */
export function LikeButton({ item }: { item: GalleryItem }) {
  const { liked, likedAt } = useLiked(item.id);
  const count = displayedLikes(item.likes, likedAt);
  const like = () => {
    if (markLiked(item.id, item.likes)) recordEvent("like", trackedContent(item));
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className={classes.action}
      aria-pressed={liked}
      title={liked ? "You like this" : "Like"}
      leftIcon={liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      onClick={like}
    >
      <VisuallyHidden>Like, </VisuallyHidden>
      {count}
      <VisuallyHidden>{count === 1 ? " like" : " likes"}</VisuallyHidden>
    </Button>
  );
}
