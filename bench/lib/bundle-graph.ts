// Pure reading of a Vite build: which files the first load of a page needs.
import path from "node:path/posix";

/** What index.html asks for before any script runs. */
export interface HtmlEntries {
  /** `<script type="module" src>` entries. */
  scripts: string[];
  /** `<link rel="modulepreload" href>` hints (fetched in parallel with the entry). */
  preloads: string[];
  /** `<link rel="stylesheet" href>` files. */
  styles: string[];
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1] ?? null;
}

/** Site-relative paths ("/assets/x.js" → "assets/x.js") of what index.html loads. */
export function readHtmlEntries(html: string): HtmlEntries {
  const entries: HtmlEntries = { scripts: [], preloads: [], styles: [] };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src && /type\s*=\s*["']module["']/i.test(tag)) entries.scripts.push(src.replace(/^\//, ""));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, "href");
    const rel = attribute(tag, "rel");
    if (!href || !rel) continue;
    if (rel === "modulepreload") entries.preloads.push(href.replace(/^\//, ""));
    if (rel === "stylesheet") entries.styles.push(href.replace(/^\//, ""));
  }
  return entries;
}

/** Relative specifiers a chunk imports statically and dynamically. */
export function readChunkImports(code: string): { static: string[]; dynamic: string[] } {
  const found = { static: new Set<string>(), dynamic: new Set<string>() };
  // `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"` (minified or not).
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g))
    found.static.add(match[1]!);
  for (const match of code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g)) found.dynamic.add(match[1]!);
  return { static: [...found.static], dynamic: [...found.dynamic] };
}

/**
 * Every JS file loaded before the page can run: the entry scripts, the modulepreload hints
 * and, transitively, what each of them imports statically. `read` returns a file's code.
 */
export function staticClosure(roots: readonly string[], read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const queue = roots.filter((file) => file.endsWith(".js"));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of readChunkImports(read(file)).static)
      queue.push(path.normalize(path.join(path.dirname(file), specifier)));
  }
  return [...seen];
}
