// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/page-cost.ts"
//
// Page cost: Firestore document reads per public page view, for the demo catalogue and for a
// large one (1,000 works, 200 tags, 30 categories), over a day of steady traffic with crawlers in
// the mix (bench/lib/page-views.ts: the functions' own reads against the emulator's trigger-free
// `quiet` database, behind a modelled CDN and instance, with the pages' kept copies in it: a day
// of a site that has been up a while, and apart its first day, when nothing is kept yet, a new
// site's or the first after this design is deployed; later deploys keep the copies). Goal
// (issue 36): at most 3 reads per page view Hosting serves, on average, and a render that does
// not read the whole tag list; the pages the browser shows without a page load (another
// category, "All tags") read Firestore themselves, as they did before, and are printed apart.
// The same traffic through the design before issue 36 (every view rendered, no instance cache,
// the whole tag list read) is printed beside it. Never a timing.
import { initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { PageDataRequest } from "../functions/src/ssr/web-bundle";
import { seeded } from "../scripts/lib/seeded-random";
import { writeDemoCatalogue, writeLargeCatalogue, type Catalogue } from "./lib/catalogue";
import { clearCopies, coldRenderReads, pageViewCost, type PageCost, type Traffic } from "./lib/page-views";
import { exitBench, expectSane, SMOKE } from "./lib/smoke";

const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) throw new Error("Run under the emulators: see the command at the top of this file");
const DATABASE = "quiet";
const db: Firestore = getFirestore(initializeApp({ projectId }, "bench-page-cost"), DATABASE);

/** The goal of issue 36: document reads per page view, on average. */
const GOAL = 3;
const DAY = 24;
const TRAFFIC: Traffic[] = SMOKE
  ? [
      {
        name: "an hour",
        hours: 1,
        visitsPerDay: 240,
        crawlerFetchesPerDay: 480,
        ownerEditsPerDay: 24,
        edges: 2,
      },
    ]
  : [
      // The pipeline bench's typical quiet day, with two crawlers of 300 fetches each.
      {
        name: "steady: 300 visits, 600 crawler fetches a day",
        hours: DAY,
        visitsPerDay: 300,
        crawlerFetchesPerDay: 600,
        ownerEditsPerDay: 5,
        edges: 4,
      },
      {
        name: "busy: 3,000 visits, 600 crawler fetches a day",
        hours: DAY,
        visitsPerDay: 3000,
        crawlerFetchesPerDay: 600,
        ownerEditsPerDay: 5,
        edges: 4,
      },
    ];

async function clear(): Promise<void> {
  await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/${DATABASE}/documents`, {
    method: "DELETE",
  });
}

const one = (value: number) => value.toFixed(2);
function row(label: string, cost: PageCost): string {
  return (
    `    ${label.padEnd(7)} ${one(cost.perServedView).padStart(6)} reads per page view served ` +
    `(${cost.views.landing} landings and ${cost.views.crawler} crawler fetches: ${one(cost.perCrawlerView)} a crawler's); ` +
    `with the ${cost.views.inBrowser} pages the browser read itself (${one(cost.perInBrowserView)} each), ${one(cost.perView)}; ` +
    `${cost.files} files (manifest, robots.txt, sitemap) read ${cost.reads.files}; ` +
    `${cost.renders} renders, ${cost.cdnHits} CDN hits, ${cost.coldStarts} cold starts, ${cost.writes} copies written; ` +
    `reads: landings ${cost.reads.landings}, crawlers ${cost.reads.crawlers}, browser ${cost.reads.browser}`
  );
}

async function measure(catalogue: Catalogue): Promise<void> {
  console.log(
    `\n${catalogue.name}: ${catalogue.items.length} published works, ${catalogue.categories.length} categories, ${catalogue.tags.length} tags in use`,
  );
  for (const traffic of TRAFFIC) {
    console.log(`  ${traffic.name}`);
    // Steady traffic: a day like any other, the day before's kept copies there (some stale).
    const now = await pageViewCost(db, catalogue, traffic, { after: true });
    const first = await pageViewCost(db, catalogue, traffic);
    const before = await pageViewCost(db, catalogue, traffic, { before: true });
    console.log(row("now", now));
    console.log(row("1st day", first));
    console.log(row("before", before));
    console.log(
      `    goal (≤ ${GOAL} per page view served, on a day of steady traffic): ${now.perServedView <= GOAL ? "met" : "not met"}` +
        ` (the first day, with nothing kept yet: ${one(first.perServedView)})`,
    );
    expectSane(
      `${catalogue.name} ${traffic.name}: reads per view served`,
      now.perServedView,
      Number.MIN_VALUE,
    );
    expectSane(
      `${catalogue.name} ${traffic.name}: reads per view before`,
      before.perServedView,
      now.perServedView,
    );
  }
  const tag = catalogue.tags.at(-1) ?? "none";
  const cold: [string, PageDataRequest][] = [
    ["/", { filter: { category: null, tag: null, sort: "newest" }, itemId: null }],
    [`/t/${tag}`, { filter: { category: null, tag, sort: "newest" }, itemId: null }],
    [
      `/item/${catalogue.items.at(-1)}`,
      { filter: { category: null, tag: null, sort: "newest" }, itemId: catalogue.items.at(-1)! },
    ],
  ];
  console.log(
    "  one render on a new instance, reads by collection: nothing kept yet (a site's first render), then with the copies kept",
  );
  const describe = (reads: Map<string, number>) => {
    const total = [...reads.values()].reduce((sum, count) => sum + count, 0);
    return `${total} (${[...reads].map(([collection, count]) => `${collection} ${count}`).join(", ")})`;
  };
  for (const [url, request] of cold) {
    await clearCopies(db);
    const first = await coldRenderReads(db, request);
    const kept = await coldRenderReads(db, request);
    console.log(`    ${url.padEnd(18)} ${describe(first)}; kept: ${describe(kept)}`);
    // The tags it reads: the first few, their count and the page's own tag, never the whole list.
    expectSane(`${url}: tag reads on a first render`, first.get("tags") ?? 0, 1, 12);
    expectSane(
      `${url}: reads on a render with the copies kept`,
      [...kept.values()].reduce((a, b) => a + b, 0),
      1,
      8,
    );
  }
}

console.log(
  `page cost: document reads per public page view (goal ≤ ${GOAL} per page view served, on average)`,
);
console.log(
  "  (a visit lands on a rendered page, fetches the manifest and views two pages in the browser; " +
    "crawlers fetch any page, robots.txt and the sitemap; the owner saves a few changes a day)",
);
await clear();
await measure(await writeDemoCatalogue(db));
await clear();
await measure(
  await writeLargeCatalogue(db, seeded(3), SMOKE ? { works: 60, tags: 20, categories: 5 } : undefined),
);
await clear();
exitBench();
