/**
 * The operator's identity: everything the site says about its creator, and every outward link.
 * The values live in the operator's folder, site/site.yaml (SITE_DIR moves the folder; see
 * publishing/site-folder.ts), which git ignores, so an upgrade never meets the operator's edits.
 *
 * This module is what every file imports. In Node (the server, scripts, tests) it reads the YAML
 * once, synchronously, at import. In the Vite builds (browser and prerender) and `npm run dev`, the
 * plugin in publishing/site-vite-plugin.ts replaces this module with the same values as JSON, so the
 * file-system code below never reaches the browser and both builds show the same identity.
 * No secrets: the identity is bundled into the browser.
 */
import { loadSiteConfig } from "./publishing/site-folder";
import type { SiteConfig } from "./publishing/site-identity";

export type { SiteConfig } from "./publishing/site-identity";

export const siteConfig: SiteConfig = loadSiteConfig();
