import { describe, expect, it } from "vitest";
import { render } from "@/testing/render";
import { PageMetaTags } from "./use-page-meta";

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;

describe("PageMetaTags", () => {
  it("writes the title, description, canonical address and Open Graph tags of the page", () => {
    window.history.replaceState(null, "", "/item/harbour?utm_source=share");
    render(
      <PageMetaTags
        title="Harbour at dawn"
        description="Boats leave before the light."
        image="/demo/harbour.jpg"
        type="article"
      />,
    );
    expect(document.title).toBe("Harbour at dawn — Folio");
    expect(meta("description")).toBe("Boats leave before the light.");
    expect(meta("og:title")).toBe("Harbour at dawn — Folio");
    expect(meta("og:type")).toBe("article");
    expect(meta("og:image")).toBe(`${window.location.origin}/demo/harbour.jpg`);
    expect(meta("og:url")).toBe(`${window.location.origin}/item/harbour`);
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${window.location.origin}/item/harbour`,
    );
  });

  it("replaces the previous page's tags instead of adding more, and drops an image it no longer has", () => {
    const { rerender } = render(<PageMetaTags title="One" image="/one.jpg" />);
    rerender(<PageMetaTags title="" />);
    expect(document.title).toBe("Folio");
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(meta("og:image")).toBeUndefined();
    expect(meta("description")).toBe("A portfolio of photography and film.");
  });

  it("adds the owner's schema.org Person on a page the server did not render, once", () => {
    const { rerender } = render(<PageMetaTags title="One" />);
    rerender(<PageMetaTags title="Two" />);
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? "")).toMatchObject({ "@type": "Person", name: "Folio" });
  });

  it("keeps the JSON-LD a server-rendered page carries", () => {
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
    const server = document.createElement("script");
    server.type = "application/ld+json";
    const fromServer = '{"@type":"Person","name":"From the server"}';
    server.textContent = fromServer;
    document.head.append(server);
    render(<PageMetaTags title="One" />);
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(Array.from(scripts, (script) => script.textContent)).toEqual([fromServer]);
    server.remove();
  });
});
