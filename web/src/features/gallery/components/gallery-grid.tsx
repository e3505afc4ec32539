import type { GalleryItem } from "@folio/domain";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { RowsPhotoAlbum, type RenderImageProps, type RenderLinkProps } from "react-photo-album";
import SSR from "react-photo-album/ssr";
import "react-photo-album/rows.css";
import { Link, useLocation } from "react-router";
import { ALBUM_BREAKPOINTS, EAGER_SIZES, EAGER_TILES, PRIORITY_TILES } from "../lib/first-paint";
import { toPhoto, type GalleryPhoto } from "../lib/to-photo";
import classes from "./gallery-grid.module.css";

/** Width the album takes at each viewport, so the browser picks the right srcset entry. */
const ALBUM_SIZES = {
  size: "min(1320px, calc(100vw - 48px))",
  sizes: [{ viewport: "(max-width: 600px)", size: "calc(100vw - 24px)" }],
};

/**
 * Row height at each layout width (ALBUM_BREAKPOINTS: 300, 600, 1000), before the layout
 * scales to the container: phones get two or three photos a row, about 200 px high; desktops
 * rows of 260 to 340 px.
 */
function targetRowHeight(containerWidth: number): number {
  if (containerWidth < 600) return 170;
  if (containerWidth < 1000) return 200;
  return 260;
}

function spacing(containerWidth: number): number {
  return containerWidth < 600 ? 4 : 8;
}

function TileImage({ props, index }: { props: RenderImageProps; index: number }) {
  const eager = index < EAGER_TILES;
  // The first tiles are in the server's HTML and may paint before hydration: no fade for them.
  const [loaded, setLoaded] = useState(eager);
  // An image that finished before hydration fires no load event React could see.
  const seeComplete = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) setLoaded(true);
  }, []);
  const { className, ...rest } = props;
  return (
    <img
      {...rest}
      {...(eager
        ? {
            loading: "eager" as const,
            // Every breakpoint's copy of the album asks for the same file, so hidden copies cost nothing.
            sizes: EAGER_SIZES,
            fetchPriority: index < PRIORITY_TILES ? ("high" as const) : undefined,
          }
        : {})}
      ref={seeComplete}
      className={[className, classes.image].filter(Boolean).join(" ")}
      data-loaded={loaded || undefined}
      onLoad={() => setLoaded(true)}
      onError={() => setLoaded(true)}
    />
  );
}

export interface GalleryGridProps {
  /** Items in display order. */
  items: readonly GalleryItem[];
}

/**
 * Justified rows of photos; every tile is a link to its item, which opens the viewer. The
 * album is laid out at fixed breakpoints: the server renders one layout per breakpoint and
 * CSS container queries show the right one, then hydration keeps that one (same rows, so
 * nothing moves).
 */
export function GalleryGrid({ items }: GalleryGridProps) {
  const location = useLocation();
  const photos = useMemo(() => items.map(toPhoto), [items]);
  // Read back by openedFrom(): closing the viewer returns to this gallery.
  const state = { from: `${location.pathname}${location.search}` };
  return (
    <SSR breakpoints={ALBUM_BREAKPOINTS}>
      <RowsPhotoAlbum<GalleryPhoto>
        photos={photos}
        spacing={spacing}
        targetRowHeight={targetRowHeight}
        rowConstraints={{ singleRowMaxHeight: 420 }}
        sizes={ALBUM_SIZES}
        componentsProps={{ container: { "aria-label": "Works" } }}
        render={{
          link: ({ href, className, ...rest }: RenderLinkProps) => (
            <Link
              {...rest}
              to={href}
              state={state}
              className={[className, classes.tile].filter(Boolean).join(" ")}
            />
          ),
          image: (props, { index }) => <TileImage props={props} index={index} />,
          extras: (_, { photo }) => (
            <>
              {photo.item.type === "video" && (
                <span className={classes.badge} aria-hidden>
                  <IconPlayerPlayFilled size={14} />
                </span>
              )}
              <span className={classes.caption} aria-hidden>
                {photo.item.title}
              </span>
            </>
          ),
        }}
      />
    </SSR>
  );
}
