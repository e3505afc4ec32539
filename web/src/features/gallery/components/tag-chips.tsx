import { VisuallyHidden } from "@mantine/core";
import type { Tag } from "@folio/domain";
import { IconFlame } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { filterHref, type GalleryFilter } from "../lib/gallery-filter";
import classes from "./filter-links.module.css";

/** Tags shown before "All tags": enough to browse, few enough to scan. */
const FIRST_TAGS = 10;

export interface TagChipsProps {
  /** Tags, most used first. */
  tags: readonly Tag[];
  /** The filter on screen. */
  filter: GalleryFilter;
}

/** Tag filter links, most used first; popular tags stand out. The current tag links back to all work. */
export function TagChips({ tags, filter }: TagChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const used = tags.filter((tag) => tag.usageCount > 0 || tag.name === filter.tag);
  if (used.length === 0) return null;
  const hidden = used.length - FIRST_TAGS;
  const shown = expanded || hidden <= 0 ? used : used.slice(0, FIRST_TAGS);
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
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
        >
          {expanded ? "Fewer tags" : `All tags (${used.length})`}
        </Button>
      )}
    </nav>
  );
}
