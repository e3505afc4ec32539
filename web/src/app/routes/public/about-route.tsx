import { AboutPage } from "@/features/about/components/about-page";

/**
 * `/about`. Not lazy: the server renders it (web/src/entry-server.tsx), and the browser
 * hydrates it at once, with the same markup.
 */
export function AboutRoute() {
  return <AboutPage />;
}
