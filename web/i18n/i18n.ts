/**
 * Texts in the visitor's language (docs/decisions/048-languages.md, 071-one-catalog-per-route.md).
 *
 * A component declares its English texts beside its code, under a name:
 *
 *   export const messages = defineMessages("games-snake", { start: "Start", score: params("Score: {n}") });
 *   const t = useMessages(messages);   // t.start, t.score({ n })
 *
 * and each translated language has `web/i18n/messages/<locale>/<name>.json` with the same keys
 * (`params` and `count` are @nanostores/i18n's). English pages load no translation at all. A
 * translated page's texts are all at hand before it renders: the prerender writes the page's
 * catalog into it (the shell's texts and those its route's code shows at once), a navigation
 * fetches the next route's catalog while its code loads (./route-texts.ts), and a part that loads
 * later (the chat window, a tool's tab, a game's challenge panel) fetches its own beside its chunk.
 * Nothing waits in a component.
 */
import type { ComponentsJSON, TranslationJSON, Translations } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { atom, computed, type ReadableAtom } from "nanostores";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../../contracts/locales";

/** A component's texts in the page's language, as a store. */
export type Messages<Body extends Translations = Translations> = ReadableAtom<Body>;

/** The `<script type="application/json">` a translated page carries its catalog in. */
export const INLINE_MESSAGES_ID = "i18n-messages";

function documentLocale(): Locale {
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The page's language: the prerendered document's `lang` in a browser; set per page while prerendering. */
export const locale = atom<Locale>(documentLocale());

/**
 * Rendering without a browser: the prerender (Vite's SSR build), or a tool outside Vite that
 * imports a page's texts (a browser test's runner reading the English texts), where Vite's
 * `import.meta.env` does not exist.
 */
export const isServer = (import.meta.env as ImportMetaEnv | undefined)?.SSR ?? true;

type Catalog = Record<string, TranslationJSON>;

/**
 * Every language's texts by component: English's from the code, the others' from the catalogs
 * the page holds (every file while prerendering). A component's entry, once there, never changes.
 */
export const i18n: { cache: Record<Locale, Record<string, Catalog>> } = { cache: { en: {}, hi: {}, "pt-BR": {}, id: {}, ar: {} } };

/** Counts the catalogs added, so texts waiting for one (a dev server's page) show it once it lands. */
const added = atom(0);

/** Adds a language's catalog (components not yet held); the ones held stay as they are. */
export function addCatalog(code: Locale, catalog: ComponentsJSON): void {
  const held = i18n.cache[code];
  let changed = false;
  for (const [name, texts] of Object.entries(catalog)) {
    if (held[name]) continue;
    held[name] = texts as Catalog;
    changed = true;
  }
  if (changed) added.set(added.get() + 1);
}

if (typeof document !== "undefined") {
  const script = document.getElementById(INLINE_MESSAGES_ID);
  if (script?.textContent) addCatalog(documentLocale(), JSON.parse(script.textContent) as ComponentsJSON);
}

/**
 * Numbers in the page's language. Each `Intl.NumberFormat` is made once per language and options:
 * a game describes its canvas in words every frame (Flappy's text alternative cost two of them a frame).
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

/** A text made by `params` or `count`: its English input and how it is filled in. */
type Transformed = { input: TranslationJSON; transform: (code: Locale, input: TranslationJSON, args: unknown[]) => unknown };

function isTransformed(text: unknown): text is Transformed {
  return typeof text === "object" && text !== null && "transform" in text;
}

/** A component's texts in a language: its catalog entry over English, `params`/`count` texts as functions. */
function translate<Body extends Translations>(code: Locale, base: Body, entry: Catalog | undefined): Body {
  const out: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(base)) {
    if (isTransformed(text)) {
      const input = entry?.[key] ?? text.input;
      out[key] = (...args: unknown[]) => text.transform(code, input, args);
    } else {
      out[key] = entry?.[key] ?? text;
    }
  }
  return out as Body;
}

/** While prerendering a page: the components whose texts it rendered. */
let rendered: Set<string> | undefined;

export function recordRenderedMessages(): Set<string> {
  rendered = new Set();
  return rendered;
}

const names = new WeakMap<object, string>();

/** The dev server writes no catalogs: a component it finds without its texts loads its file. */
const devFiles: Record<string, () => Promise<Catalog>> =
  !isServer && (import.meta.env as ImportMetaEnv).DEV ? import.meta.glob<Catalog>("./messages/*/*.json", { import: "default" }) : {};

const reported = new Set<string>();

function missing(code: Locale, name: string): void {
  if (reported.has(name)) return;
  reported.add(name);
  const load = devFiles[`./messages/${code}/${name}.json`];
  if (load) {
    void load().then((texts) => addCatalog(code, { [name]: texts as ComponentsJSON[string] }));
    return;
  }
  // A build always has them (the route's catalog, or the part's): this is a bug to see in a test.
  console.error(`i18n: the texts of "${name}" are not in this page's ${code} catalog`);
}

/**
 * Declares a component's English texts under a name unique in the site (its messages file's
 * name). The store's value is the same object while the language and the component's catalog
 * entry stay, so texts render again only when they change.
 */
export function defineMessages<Body extends Translations>(component: string, base: Body): Messages<Body> {
  const english: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(base)) english[key] = isTransformed(text) ? text.input : text;
  i18n.cache.en[component] = english as Catalog;
  let last: { code: Locale; entry: Catalog | undefined; value: Body } | undefined;
  const messages = computed([locale, added], (code) => {
    const entry = code === DEFAULT_LOCALE ? undefined : i18n.cache[code][component];
    if (last && last.code === code && last.entry === entry) return last.value;
    last = { code, entry, value: translate(code, base, entry) };
    return last.value;
  });
  names.set(messages, component);
  return messages;
}

/** A component's texts in the page's language, kept current. */
export function useMessages<Body extends Translations>(messages: Messages<Body>): Body {
  const name = names.get(messages);
  const code = locale.get();
  if (isServer) {
    if (name) rendered?.add(name);
  } else if (name && code !== DEFAULT_LOCALE && !i18n.cache[code][name]) {
    missing(code, name);
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
