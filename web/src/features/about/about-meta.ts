import { parseMarkup, type MarkupInline, type SiteDisplay, type SitePage } from "@folio/domain";
import { clipDescription, type PageMeta } from "@/features/seo/page-meta";

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
  return {
    title: display.aboutTitle,
    description: (first ? clipDescription(plainText(first.children)) : "") || display.tagline,
    image: site?.portrait?.url ?? null,
    type: "website",
  };
}
