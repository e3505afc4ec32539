import { useSite } from "@/data/site/site-context";
import { PageMetaTags } from "@/features/seo/use-page-meta";
import { aboutMeta } from "../about-meta";
import classes from "./about-page.module.css";
import { Markup } from "./markup";

/** `/about`: the owner's portrait, their text, how to reach them and where else to find them. */
export function AboutPage() {
  const { display, page } = useSite();
  const portrait = page?.portrait ?? null;
  const hasDetails = display.email || display.location || display.links.length > 0;
  return (
    <article className={classes.page} data-with-portrait={portrait ? "" : undefined}>
      <PageMetaTags {...aboutMeta(display, page)} />
      {portrait && (
        <img
          className={classes.portrait}
          src={portrait.url}
          srcSet={portrait.sizes.map((size) => `${size.url} ${size.width}w`).join(", ") || undefined}
          sizes="(min-width: 48em) 40vw, 100vw"
          width={portrait.width}
          height={portrait.height}
          alt={portrait.alt}
          fetchPriority="high"
        />
      )}
      <div>
        <h1 className={classes.title}>{display.aboutTitle}</h1>
        <div className={classes.text}>
          {display.aboutText ? <Markup text={display.aboutText} /> : <p>{display.tagline}</p>}
        </div>
        {hasDetails && (
          <dl className={classes.details}>
            {display.email && (
              <>
                <dt>Email</dt>
                <dd>
                  <a className={classes.link} href={`mailto:${display.email}`}>
                    {display.email}
                  </a>
                </dd>
              </>
            )}
            {display.location && (
              <>
                <dt>Based in</dt>
                <dd>{display.location}</dd>
              </>
            )}
            {display.links.length > 0 && (
              <>
                <dt>Elsewhere</dt>
                <dd>
                  <ul className={classes.links}>
                    {display.links.map((link) => (
                      <li key={link.key}>
                        <a className={classes.link} href={link.url} rel="me noopener noreferrer">
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </dl>
        )}
      </div>
    </article>
  );
}
