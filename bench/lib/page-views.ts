// Document reads per public page view, on a simulated clock over a day of steady traffic:
// visitors (a landing page rendered by the server, then pages the browser reads itself), crawlers
// (every fetch a full page), the files crawlers and browsers ask for (manifest, robots.txt,
// sitemap) and the owner's edits. The server's reads are real: the functions' own readPageData
// and sitemap reads, through their instance cache (RenderCache), against the emulator. What the
// bench models is everything production adds around them: Hosting's CDN (per edge, honouring
// the pages' s-maxage and stale-while-revalidate), an instance that goes cold after 15 idle
// minutes, and the traffic itself.
import { AsyncLocalStorage } from "node:async_hooks";
import { COLLECTIONS, GALLERY_CATEGORY_TYPE } from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import {
  bumpContentVersion,
  CONTENT_PARTS,
  galleryWriteParts,
  readContentVersion,
} from "../../functions/src/lib/content-version";
import { CACHE_CONTROL } from "../../functions/src/ssr/config";
import { cachedSiteSettings, readFirstPage, readPageData, type PageReads } from "../../functions/src/ssr/page-data";
import { PAGE_SNAPSHOTS } from "../../functions/src/ssr/page-snapshots";
import { RenderCache } from "../../functions/src/ssr/render-cache";
import type { GalleryFilter, PageDataRequest } from "../../functions/src/ssr/web-bundle";
import { readSitemapSource } from "../../functions/src/seo/sitemap-source";
import { seeded, type Random } from "../../scripts/lib/seeded-random";
import type { Catalogue } from "./catalogue";
import { onCommits, onReads } from "./firestore-meter";

/** The traffic of the simulated period. */
export interface Traffic {
  name: string;
  hours: number;
  visitsPerDay: number;
  crawlerFetchesPerDay: number;
  ownerEditsPerDay: number;
  /** CDN edges the visitors spread over (crawlers come through one). */
  edges: number;
}

/** Whose reads: pages Hosting serves (visitors' landings, crawlers), the browser's own, the files. */
type Bucket = "landings" | "crawlers" | "browser" | "files";

export interface PageCost {
  /** Page views: landing pages, pages the browser read itself, crawler fetches. */
  views: { landing: number; inBrowser: number; crawler: number };
  /** Manifest, robots.txt and sitemap fetches: not page views, their reads are counted apart. */
  files: number;
  renders: number;
  cdnHits: number;
  coldStarts: number;
  reads: Record<Bucket, number>;
  /** Documents the renders wrote: the pages' kept copies, each written when a render read its page afresh. */
  writes: number;
  /** Reads per page view Hosting serves (landings and crawler fetches): issue 36's goal. */
  perServedView: number;
  /** Reads per page view of any kind, the browser's own queries (another category, "All tags") included. */
  perView: number;
  perCrawlerView: number;
  /** The browser's own reads per page it showed without a page load. */
  perInBrowserView: number;
}

/** The CDN's lifetimes, from the pages' own Cache-Control (functions/src/ssr/config.ts). */
function cdnLifetimes(cacheControl: string): { fresh: number; stale: number } {
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0) * 1000;
  return { fresh: seconds("s-maxage"), stale: seconds("stale-while-revalidate") };
}
const PAGE_CDN = cdnLifetimes(CACHE_CONTROL.page);
const SITEMAP_CDN = { fresh: 3_600_000, stale: 0 };
/** An instance with no request for this long is gone; the next request starts a new one. */
const IDLE_MS = 15 * 60_000;
const MINUTE = 60_000;

/** Where a request goes: a page of the public site or one of the generated files. */
type Target =
  | { kind: "page"; url: string; request: PageDataRequest }
  | { kind: "manifest" | "robots" | "sitemap"; url: string };

const NEWEST: GalleryFilter = { category: null, tag: null, sort: "newest" };

function pageTarget(catalogue: Catalogue, kind: "home" | "item" | "category" | "tag" | "about", index: number): Target {
  if (kind === "about") return { kind: "page", url: "/about", request: { filter: null, itemId: null } };
  if (kind === "home") return { kind: "page", url: "/", request: { filter: NEWEST, itemId: null } };
  if (kind === "item") {
    const id = catalogue.items[index % catalogue.items.length]!;
    return { kind: "page", url: `/item/${id}`, request: { filter: NEWEST, itemId: id } };
  }
  if (kind === "category") {
    const id = catalogue.categories[index % catalogue.categories.length]!;
    return { kind: "page", url: `/c/${id}`, request: { filter: { ...NEWEST, category: id }, itemId: null } };
  }
  const tag = catalogue.tags[index % catalogue.tags.length]!;
  return { kind: "page", url: `/t/${tag}`, request: { filter: { ...NEWEST, tag }, itemId: null } };
}

