import * as Tooltip from "@radix-ui/react-tooltip";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { ChatWidget } from "../features/chat/chat-widget";
import { AnalyticsLoader, ConsoleGreeting } from "./analytics";
import { BackButton } from "./back-button";
import { EasterEggs } from "./effects/easter-eggs";
import { Particles } from "./effects/particles";
import { Footer } from "./footer";
import { GreetingBox } from "./greeting-box";
import { Header } from "./header";
import { ScrollToTopButton, ScrollToTopOnNavigate } from "./scroll-to-top";
import { ServiceWorkerUpdates } from "./service-worker-updates";
import { Toaster } from "./toaster";

/** Spec 1 section 9: tooltip delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function isGameScreen(pathname: string): boolean {
  return /^\/games\/[^/]+$/.test(pathname);
}

export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // A marker for browser tests and for CSS that should wait for interactivity.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[300] focus:rounded-lg focus:bg-brand-600 focus:p-3 focus:text-white">
        Skip to content
      </a>
      <Header />
      {pathname !== "/" && (
        <div className="mx-auto max-w-6xl px-4 pt-4">
          <BackButton />
        </div>
      )}
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
      <Footer />
      <Particles />
      {/* On a game screen the box would sit over the controls of a phone-sized board. */}
      {!isGameScreen(pathname) && <GreetingBox />}
      <EasterEggs />
      <ScrollToTopButton />
      <ChatWidget />
      <Toaster />
      <ScrollToTopOnNavigate />
      <ConsoleGreeting />
      <AnalyticsLoader />
      <ServiceWorkerUpdates />
    </Tooltip.Provider>
  );
}
