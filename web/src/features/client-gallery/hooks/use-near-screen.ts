import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element is on screen or within `margin` of it. With `once`, stays true after the
 * first time (a tile keeps its picture); without, follows the element (a load-more sentinel).
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = "600px", once = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setNear(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, once]);
  return near;
}
