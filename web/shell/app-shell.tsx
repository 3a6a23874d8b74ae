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
import { LazyToaster } from "./lazy-toaster";
import { ServiceWorkerUpdates } from "./service-worker-updates";

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
    <>
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
      <LazyToaster />
      <ScrollToTopOnNavigate />
      <ConsoleGreeting />
      <AnalyticsLoader />
      <ServiceWorkerUpdates />
    </>
  );
}
