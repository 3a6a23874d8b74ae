/**
 * Runs inline in <head> before first paint: puts the stored theme on <html> (no flash of the
 * wrong theme) and, when JavaScript runs, raises the loading splash for at most 1.5 s or until
 * the window load event. The splash shows once per browser session, so moving
 * around the site never hides a page again. Kept tiny and dependency-free on purpose; the server
 * allows it by its sha256 hash (scripts/postbuild.ts), not by 'unsafe-inline'.
 */
import { THEME_STORAGE_KEY } from "./theme/theme-store";

export const SPLASH_MAX_MS = 1500;
export const SPLASH_SESSION_KEY = "splashShown";

const APPLY_STORED_THEME = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="light"){d.classList.remove("dark");d.classList.add("light")}}catch(e){}`;

/** Only the theme part, for the script-free static pages (the service worker's offline page). */
export const THEME_SCRIPT = `(function(){var d=document.documentElement;${APPLY_STORED_THEME}})();`;

export const BOOT_SCRIPT = `(function(){var d=document.documentElement;${APPLY_STORED_THEME}try{if(!sessionStorage.getItem(${JSON.stringify(
  SPLASH_SESSION_KEY,
)})){sessionStorage.setItem(${JSON.stringify(
  SPLASH_SESSION_KEY,
)},"1");d.classList.add("splash");var h=function(){d.classList.remove("splash")};setTimeout(h,${SPLASH_MAX_MS});addEventListener("load",h)}}catch(e){}})();`;
