import { SITE_PATTERNS } from "./limits";

/**
 * The about page's small markup: a paragraph per blank-line-separated block, a line break per
 * single newline, `**strong**`, `*emphasis*` and `[text](https://…)` links. Anything else,
 * HTML included, is plain text, and a link whose address is not `https:`/`http:` stays as
 * typed. Hand-written because Markdown libraries bring a full parser (and raw HTML) to the
 * public pages' first load for three constructs; the result is data that the web app renders
 * as React elements, so nothing in it is ever parsed as HTML.
 */
export type MarkupInline =
  | { type: "text"; text: string }
  | { type: "break" }
  | { type: "strong"; children: MarkupInline[] }
  | { type: "em"; children: MarkupInline[] }
  | { type: "link"; href: string; children: MarkupInline[] };

/** One paragraph of the markup. */
export interface MarkupParagraph {
  children: MarkupInline[];
}

/** `[label](address)` at the start of `text`, or null. */
function linkAt(text: string): { label: string; href: string; length: number } | null {
  const match = /^\[([^\]\n]+)\]\(([^()\s]+)\)/.exec(text);
  if (!match?.[1] || !match[2] || !SITE_PATTERNS.link.test(match[2])) return null;
  return { label: match[1], href: match[2], length: match[0].length };
}

/** Text between `marker` at the start of `text` and its next occurrence (not blank at either end). */
function spanAt(text: string, marker: string): string | null {
  if (!text.startsWith(marker)) return null;
  const end = text.indexOf(marker, marker.length);
  const inner = text.slice(marker.length, end);
  if (end < 0 || inner.trim() !== inner || inner === "") return null;
  return inner;
}

function parseInline(text: string, inLink: boolean): MarkupInline[] {
  const out: MarkupInline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push({ type: "text", text: plain });
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const link = inLink ? null : rest.startsWith("[") ? linkAt(rest) : null;
    const strong = spanAt(rest, "**");
    const em = strong === null && !rest.startsWith("**") ? spanAt(rest, "*") : null;
    if (link) {
      flush();
      out.push({ type: "link", href: link.href, children: parseInline(link.label, true) });
      i += link.length;
    } else if (strong !== null) {
      flush();
      out.push({ type: "strong", children: parseInline(strong, inLink) });
      i += strong.length + 4;
    } else if (em !== null) {
      flush();
      out.push({ type: "em", children: parseInline(em, inLink) });
      i += em.length + 2;
    } else if (rest.startsWith("\n")) {
      flush();
      out.push({ type: "break" });
      i += 1;
    } else {
      plain += text.charAt(i);
      i += 1;
    }
  }
  flush();
  return out;
}

/** The paragraphs of a text in the markup. */
export function parseMarkup(text: string): MarkupParagraph[] {
  return text
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => ({ children: parseInline(block, false) }));
}
