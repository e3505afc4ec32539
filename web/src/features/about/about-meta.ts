import { parseMarkup, type MarkupInline, type SiteDisplay, type SitePage } from "@folio/domain";
import type { PageMeta } from "@/features/seo/page-meta";

/** Longest description worth giving a search result or a link preview. */
const DESCRIPTION_MAX = 200;

function plainText(nodes: MarkupInline[]): string {
  return nodes
    .map((node) =>
      node.type === "text" ? node.text : node.type === "break" ? " " : plainText(node.children),
    )
    .join("");
}

/** Meta of `/about`: its title, its text's first paragraph (else the tagline) and the portrait. */
export function aboutMeta(display: SiteDisplay, site: SitePage | null): PageMeta {
  const first = parseMarkup(display.aboutText)[0];
  const text = first ? plainText(first.children).replace(/\s+/g, " ").trim() : "";
  const description =
    text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
  return {
    title: display.aboutTitle,
    description: description || display.tagline,
    image: site?.portrait?.url ?? null,
    type: "website",
  };
}
