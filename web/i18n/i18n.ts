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
import { createI18n, loadTranslations, type ComponentsJSON, type Messages, type Translations } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { use } from "react";
import { atom, computed, type ReadableAtom } from "nanostores";
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

/**
 * Numbers in the page's language. Each `Intl.NumberFormat` is made once per language and options:
 * the library's `formatter` makes a new one on every call, and a game describes its canvas in
 * words every frame (Flappy's text alternative cost two of them a frame).
 */
export const format = computed(locale, (code) => {
  const made = new Map<string, Intl.NumberFormat>();
  return {
    number(num: number, options?: Intl.NumberFormatOptions): string {
      const key = options ? JSON.stringify(options) : "";
      let numbers = made.get(key);
      if (!numbers) made.set(key, (numbers = new Intl.NumberFormat(code, options)));
      return numbers.format(num);
    },
  };
});

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
 * Whether texts already hold their catalog entry: its first plain text (one without parameters)
 * is theirs. A file lands in the catalog before the library puts it in the component's store, so
 * texts taken in between are still English. With no plain text to compare by, no.
 */
function reflects(texts: unknown, source: unknown): boolean {
  if (typeof source !== "object" || source === null) return true;
  const held = texts as Record<string, unknown>;
  // Texts with parameters are functions in the store: compared by a plain one.
  for (const [key, text] of Object.entries(source)) if (typeof text === "string" && typeof held[key] === "string") return held[key] === text;
  return false;
}

const steadyStores = new WeakMap<object, ReadableAtom<unknown>>();

/**
 * A component's texts that change only when they do. The library sets a new object in every
 * component's store whenever any component's file arrives (and when a store gets its first
 * subscriber): compared by identity, every text on the page would render again, after hydration
 * and whenever a later part's texts load (the greeting box's, a lazy tool's), for texts that did
 * not change (e2e/hydration.spec.ts caught it on /hi/tools). Here the object stays while the
 * language and the component's catalog entry (a new one when its file arrives) do.
 */
function steadyTexts<Body extends Translations>(messages: Messages<Body>, name: string | undefined): ReadableAtom<Body> {
  let store = steadyStores.get(messages) as ReadableAtom<Body> | undefined;
  if (!store) {
    let last: { code: Locale; source: unknown; value: Body } | undefined;
    store = computed(messages, (value) => {
      const code = locale.get();
      const source = name === undefined ? undefined : i18n.cache[code]?.[name];
      if (last && last.code === code && last.source === source && reflects(last.value, source)) return last.value;
      last = { code, source, value };
      return value;
    });
    steadyStores.set(messages, store);
  }
  return store;
}

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
    const pending = textsToLoad(messages);
    if (pending) use(pending);
  }
  return useStore(steadyTexts(messages, name));
}

/**
 * The load of a component's file in the page's language, one per component however many ask
 * (useMessages, preloadMessages); none on an English page or for a file the page carried.
 *
 * Once a load has started it is the answer for good, finished or not. React renders a component
 * that waited on it again from where it stopped, and that render must call use() as the first did:
 * by then the file is in the catalog, and a render that skipped use() failed with React error 467
 * (React's rule: https://react.dev/warnings/conditional-use-of-use; web/i18n/i18n.test.tsx).
 */
function textsToLoad(messages: Messages<Translations>): Promise<unknown> | undefined {
  const started = loading.get(messages);
  if (started) return started;
  const code = locale.get();
  const name = names.get(messages);
  if (isServer || code === DEFAULT_LOCALE || !name || i18n.cache[code]?.[name]) return undefined;
  const pending = loadTranslations(messages);
  loading.set(messages, pending);
  return pending;
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

/**
 * Loads components' texts before their code mounts, for a part that hydrates late (the shell's
 * extras): its texts are then at hand when it hydrates, not fetched while it does
 * (e2e/hydration.spec.ts and e2e/i18n-pages.spec.ts check those pages hydrate cleanly).
 * Nothing to load on an English page.
 */
export async function preloadMessages(...all: Messages<Translations>[]): Promise<void> {
  await Promise.all(all.map(textsToLoad));
}
