import { Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import type { TableSort } from "../table-sort";
import classes from "./sort-header.module.css";

export interface SortHeaderProps<K extends string> {
  column: K;
  label: string;
  /** The table's sort: this column's header says its direction (`aria-sort`) when it is the one. */
  sort: TableSort<K> | null;
  /** Figures are right-aligned; a text column (a title, a label) is not. */
  numeric?: boolean;
  onSort: (key: K) => void;
}

/** A sortable column's header, one for every dashboard table: a button in a cell that carries `aria-sort`. */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  numeric = true,
  onSort,
}: SortHeaderProps<K>) {
  const direction = sort?.key === column ? sort.direction : undefined;
  const Icon =
    direction === "ascending" ? IconArrowUp : direction === "descending" ? IconArrowDown : IconSelector;
  return (
    <Table.Th aria-sort={direction} ta={numeric ? "right" : undefined}>
      <UnstyledButton className={classes.sort} onClick={() => onSort(column)}>
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
