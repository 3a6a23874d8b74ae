import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { unlocalizedPath } from "../../contracts/locales";
import { ChatWidget } from "../features/chat/chat-widget";
import { useMessages } from "../i18n/i18n";
import { isGameScreen } from "../lib/game-screen";
import { BackButton } from "./back-button";
import { ShellExtras } from "./deferred-parts";
import { Footer } from "./footer";
import { GREETING_SLOT_ID, greetingShownOn } from "./greeting-pages";
import { Header } from "./header";
import { shellMessages } from "./shell-messages";

export function AppShell({ children }: { children: ReactNode }) {
  const t = useMessages(shellMessages);
  // The page's path without its language prefix: /hi/games/snake is a game screen too.
  const pathname = unlocalizedPath(useLocation().pathname);
  const gameScreen = isGameScreen(pathname);
  const greeting = greetingShownOn(pathname);
  useEffect(() => {
    // A marker for browser tests and for CSS that should wait for interactivity.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[300] focus:rounded-lg focus:bg-brand-600 focus:p-3 focus:text-white">
        {t.skipToContent}
      </a>
      <Header />
      {/* The greeting's own place, at its full height from the first paint (app.css): it lies over
          nothing and the page below never moves when it arrives. */}
      {greeting && <div id={GREETING_SLOT_ID} className="greeting-slot mx-auto max-w-6xl px-4 pt-3" />}
      {/* A game screen has its own single link back (to /games) in its compact head: two stacked
          Back buttons would push the board below a phone's fold (docs/decisions/026). */}
      {pathname !== "/" && !gameScreen && (
        <div className="mx-auto max-w-6xl px-4 pt-4">
          <BackButton />
        </div>
      )}
      <main id="main" className={`mx-auto max-w-6xl px-4 ${gameScreen ? "pb-6 pt-2" : "py-6"}`}>
        {children}
      </main>
      <Footer />
      {/* Greeting, particles, easter eggs, toaster, update prompt: after the page has loaded. */}
      <ShellExtras greeting={greeting} />
      {/* The chat button is tapped early and dragged: it runs at once, its window's code is lazy. */}
      <ChatWidget />
    </>
  );
}
