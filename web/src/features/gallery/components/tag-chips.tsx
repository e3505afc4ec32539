import { VisuallyHidden } from "@mantine/core";
import { TAGS_SHOWN_FIRST } from "@folio/domain";
import { IconFlame } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { GalleryTags } from "../hooks/use-gallery-page";
import { filterHref, type GalleryFilter } from "../lib/gallery-filter";
import classes from "./filter-links.module.css";

export interface TagChipsProps {
  /** The tags known so far (most used first), how many are in use, and how to read them all. */
  tags: GalleryTags;
  /** The filter on screen. */
  filter: GalleryFilter;
}

/**
 * Tag filter links, most used first; popular tags stand out. The current tag links back to all
 * work. The first TAGS_SHOWN_FIRST come with the page; "All tags" reads the rest when needed.
 */
export function TagChips({ tags, filter }: TagChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const used = tags.list.filter((tag) => tag.usageCount > 0 || tag.name === filter.tag);
  if (used.length === 0) return null;
  const total = Math.max(tags.inUse, used.length);
  const hidden = total - TAGS_SHOWN_FIRST;
  const shown = expanded || hidden <= 0 ? used : used.slice(0, TAGS_SHOWN_FIRST);
  return (
    <nav aria-label="Tags" className={classes.tags}>
      {shown.map((tag) => {
        const current = filter.tag === tag.name;
        return (
          <Link
            key={tag.id}
            to={filterHref({ category: null, tag: current ? null : tag.name, sort: filter.sort })}
            className={classes.tag}
            aria-current={current ? "page" : undefined}
            data-popular={tag.isPopular || undefined}
          >
            {tag.isPopular && <IconFlame size={13} stroke={1.8} aria-hidden />}
            {tag.name}
            <span className={classes.count}>
              {tag.usageCount}
              <VisuallyHidden>{tag.usageCount === 1 ? " work" : " works"}</VisuallyHidden>
            </span>
            {tag.isPopular && <VisuallyHidden>, popular</VisuallyHidden>}
          </Link>
        );
      })}
      {hidden > 0 && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            if (!expanded && !tags.complete) tags.expand();
            setExpanded((value) => !value);
          }}
          aria-expanded={expanded}
        >
          {expanded ? "Fewer tags" : `All tags (${total})`}
        </Button>
      )}
    </nav>
  );
}
