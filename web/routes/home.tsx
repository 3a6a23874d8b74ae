import { lazy, memo, Suspense } from "react";
import { siteConfig } from "../../site.config";
import { afterLoad } from "../lib/after-load";
import { personJsonLd } from "../lib/json-ld";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => [...pageMeta({ title: "Home", description: siteConfig.description, path: "/" }), { "script:ld+json": personJsonLd(siteConfig) }]);

// The home page is prerendered links and text: its code and its icons (five more files) load once
// the page has loaded (lib/after-load.ts), so they never hold up the `load` event the splash waits
// for. Until then React keeps the prerendered page on screen and its links work as plain links.
const HomePage = lazy(async () => {
  // The prerender has no window and renders the page at once.
  if (typeof window !== "undefined") await new Promise<void>((resolve) => afterLoad(resolve));
  const { HomePage: Page } = await import("../features/home/home-page");
  return { default: Page };
});

/** Memoized: an update reaching the boundary before its code has arrived would make React replace the prerendered page with the empty fallback. */
const Home = memo(function Home() {
  return (
    <Suspense fallback={null}>
      <HomePage />
    </Suspense>
  );
});

export default function HomeRoute() {
  return <Home />;
}
