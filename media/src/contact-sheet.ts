// `npm run contact-sheet -w @folio/media [-- id ...]`: one PNG of the generated media
// (test-artifacts/media/contact-sheet.png), to review them without an image viewer for WebP.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ARTIFACTS_DIR, launchBrowser } from "./chromium";
import { DEMO_DIR, readManifest } from "../../scripts/seed/demo-media";

const wanted = process.argv.slice(2);
const entries = Object.entries(readManifest().media).filter(
  ([id]) => wanted.length === 0 || wanted.includes(id),
);
const dataUrl = (url: string) =>
  `data:image/webp;base64,${readFileSync(path.join(DEMO_DIR, path.basename(url))).toString("base64")}`;
const cells = entries.map(([id, media]) => {
  const preview = media.sizes.find((size) => size.width >= 700) ?? media.sizes.at(-1)!;
  return `<figure><img src="${dataUrl(preview.url)}"><figcaption>${id} · ${media.type} · ${media.width}×${media.height}</figcaption></figure>`;
});
const html = `<!doctype html><style>
body{margin:0;background:#222;color:#ddd;font:14px sans-serif;display:grid;grid-template-columns:repeat(${wanted.length === 1 ? 1 : 2},1fr);gap:12px;padding:12px;width:${wanted.length === 1 ? 1000 : 1400}px}
figure{margin:0} img{width:100%;display:block} figcaption{padding:4px 0}
</style>${cells.join("")}`;

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: wanted.length === 1 ? 1024 : 1424, height: 800 } });
  await page.setContent(html);
  const dir = path.join(ARTIFACTS_DIR, "media");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "contact-sheet.png");
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
} finally {
  await browser.close();
}
