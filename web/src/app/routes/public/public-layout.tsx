import { Container } from "@mantine/core";
import { SITE_ACCENTS } from "@folio/domain";
import type { CSSProperties } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { SchemeToggle } from "./scheme-toggle";
import { paths } from "@/config/paths";
import { usePageViewTracking } from "@/data/analytics/tracker";
import { useSite } from "@/data/site/site-context";
import classes from "./public-layout.module.css";

/** Main navigation; "Work" covers every gallery address and the viewer. */
const NAV = [
  { to: paths.home.href(), label: "Work", matches: /^\/($|c\/|t\/|item\/)/ },
  { to: paths.about.href(), label: "About", matches: /^\/about/ },
  { to: paths.contact.href(), label: "Contact", matches: /^\/contact/ },
  { to: paths.booking.href(), label: "Book a shoot", matches: /^\/booking/ },
] as const;

/** Header, main landmark and footer around every public page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { display, page } = useSite();
  const tagline = page?.settings?.tagline;
  usePageViewTracking();
  const accent = SITE_ACCENTS[display.accent];
  // The owner's accent, one shade per scheme (each passes AA on its surface: SITE_ACCENTS).
  const accentStyle = { "--folio-accent": `light-dark(${accent.light}, ${accent.dark})` } as CSSProperties;
  return (
    <div className={classes.shell} style={accentStyle}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Container size="xl" w="100%" component="header" className={classes.header}>
        <div className={classes.identity}>
          <Link to={paths.home.href()} className={classes.brand}>
            {display.name}
          </Link>
          {tagline && <span className={classes.tagline}>{tagline}</span>}
        </div>
        <nav aria-label="Main" className={classes.nav}>
          {NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={classes.navLink}
              aria-current={item.matches.test(pathname) ? "page" : undefined}
            >
              {item.label}
            </Link>
          ))}
          <SchemeToggle className={classes.toggle} />
        </nav>
      </Container>
      <Container size="xl" w="100%" component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Container>
      <Container size="xl" w="100%" component="footer" className={classes.footer}>
        <span>
          © {new Date().getFullYear()} {display.name}.{display.footerLine && ` ${display.footerLine}`} No
          cookies; visits are counted anonymously.
        </span>
        <span>
          {display.links.map((link) => (
            <span key={link.key}>
              <a href={link.url} rel="me noopener noreferrer">
                {link.label}
              </a>{" "}
              ·{" "}
            </span>
          ))}
          <Link to={paths.contact.href()}>Get in touch</Link> ·{" "}
          <Link to={paths.booking.href()}>Book a shoot</Link>
        </span>
      </Container>
    </div>
  );
}
