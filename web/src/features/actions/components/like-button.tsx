import type { GalleryItem } from "@folio/domain";
import { VisuallyHidden } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { getGalleryItem } from "@/data/content/get-gallery-item";
import { useAsyncData } from "@/data/use-async-data";
import { likeItem, unlikeItem } from "../api/like-item";
import { displayedLikes, forgetLiked, markLiked, useLiked } from "../lib/liked-items";
import classes from "./item-actions.module.css";

export interface LikeButtonProps {
  /** The work on screen. */
  item: GalleryItem;
  /** Sends the like (anonymous sign-in, then the event); tests pass their own. */
  like?: (item: GalleryItem) => Promise<void>;
  /** Withdraws it (deletes the visitor's like marker); tests pass their own. */
  unlike?: (itemId: string) => Promise<void>;
  /** The count on `item` is old (a kept copy of the page): read the work's own, once. */
  readLikes?: boolean;
  /** Reads the work afresh; tests pass their own. */
  read?: (itemId: string) => Promise<GalleryItem | null>;
}

/** The work's like count: as given, or as the work's document says now when `read` is on. */
function useLikeCount(
  item: GalleryItem,
  readLikes: boolean,
  read: (itemId: string) => Promise<GalleryItem | null>,
) {
  const current = useAsyncData(
    readLikes ? item.id : "",
    () => (readLikes ? read(item.id) : Promise.resolve(null)),
    null,
  );
  return current.data?.id === item.id ? current.data.likes : item.likes;
}

/**
 * Like and unlike, once per person: the count moves at once, the like is remembered on this
 * device, and the server counts one like per anonymous account and item.
 */
export function LikeButton({
  item,
  like = likeItem,
  unlike = unlikeItem,
  readLikes = false,
  read = getGalleryItem,
}: LikeButtonProps) {
  const { liked, likedAt } = useLiked(item.id);
  const likes = useLikeCount(item, readLikes, read);
  const [busy, setBusy] = useState(false);
  // After an unlike on this page: the count shown then, until the server's count is lower.
  const [unlikedTo, setUnlikedTo] = useState<number | null>(null);
  const count = !liked && unlikedTo !== null ? Math.min(likes, unlikedTo) : displayedLikes(likes, likedAt);

  const toggle = () => {
    if (busy) return;
    setBusy(true);
    if (!liked) {
      markLiked(item.id, count);
      setUnlikedTo(null);
      like(item)
        .catch(() => forgetLiked(item.id))
        .finally(() => setBusy(false));
    } else {
      forgetLiked(item.id);
      setUnlikedTo(Math.max(0, count - 1));
      unlike(item.id)
        .catch(() => {
          markLiked(item.id, likedAt ?? likes);
          setUnlikedTo(null);
        })
        .finally(() => setBusy(false));
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className={classes.action}
      aria-pressed={liked}
      title={liked ? "You like this (select to unlike)" : "Like"}
      leftIcon={liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      onClick={toggle}
    >
      <VisuallyHidden>Like, </VisuallyHidden>
      {count}
      <VisuallyHidden>{count === 1 ? " like" : " likes"}</VisuallyHidden>
    </Button>
  );
}
