/**
 * The web app manifest, written by the build from site.config.ts so the installed app's name and
 * colours always match the site. Icons come from `npm run pwa:icons` (scripts/generate-pwa-icons.ts).
 */
import type { SiteConfig } from "../site.config";

export const PWA_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export function webManifest(config: Pick<SiteConfig, "siteName" | "shortName" | "description" | "themeColor" | "locale">) {
  return {
    name: config.siteName,
    short_name: config.siteName.length <= 12 ? config.siteName : config.shortName,
    description: config.description,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: config.locale,
    background_color: config.themeColor,
    theme_color: config.themeColor,
    icons: PWA_ICONS,
  };
}
