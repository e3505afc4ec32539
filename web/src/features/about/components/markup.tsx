import { parseMarkup, type MarkupInline } from "@folio/domain";
import type { ReactNode } from "react";
import classes from "./about-page.module.css";

function inline(nodes: MarkupInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "break":
        return <br key={index} />;
      case "strong":
        return <strong key={index}>{inline(node.children)}</strong>;
      case "em":
        return <em key={index}>{inline(node.children)}</em>;
      case "link":
        // The parser made a link only of an https:/http: address (domain/src/site/markup.ts).
        return (
          <a key={index} href={node.href} rel="noopener noreferrer" className={classes.link}>
            {inline(node.children)}
          </a>
        );
    }
  });
}

/**
 * Text in the about page's markup as React elements: paragraphs, line breaks, emphasis and
 * links. Everything else is text, which React escapes; no HTML is ever parsed.
 */
export function Markup({ text }: { text: string }) {
  return parseMarkup(text).map((paragraph, index) => <p key={index}>{inline(paragraph.children)}</p>);
}
