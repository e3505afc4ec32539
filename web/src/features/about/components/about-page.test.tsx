import { EMPTY_SITE_SETTINGS, type SitePage } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { SiteProvider } from "@/data/site/site-context";
import { render, screen } from "@/testing/render";
import { AboutPage } from "./about-page";

const NO_LINKS = EMPTY_SITE_SETTINGS.links;

const site = (patch: Partial<NonNullable<SitePage["settings"]>>): SitePage => ({
  settings: {
    siteName: "Ada Lens",
    tagline: "Portraits in Lyon",
    homeIntro: "",
    aboutTitle: "About Ada",
    aboutText: "",
    portraitItemId: "",
    portraitUpload: null,
    contactEmail: "ada@example.com",
    showEmail: true,
    location: "Lyon",
    links: { ...NO_LINKS, instagram: "https://instagram.com/ada" },
    shareImageItemId: "",
    footerLine: "",
    accent: "teal",
    colorScheme: "auto",
    showCameraDetails: false,
    ...patch,
  },
  portrait: null,
  shareImage: null,
});

describe("AboutPage", () => {
  it("shows the title, paragraphs with emphasis and links, the address and the links", () => {
    const { container } = render(
      <SiteProvider
        site={site({ aboutText: "I shoot *film*.\n\nSee **my** [blog](https://ada.example/blog)." })}
      >
        <AboutPage />
      </SiteProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "About Ada" })).toBeInTheDocument();
    expect(container.querySelectorAll("article p")).toHaveLength(2);
    expect(screen.getByText("film").tagName).toBe("EM");
    expect(screen.getByRole("link", { name: "blog" })).toHaveAttribute("href", "https://ada.example/blog");
    expect(screen.getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );
    expect(screen.getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://instagram.com/ada",
    );
    expect(screen.getByText("Lyon")).toBeInTheDocument();
  });

  it("renders hostile text inert: no element from markup, no script link", () => {
    const hostile =
      '<script>window.pwned = 1</script><img src=x onerror="window.pwned=1"> [click](javascript:alert(1)) [x](data:text/html,hi)';
    const { container } = render(
      <SiteProvider site={site({ aboutText: hostile, showEmail: false })}>
        <AboutPage />
      </SiteProvider>,
    );
    expect(container.querySelector("article script, article img")).toBeNull();
    expect(container.querySelector("article p")?.textContent).toBe(hostile);
    for (const link of container.querySelectorAll("a"))
      expect(link.getAttribute("href")).not.toMatch(/^(javascript|data):/i);
    expect(screen.queryByText("ada@example.com")).not.toBeInTheDocument();
  });
});
