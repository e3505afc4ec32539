/** A sortable table's column and direction (the dashboard's works, attribution and dimension tables). */
export interface TableSort<K extends string> {
  key: K;
  direction: "ascending" | "descending";
}

/**
 * The sort after a click on `key`'s header: the same column flips; a new one starts high to low,
 * or A to Z when it is the table's text column (`textKey`).
 */
export function nextSort<K extends string>(current: TableSort<K> | null, key: K, textKey?: K): TableSort<K> {
  if (current?.key === key)
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { key, direction: key === textKey ? "ascending" : "descending" };
}
