import { Group } from "@mantine/core";
import type { GallerySort } from "@/data/content/list-gallery";
import { Button } from "@/components/ui/button";
import classes from "./filter-links.module.css";

const OPTIONS: { value: GallerySort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "most-viewed", label: "Most viewed" },
];

export interface SortControlProps {
  /** The order on screen. */
  value: GallerySort;
  /** Called with the order the visitor picks. */
  onChange: (sort: GallerySort) => void;
}

/** Newest or most viewed first: two toggle buttons, the current one pressed. */
export function SortControl({ value, onChange }: SortControlProps) {
  return (
    <Group gap={4} role="group" aria-label="Order" wrap="nowrap" className={classes.sort}>
      {OPTIONS.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant="ghost"
          className={classes.option}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
