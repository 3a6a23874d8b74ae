/**
 * The parts of the shell that neither the first paint nor the first tap needs: the greeting box and its rotation, the language offer, the particles, the easter eggs, the scroll-to-top button, the
 * toaster, the console greeting, analytics, and the service worker's update prompt. One chunk,
 * loaded by `ShellExtras` (deferred-parts.tsx) once the page has loaded and the browser is idle,
 * so the first visit's JavaScript holds little more than React, React Router and the page. It is
 * one wave on purpose: a part loaded in a second step (the toaster was, once the rest had mounted)
 * arrives a few hundred milliseconds later, which on a game page is inside a round a player started
 * at once, and its first render was a long task there (bench/games-long-tasks.ts).
 *
 * What of this is in the prerendered HTML (the chat button, the empty particle layer) stays on
 * screen until the chunk arrives: React keeps a Suspense boundary's server HTML while its lazy
 * component loads, so nothing moves or flashes.
 */
import { useEffect } from "react";
import { AnalyticsLoader, ConsoleGreeting } from "./analytics";
import { EasterEggs } from "./effects/easter-eggs";
import { Particles } from "./effects/particles";
import { GreetingBox } from "./greeting-box";
import { LanguageOffer } from "./language-offer";
import { ScrollToTopButton } from "./scroll-to-top";
import { ServiceWorkerUpdates } from "./service-worker-updates";
import { Toaster } from "./toaster";

export function DeferredShell({ greeting }: { greeting: boolean }) {
  // React runs a parent's effects after its children's, so this marks the moment every part above
  // has set up its listeners (the N key, clicks): the browser tests and benchmarks wait for it, as
  // they wait for `data-hydrated`.
  useEffect(() => {
    document.documentElement.dataset.extras = "ready";
  }, []);
  return (
    <>
      <Particles />
      {greeting && <GreetingBox />}
      <LanguageOffer />
      <EasterEggs />
      <ScrollToTopButton />
      <Toaster />
      <ConsoleGreeting />
      <AnalyticsLoader />
      <ServiceWorkerUpdates />
    </>
  );
}
