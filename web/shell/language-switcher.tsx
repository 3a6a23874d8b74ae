import { params } from "@nanostores/i18n";
import { Check, Globe } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../contracts/locales";
import { defineMessages, useLocale, useMessages } from "../i18n/i18n";
import { writeString } from "../lib/safe-storage";
import { LANGUAGE_STORAGE_KEY, languageSwitchPath } from "./language-choice";

export const languageMessages = defineMessages("shell-language", {
  language: "Language",
  current: params("Language: {name}"),
});

/** The header button's short mark of the page's language, in that language's own script. */
const SHORT: Record<Locale, string> = { en: "EN", hi: "हि", "pt-BR": "PT", id: "ID", ar: "ع" };

/** Remembers the visitor's choice, so the first-visit offer never asks again. */
export function rememberLanguage(locale: Locale): void {
  writeString(LANGUAGE_STORAGE_KEY, locale);
}

/**
 * The five languages by their own names, each a plain link to this same page in that language
 * (a full page load: the document's lang, dir and inline translations change), the page's own
 * marked current.
 */
export function LanguageLinks({ className = "", inline = false }: { className?: string; inline?: boolean }) {
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <ul className={className}>
      {LOCALES.map((code) => {
        const isCurrent = code === current;
        return (
          <li key={code}>
            <a
              href={languageSwitchPath(pathname, search, hash, code)}
              lang={code}
              hrefLang={code}
              aria-current={isCurrent ? "true" : undefined}
              onClick={() => rememberLanguage(code)}
              data-language={code}
              className={
                inline
                  ? `inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline ${isCurrent ? "font-bold" : ""}`
                  : `flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 font-medium ${isCurrent ? "bg-brand-600 text-white" : "hover:bg-[var(--bg)]"}`
              }
            >
              <span className="min-w-0 flex-1">{LOCALE_NAMES[code]}</span>
              {isCurrent && !inline && <Check className="size-4 shrink-0" aria-hidden />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The header's switcher on wide screens: a 44 px button (globe and the language's short mark)
 * opening the list below it. Escape, a press outside or focus leaving it closes the list.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const t = useMessages(languageMessages);
  const current = useLocale();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!(e.target instanceof Node && root.current?.contains(e.target))) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={`relative ${className}`}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t.current({ name: LOCALE_NAMES[current] })}
        data-testid="language-switcher"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl border border-[var(--border)] bg-[var(--card)] px-2.5 text-sm font-semibold"
      >
        <Globe className="size-5 shrink-0" aria-hidden />
        <span lang={current} aria-hidden>
          {SHORT[current]}
        </span>
      </button>
      <div
        id={listId}
        hidden={!open}
        data-testid="language-list"
        className="absolute end-0 top-full z-50 mt-2 w-56 rounded-xl border border-[var(--border)] bg-[var(--card)] p-2 text-start shadow-xl"
      >
        <nav aria-label={t.language}>
          <LanguageLinks className="grid gap-1 text-sm" />
        </nav>
      </div>
    </div>
  );
}

/** The mobile menu's list (`inline` false) and the footer's line (`inline`): the languages after a "Language" label. */
export function LanguageSection({ className = "", inline = false }: { className?: string; inline?: boolean }) {
  const t = useMessages(languageMessages);
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className={className} data-testid={inline ? "footer-languages" : "menu-languages"}>
      <p id={labelId} className={`text-muted flex items-center gap-2 text-sm font-semibold ${inline ? "" : "mb-2"}`}>
        <Globe className="size-4" aria-hidden />
        {t.language}
      </p>
      <LanguageLinks className={inline ? "flex flex-wrap items-center justify-center" : "grid grid-cols-2 gap-1"} inline={inline} />
    </nav>
  );
}
