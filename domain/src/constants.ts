/** A tag is popular when at least this many gallery items use it (spec section 9). */
export const POPULAR_TAG_THRESHOLD = 5;
/** Entries in the top content list, ranked by views (spec section 9). */
export const TOP_CONTENT_LIMIT = 10;
/** Default window of the popular content list, in days (spec section 9). */
export const POPULAR_CONTENT_DAYS = 7;
/** Traffic source label when a visit has no referrer and no utm_source (spec section 9). */
export const DIRECT_SOURCE = "Direct";
/** A session ends after this long without activity. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** Default page size of the public gallery. */
export const GALLERY_PAGE_SIZE = 24;
/** Id of the default category that shows every item. */
export const ALL_CATEGORY_ID = "all";
/** Name of the default category (spec section 3). */
export const ALL_CATEGORY_NAME = "All";
/**
 * Most documents a visitor's list query may ask for at once: the rules refuse gallery,
 * category and tag lists without `limit(n)`, n ≤ this, so one request cannot read a whole
 * collection. The public site pages through longer lists.
 */
export const PUBLIC_QUERY_LIMIT_MAX = 100;
/**
 * Tags a gallery page lists before "All tags": the most used. The server renders these (and
 * the page's own tag) and the number of tags in use; the rest load when the visitor asks.
 */
export const TAGS_SHOWN_FIRST = 10;
