/**
 * Navigation and route facts shared by the web app (nav, prerender) and the server (chat
 * persona, sitemap): the navigation's labels and paths, in the order the menu shows them.
 */
export type NavLink = { path: string; label: string };

export const NAV_LINKS: readonly NavLink[] = [
  { path: "/", label: "Home" },
  { path: "/about", label: "About" },
  { path: "/portfolio", label: "Portfolio" },
  { path: "/ff-bots", label: "Free Fire Bots" },
  { path: "/games", label: "Games" },
  { path: "/tools", label: "Tools" },
  { path: "/utility-tools", label: "Utilities" },
  { path: "/blog", label: "Blog" },
  { path: "/social", label: "Social" },
  { path: "/contact", label: "Contact" },
];

/** The youngest age the Terms accept, and the free likes uses a visitor gets per day. */
export const MIN_AGE = 13;
export const FREE_USES_PER_DAY = 1;
export const TERMS_LAST_UPDATED = "October 14, 2025";
export const PRIVACY_LAST_UPDATED = "November 25, 2026";

/**
 * A section with dynamic pages (the blog) prerenders its own not-found page at
 * `<section>/_not-found` ("_" never appears in a slug). The server answers an unknown path inside
 * the section with that page and status 404, so the browser hydrates the section's own route.
 */
export const SECTION_NOT_FOUND_SEGMENT = "_not-found";
