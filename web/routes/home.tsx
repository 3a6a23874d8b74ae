import { lazy, memo, Suspense } from "react";
import { siteConfig } from "../../site.config";
import { siteWords } from "../../publishing/site-identity";
import { locale } from "../i18n/i18n";
import { withPartTexts } from "../i18n/route-texts";
import { personJsonLd } from "../lib/json-ld";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => [
  ...pageMeta({ title: "Home", description: siteWords(siteConfig, locale.get()).description, path: "/" }),
  { "script:ld+json": personJsonLd(siteConfig) },
]);

// The home page is prerendered links, text and the avatar button. Its code (and its icons, five
// more files) is not route code, so it is not on the first visit's critical path (it held back the
// largest paint when it was), but it is asked for as soon as this module runs, beside hydration,
// not after `load` and idle: the avatar said it was not ready for seconds (lib/ui/not-ready.ts).
// Until it arrives React keeps the prerendered page on screen and its links work as plain links.
// On a translated page its texts come with it (the page a visit lands on carries them inline).
const loadHome = withPartTexts("features/home/home-page", () => import("../features/home/home-page"));
const homeCode = typeof window === "undefined" ? null : loadHome();
const HomePage = lazy(async () => {
  const { HomePage: Page } = await (homeCode ?? loadHome());
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