/** A rank in [0, size): Zipf-like, the first few much more often (visitors follow what is shown). */
function popular(random: Random, size: number): number {
  return Math.min(size - 1, Math.floor(size * random() ** 3));
}

function pick<T>(random: Random, weighted: readonly [T, number][]): T {
  let roll = random();
  for (const [value, weight] of weighted) {
    if (roll < weight) return value;
    roll -= weight;
  }
  return weighted.at(-1)![0];
}

interface Request {
  at: number;
  bucket: Bucket;
  edge: string;
  target?: Target;
  /** A page the browser reads itself (Firestore Lite): no CDN, no function. */
  inBrowser?: "item" | "category" | "tag" | "all-tags";
  index?: number;
  /** The owner saves a change: of a work's text, or of its tags (which moves the tag lists too). */
  edit?: "text" | "tags";
}

/** Every page the site links, as crawlers reach them: works, categories, tags, the home page and /about. */
function crawlablePages(catalogue: Catalogue): Target[] {
  return [
    pageTarget(catalogue, "home", 0),
    pageTarget(catalogue, "about", 0),
    ...catalogue.items.map((_, index) => pageTarget(catalogue, "item", index)),
    ...catalogue.categories.map((_, index) => pageTarget(catalogue, "category", index)),
    ...catalogue.tags.map((_, index) => pageTarget(catalogue, "tag", index)),
  ];
}

/**
 * The period's requests, in time order: each visit lands on a page (the home page, a work, a
 * category or a tag), asks for the manifest, and views two more pages in the browser (opening
 * works from the grid reads nothing; another category or tag reads its first page; "All tags"
 * reads the tag list); crawlers fetch any page of the site, and robots.txt and the sitemap a few
 * times a day; the owner saves a few changes, spread over the day.
 */
function requests(catalogue: Catalogue, traffic: Traffic, random: Random): Request[] {
  const span = traffic.hours * 60 * MINUTE;
  const scale = traffic.hours / 24;
  const list: Request[] = [];
  const visits = Math.round(traffic.visitsPerDay * scale);
  for (let visit = 0; visit < visits; visit += 1) {
    const at = random() * span;
    const edge = `edge-${Math.floor(random() * traffic.edges)}`;
    const landing = pick(random, [
      ["home", 0.4],
      ["item", 0.35],
      ["category", 0.15],
      ["tag", 0.1],
    ] as const);
    const size = landing === "item" ? catalogue.items.length : landing === "category" ? catalogue.categories.length : catalogue.tags.length;
    list.push({ at, bucket: "landings", edge, target: pageTarget(catalogue, landing, popular(random, Math.max(1, size))) });
    list.push({ at: at + 1000, bucket: "files", edge, target: { kind: "manifest", url: "/manifest.webmanifest" } });
    for (const offset of [45_000, 120_000]) {
      const next = pick(random, [
        ["item", 0.6],
        ["category", 0.25],
        ["tag", 0.1],
        ["all-tags", 0.05],
      ] as const);
      const count = next === "category" ? catalogue.categories.length : catalogue.tags.length;
      list.push({ at: at + offset, bucket: "browser", edge, inBrowser: next, index: popular(random, Math.max(1, count)) });
    }
  }
  // Crawlers reach every page the site links: works, categories, tags, the home page and /about.
  const crawlable = crawlablePages(catalogue);
  const fetches = Math.round(traffic.crawlerFetchesPerDay * scale);
  for (let fetch = 0; fetch < fetches; fetch += 1)
    list.push({ at: random() * span, bucket: "crawlers", edge: "crawler", target: crawlable[Math.floor(random() * crawlable.length)]! });
  for (let file = 0; file < Math.max(1, Math.round(4 * scale)); file += 1) {
    list.push({ at: random() * span, bucket: "files", edge: "crawler", target: { kind: "robots", url: "/robots-policy.txt" } });
    list.push({ at: random() * span, bucket: "files", edge: "crawler", target: { kind: "sitemap", url: "/sitemap.xml" } });
  }
  for (let edit = 0; edit < Math.round(traffic.ownerEditsPerDay * scale); edit += 1)
    list.push({
      at: random() * span,
      bucket: "files",
      edge: "",
      edit: edit % 2 === 0 ? "tags" : "text",
      index: Math.floor(random() * catalogue.items.length),
    });
  return list.sort((a, b) => a.at - b.at);
}

