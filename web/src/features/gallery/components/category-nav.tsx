import { ALL_CATEGORY_ID, type Category } from "@folio/domain";
import { Link } from "react-router";
import { filterHref, type GalleryFilter } from "../lib/gallery-filter";
import classes from "./filter-links.module.css";

export interface CategoryNavProps {
  /** Categories ordered by `order`, All first. */
  categories: readonly Category[];
  /** The filter on screen; its order is kept when switching category. */
  filter: GalleryFilter;
}

function isAll(category: Category): boolean {
  return category.isDefault || category.id === ALL_CATEGORY_ID;
}

/** All first, then by `order` (name breaks ties). */
function byPosition(a: Category, b: Category): number {
  return Number(isAll(b)) - Number(isAll(a)) || a.order - b.order || a.name.localeCompare(b.name);
}

/** Category links, All first; the current one is marked for assistive technology too. */
export function CategoryNav({ categories, filter }: CategoryNavProps) {
  return (
    <nav aria-label="Categories" className={classes.scroller}>
      {[...categories].sort(byPosition).map((category) => {
        const all = isAll(category);
        const current = !filter.tag && (all ? filter.category === null : filter.category === category.id);
        return (
          <Link
            key={category.id}
            to={filterHref({ category: all ? null : category.id, tag: null, sort: filter.sort })}
            className={classes.category}
            aria-current={current ? "page" : undefined}
          >
            {category.name}
          </Link>
        );
      })}
    </nav>
  );
}
