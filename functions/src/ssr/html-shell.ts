import type { PageHead } from "./web-bundle";

/** Text made safe for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** JSON inside a `<script>`: no `<` at all, so nothing in it can close or comment the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The head tags of a page, every value escaped. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.preloads,
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** `text` with [start, end) replaced by `insert`: plain slicing, so `$&` and the like stay literal. */
function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** Removes the first match of `pattern` (the shell's own title or description). */
function removeFirst(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  return match ? splice(text, match.index, match.index + match[0].length, "") : text;
}

/** What goes into the shell. */
export interface ShellParts {
  /** Head markup, already escaped (headTags). */
  head: string;
  /** Markup of `#root`. */
  root: string;
  /** Markup placed right after `#root` (the embedded data). */
  afterRoot: string;
  /** The site's default colour scheme, written on `<html>` for the shell's pre-paint script. */
  colorScheme?: "auto" | "light" | "dark";
}

/** Thrown when the shell lacks the element a part goes into (a broken build). */
export class ShellShapeError extends Error {
  constructor(readonly missing: string) {
    super(`the page shell has no ${missing}`);
    this.name = "ShellShapeError";
  }
}

/**
 * The built index.html with a page's head and markup put in. The parts are inserted by
 * position, never through `String.replace` with a replacement string, so a caption holding
 * `$&`, `` $` `` or `$'` appears as written.
 */
export function fillShell(shell: string, parts: ShellParts): string {
  let html = removeFirst(shell, /<title>[\s\S]*?<\/title>\s*/i);
  const htmlTag = /<html\b[^>]*/i.exec(html);
  if (parts.colorScheme && parts.colorScheme !== "auto" && htmlTag) {
    const end = htmlTag.index + htmlTag[0].length;
    html = splice(html, end, end, ` data-folio-scheme="${parts.colorScheme}"`);
  }
  html = removeFirst(html, /<meta\s+name=["']description["'][^>]*>\s*/i);
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) throw new ShellShapeError("</head>");
  html = splice(html, headEnd, headEnd, `  ${parts.head}\n  `);
  const root = /<div id="root"><\/div>/.exec(html);
  if (!root) throw new ShellShapeError('<div id="root"></div>');
  const end = root.index + root[0].length;
  return splice(html, root.index, end, `<div id="root">${parts.root}</div>${parts.afterRoot}`);
}