/** One deployed function: its instance's cache, and when it last served. */
class Instance {
  cache: RenderCache;
  private last = Number.NEGATIVE_INFINITY;
  coldStarts = 0;
  constructor(
    private readonly db: Firestore,
    private readonly clock: { now: number },
  ) {
    this.cache = this.fresh();
  }
  private fresh(): RenderCache {
    return new RenderCache(() => readContentVersion(this.db), { now: () => this.clock.now });
  }
  /** The instance serving a request now: a new one (an empty cache) after an idle spell. */
  serve(): RenderCache {
    if (this.clock.now - this.last > IDLE_MS) {
      this.cache = this.fresh();
      this.coldStarts += 1;
    }
    this.last = this.clock.now;
    return this.cache;
  }
}

/**
 * The reads of the design before issue 36, through the same code: no instance cache, no kept
 * copies, the categories and the whole tag list (at most 300) read for every gallery page
 * instead of the first few tags, their count and the page's own tag. Pages were `no-cache`, so
 * the CDN kept none (the sitemap it did).
 */
const readBefore = (db: Firestore): PageReads => ({
  db,
  content: null,
  now: Date.now,
  read: async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    // The keys are page-data.ts's: "lists" (the categories, then as now, and the tags, then all
    // of them) and "page:[category, tag, sort]" (the first page alone, its tag then in the list).
    if (key === "lists") {
      await Promise.all([
        db
          .collection(COLLECTIONS.categories)
          .where("type", "==", GALLERY_CATEGORY_TYPE)
          .orderBy("order", "asc")
          .limit(100)
          .get(),
        db.collection(COLLECTIONS.tags).orderBy("usageCount", "desc").limit(300).get(),
      ]);
      return { categories: [], topTags: [], tagsInUse: 0 } as T;
    }
    if (key.startsWith("page:")) {
      const [category, tag, sort] = JSON.parse(key.slice("page:".length)) as [string | null, string | null, GalleryFilter["sort"]];
      return { ...(await readFirstPage(db, { category, tag, sort })), tag: null, readAt: 0 } as T;
    }
    return load();
  },
});

/** The owner's edit of a work, as its trigger marks it (the kept copies of its pages, and the lists for a tag change). */
async function edit(db: Firestore, catalogue: Catalogue, request: Request): Promise<void> {
  const id = catalogue.items[(request.index ?? 0) % Math.max(1, catalogue.items.length)];
  const data = id ? (await db.collection(COLLECTIONS.gallery).doc(id).get()).data() : undefined;
  const parts = galleryWriteParts(data, data);
  await bumpContentVersion(db, "bench edit", request.edit === "tags" ? [...parts, CONTENT_PARTS.lists] : parts);
}

/** Copies kept by an earlier run go: each run starts as a site's first day would. */
export async function clearCopies(db: Firestore): Promise<void> {
  const copies = await db.collection(PAGE_SNAPSHOTS).get();
  await Promise.all(copies.docs.map((doc) => doc.ref.delete()));
}

/**
 * Simulates the traffic over the catalogue (already in `db`) and returns what its page views
 * read. `after`: the period measured is a day like any other of a site that has been up a while
 * (steady traffic): it follows a day of the same traffic in which crawlers also reached every
 * page once, as they do over days, so each page has its kept copy unless an edit since made it
 * stale. Otherwise it starts with none, as a site's first day does (a deploy keeps the copies:
 * they live in Firestore; only the CDN and the instances start empty).
 */
