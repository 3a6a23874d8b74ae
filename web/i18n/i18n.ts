/**
 * Texts in the visitor's language with @nanostores/i18n (docs/decisions/048-languages.md).
 *
 * A component declares its English texts beside its code, under a name:
 *
 *   export const messages = defineMessages("games-snake", { start: "Start", score: params("Score: {n}") });
 *   const t = useMessages(messages);   // t.start, t.score({ n })
 *
 * and each translated language has `web/i18n/messages/<locale>/<name>.json` with the same keys.
 * English pages load no translation at all. A translated page carries, inline, the translations
 * of the components it rendered (the prerender records them); a component that mounts later (a
 * lazy tool, the chat window) fetches its own file. A missing key fails the prerender.
 */
import { createI18n, formatter, loadTranslations, type ComponentsJSON, type Messages, type Translations } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { use } from "react";
import { atom } from "nanostores";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../../contracts/locales";

/** The `<script type="application/json">` a translated page carries its translations in. */
export const INLINE_MESSAGES_ID = "i18n-messages";

function documentLocale(): Locale {
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The page's language: the prerendered document's `lang` in a browser; set per page while prerendering. */
export const locale = atom<Locale>(documentLocale());

function inlineMessages(): Partial<Record<Locale, ComponentsJSON>> {
  if (typeof document === "undefined") return {};
  const script = document.getElementById(INLINE_MESSAGES_ID);
  if (!script?.textContent) return {};
  return { [documentLocale()]: JSON.parse(script.textContent) as ComponentsJSON };
}

/**
 * Rendering without a browser: the prerender (Vite's SSR build), or a tool outside Vite that
 * imports a page's texts (a browser test's runner reading the English texts), where Vite's
 * `import.meta.env` and `import.meta.glob` do not exist.
 */
const isServer = (import.meta.env as ImportMetaEnv | undefined)?.SSR ?? true;

/** One lazily loaded file per language and component (each its own small chunk). */
const files: Record<string, () => Promise<ComponentsJSON[string]>> = isServer ? {} : import.meta.glob<ComponentsJSON[string]>("./messages/*/*.json", { import: "default" });

export function messagesFile(code: Locale, component: string): string {
  return `./messages/${code}/${component}.json`;
}

export const i18n = createI18n<Locale, "en">(locale, {
  baseLocale: DEFAULT_LOCALE,
  isSSR: isServer,
  // The prerender fills the cache with every file (./prerender.ts); the browser, with the page's.
  cache: inlineMessages() as Record<Locale, Record<string, Translations>>,
  async get(code, components) {
    const loaded = await Promise.all(
      components.map(async (name) => {
        const load = files[messagesFile(code, name)];
        return [name, load ? await load() : {}] as const;
      }),
    );
    return Object.fromEntries(loaded);
  },
});

/** `Intl` number, date and relative-time formats in the page's language. */
export const format = formatter(locale);

const names = new WeakMap<object, string>();

/** Declares a component's English texts under a name unique in the site (its messages file's name). */
export function defineMessages<Body extends Translations>(component: string, base: Body): Messages<Body> {
  const messages = i18n(component, base);
  names.set(messages, component);
  return messages;
}

/** While prerendering a page: the components whose texts it rendered. */
let rendered: Set<string> | undefined;

export function recordRenderedMessages(): Set<string> {
  rendered = new Set();
  return rendered;
}

const loading = new WeakMap<object, Promise<unknown>>();

/**
 * A component's texts in the page's language, kept current. A component the page did not carry
 * translations for (reached by a link, or mounted late) waits for its file before it shows, so
 * English never flashes: a navigation keeps the old page a moment; a lazy part shows its fallback.
 */
export function useMessages<Body extends Translations>(messages: Messages<Body>): Body {
  const name = names.get(messages);
  if (isServer) {
    if (name) rendered?.add(name);
  } else {
    const code = locale.get();
    if (code !== DEFAULT_LOCALE && name && !i18n.cache[code]?.[name]) {
      let pending = loading.get(messages);
      if (!pending) {
        pending = loadTranslations(messages);
        loading.set(messages, pending);
      }
      use(pending);
    }
  }
  return useStore(messages);
}

/** The page's language, for links and `Intl`. */
export function useLocale(): Locale {
  return useStore(locale);
}

/** Site paths in the page's language: `to("/games")` is `/hi/games` on a Hindi page. */
export function useLocalePath(): (path: string) => string {
  const current = useLocale();
  return (path) => localizedPath(path, current);
}
