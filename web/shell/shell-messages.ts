/**
 * The shell's texts that every page renders (header, mobile menu, Back, the skip link), so every
 * translated page carries them. The nav labels' English is contracts/site-routes.ts's (the server
 * uses those too); here each path gets its label in the page's language.
 */
import { NAV_LINKS } from "../../contracts/site-routes";
import { defineMessages } from "../i18n/i18n";

const label = (path: string): string => NAV_LINKS.find((l) => l.path === path)?.label ?? path;

export const NAV_KEYS = {
  "/": "home",
  "/about": "about",
  "/portfolio": "portfolio",
  "/ff-bots": "ffBots",
  "/games": "games",
  "/tools": "tools",
  "/utility-tools": "utilities",
  "/blog": "blog",
  "/social": "social",
  "/contact": "contact",
} as const;

export const shellMessages = defineMessages("shell-header", {
  skipToContent: "Skip to content",
  mainNav: "Main",
  mobileNav: "Mobile",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  back: "Back",
  home: label("/"),
  about: label("/about"),
  portfolio: label("/portfolio"),
  ffBots: label("/ff-bots"),
  games: label("/games"),
  tools: label("/tools"),
  utilities: label("/utility-tools"),
  blog: label("/blog"),
  social: label("/social"),
  contact: label("/contact"),
});

type ShellTexts = ReturnType<typeof shellMessages.get>;

/** A nav link's label in the page's language (its English one for a path the shell has no key for). */
export function navLabel(t: ShellTexts, path: string, english: string): string {
  const key = (NAV_KEYS as Record<string, keyof ShellTexts | undefined>)[path];
  return key ? t[key] : english;
}

/** The root layout's texts: the splash's status and the page-level error (web/root.tsx). */
export const layoutMessages = defineMessages("shell-layout", {
  loading: "Loading",
  errorTitle: "Something went wrong",
  errorBody: "Please reload the page or go back home.",
  goHome: "Go Home",
});