export async function pageViewCost(
  db: Firestore,
  catalogue: Catalogue,
  traffic: Traffic,
  { seed = 7, before = false, after = false }: { seed?: number; before?: boolean; after?: boolean } = {},
): Promise<PageCost> {
  await clearCopies(db);
  const clock = { now: 0 };
  const bucket = new AsyncLocalStorage<Bucket>();
  const reads: Record<Bucket, number> = { landings: 0, crawlers: 0, browser: 0, files: 0 };
  const stopReads = onReads((_path, count) => {
    const current = bucket.getStore();
    if (current) reads[current] += count;
  });
  const stopCommits = onCommits((paths, applied) => {
    if (applied && bucket.getStore()) cost.writes += paths.length;
  });
  const instances = {
    page: new Instance(db, clock),
    manifest: new Instance(db, clock),
    robots: new Instance(db, clock),
    sitemap: new Instance(db, clock),
  };
  const cdn = new Map<string, number>();
  const cost: PageCost = {
    views: { landing: 0, inBrowser: 0, crawler: 0 },
    files: 0,
    renders: 0,
    cdnHits: 0,
    coldStarts: 0,
    reads,
    writes: 0,
    perServedView: 0,
    perView: 0,
    perCrawlerView: 0,
    perInBrowserView: 0,
  };

  const origin = async (target: Target) => {
    cost.renders += 1;
    if (before && target.kind !== "sitemap") {
      instances.page.serve();
      if (target.kind === "page") await readPageData(readBefore(db), target.request);
      else await cachedSiteSettings(readBefore(db));
      return;
    }
    if (target.kind === "page") {
      await readPageData({ db, ...(await instances.page.serve().forRequest()) }, target.request);
    } else if (target.kind === "sitemap") {
      const { read } = await instances.sitemap.serve().forRequest();
      await read("sitemap", () => readSitemapSource(db));
    } else {
      await cachedSiteSettings({ db, ...(await instances[target.kind].serve().forRequest()) });
    }
  };

  const span = traffic.hours * 60 * MINUTE;
  const periods = after && !before ? [seeded(seed + 1_000), seeded(seed)] : [seeded(seed)];
  const measured = periods.length - 1;
  const crawl = (random: Random): Request[] =>
    crawlablePages(catalogue).map((target) => ({ at: random() * span, bucket: "crawlers", edge: "crawler", target }));
  const timed = periods.flatMap((random, period) =>
    [...requests(catalogue, traffic, random), ...(period < measured ? crawl(random) : [])]
      .sort((a, b) => a.at - b.at)
      .map((request) => ({ ...request, at: period * span + request.at, period })),
  );
  let counting = measured === 0;
  for (const request of timed) {
    if (!counting && request.period === measured) {
      counting = true;
      // The period measured starts: what the one before read and served is not counted.
      for (const key of Object.keys(reads) as Bucket[]) reads[key] = 0;
      Object.assign(cost, {
        views: { landing: 0, inBrowser: 0, crawler: 0 },
        files: 0,
        renders: 0,
        cdnHits: 0,
        writes: 0,
      });
      for (const instance of Object.values(instances)) instance.coldStarts = 0;
    }
    clock.now = request.at;
    if (request.edit) {
      await edit(db, catalogue, request);
      continue;
    }
    await bucket.run(request.bucket, async () => {
      if (request.inBrowser) {
        cost.views.inBrowser += 1;
        const index = request.index ?? 0;
        if (request.inBrowser === "category" && catalogue.categories.length > 0)
          await readFirstPage(db, { ...NEWEST, category: catalogue.categories[index % catalogue.categories.length]! });
        if (request.inBrowser === "tag" && catalogue.tags.length > 0)
          await readFirstPage(db, { ...NEWEST, tag: catalogue.tags[index % catalogue.tags.length]! });
        // "All tags": the browser reads the whole list, in pages of 100 (web/src/data/content/list-tags.ts).
        if (request.inBrowser === "all-tags") await db.collection(COLLECTIONS.tags).orderBy("usageCount", "desc").get();
        return;
      }
      const target = request.target!;
      if (target.kind === "page") {
        if (request.bucket === "crawlers") cost.views.crawler += 1;
        else cost.views.landing += 1;
      } else cost.files += 1;
      const lifetimes = target.kind === "sitemap" ? SITEMAP_CDN : before ? { fresh: 0, stale: 0 } : PAGE_CDN;
      const key = `${request.edge} ${target.url}`;
      const cachedAt = cdn.get(key);
      const age = cachedAt === undefined ? Number.POSITIVE_INFINITY : clock.now - cachedAt;
      if (age < lifetimes.fresh) {
        cost.cdnHits += 1;
        return;
      }
      // Stale but within stale-while-revalidate: the visitor gets the kept copy at once, and
      // the CDN fetches a fresh one meanwhile (a render all the same).
      if (age < lifetimes.fresh + lifetimes.stale) cost.cdnHits += 1;
      await origin(target);
      cdn.set(key, clock.now);
    });
  }
  stopReads();
  stopCommits();
  cost.coldStarts = Object.values(instances).reduce((sum, instance) => sum + instance.coldStarts, 0);
  const served = cost.views.landing + cost.views.crawler;
  const servedReads = reads.landings + reads.crawlers;
  cost.perServedView = servedReads / Math.max(1, served);
  cost.perView = (servedReads + reads.browser) / Math.max(1, served + cost.views.inBrowser);
  cost.perCrawlerView = reads.crawlers / Math.max(1, cost.views.crawler);
  cost.perInBrowserView = reads.browser / Math.max(1, cost.views.inBrowser);
  return cost;
}

/**
 * What one render reads on a cold instance (nothing cached), by collection: the proof that a
 * page does not read the whole tag list, whatever the catalogue.
 */
export async function coldRenderReads(db: Firestore, request: PageDataRequest): Promise<Map<string, number>> {
  const byCollection = new Map<string, number>();
  const measuring = new AsyncLocalStorage<true>();
  const stop = onReads((path, count) => {
    if (!measuring.getStore()) return;
    const collection = path.split("/")[0] ?? path;
    byCollection.set(collection, (byCollection.get(collection) ?? 0) + count);
  });
  const cache = new RenderCache(() => readContentVersion(db));
  await measuring.run(true, async () => readPageData({ db, ...(await cache.forRequest()) }, request));
  stop();
  return byCollection;
}
