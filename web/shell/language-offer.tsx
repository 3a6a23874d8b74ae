import { Globe, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { create } from "zustand";
import { textDirection, unlocalizedPath, type Locale } from "../../contracts/locales";
import { useLocale } from "../i18n/i18n";
import { isGameRunning } from "../lib/game-activity";
import { isGameScreen } from "../lib/game-screen";
import { readString, writeString } from "../lib/safe-storage";
import { LANGUAGE_OFFER_TEXT, LANGUAGE_STORAGE_KEY, languageSwitchPath, offeredLocale } from "./language-choice";

/** Whether the offer is on screen: the greeting box and the scroll-to-top button make room for it. */
const useOfferStore = create<{ shown: boolean }>(() => ({ shown: false }));

export function useLanguageOfferShown(): boolean {
  return useOfferStore((s) => s.shown);
}

/**
 * The first-visit offer (docs/decisions/048-languages.md): a visitor who has chosen no language and
 * whose browser prefers one of the translations over the page's gets one line, in that language,
 * linking to this same page in it, and a Close button. Never a redirect. Either answer is
 * remembered (the link: the language offered; Close: the page's), so it is asked once.
 *
 * It decides after hydration, in the browser only (prerendered HTML and crawlers see nothing), and
 * stands fixed at the bottom, so nothing on the page moves. Not on a game's screen, nor while a
 * round runs: nothing floats over play (docs/decisions/047-nothing-floats-over-play.md).
 */
export function LanguageOffer() {
  const pageLocale = useLocale();
  const location = useLocation();
  const [offer, setOffer] = useState<Exclude<Locale, "en"> | undefined>(undefined);
  const onGameScreen = isGameScreen(unlocalizedPath(location.pathname));

  useEffect(() => {
    // `data-language-offer` on <html> says the offer has decided (the language offered, or "none"):
    // the browser tests wait for it instead of guessing how long deciding takes.
    const offers = !onGameScreen && !isGameRunning();
    const offered = offers ? offeredLocale(readString(LANGUAGE_STORAGE_KEY), navigator.languages ?? [navigator.language], pageLocale) : undefined;
    if (offers) setOffer(offered);
    document.documentElement.dataset.languageOffer = offered ?? "none";
  }, [onGameScreen, pageLocale]);

  const shown = offer !== undefined && !onGameScreen;
  useEffect(() => {
    useOfferStore.setState({ shown });
    return () => useOfferStore.setState({ shown: false });
  }, [shown]);

  if (!shown) return null;
  const text = LANGUAGE_OFFER_TEXT[offer];
  const answer = (remembered: Locale) => {
    writeString(LANGUAGE_STORAGE_KEY, remembered);
    setOffer(undefined);
  };
  return (
    <aside
      lang={offer}
      dir={textDirection(offer)}
      aria-label={text.read}
      data-testid="language-offer"
      data-floating
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-2 border-t border-[var(--border)] bg-[var(--card)] py-1 ps-4 pe-1 text-sm shadow-lg lg:inset-x-auto lg:bottom-4 lg:start-4 lg:max-w-md lg:rounded-2xl lg:border"
    >
      <Globe className="size-4 shrink-0 text-brand-500" aria-hidden />
      <a
        href={languageSwitchPath(location.pathname, location.search, location.hash, offer)}
        hrefLang={offer}
        onClick={() => writeString(LANGUAGE_STORAGE_KEY, offer)}
        className="flex min-h-11 min-w-0 flex-1 items-center font-semibold underline underline-offset-4"
      >
        {text.read}
      </a>
      <button
        type="button"
        aria-label={text.close}
        onClick={() => answer(pageLocale)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
      >
        <X className="size-5" aria-hidden />
      </button>
    </aside>
  );
}
