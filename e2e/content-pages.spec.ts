import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./fixtures";
import { main } from "./page-helpers";
import { siteConfig } from "../site.config";
import { ABOUT_META } from "../web/content/about";
import { CODING_META } from "../web/content/coding";
import { COMMUNITY_META } from "../web/content/community";
import { CONTACT_META } from "../web/content/contact";
import { CONTENT_META } from "../web/content/content-creation";
import { GAMING_META } from "../web/content/gaming";
import { GOALS_META } from "../web/content/goals";
import { PORTFOLIO_META } from "../web/content/portfolio";
import { PRIVACY_META } from "../web/content/privacy";
import { SOCIAL_META } from "../web/content/social";

/** What every content page must do: prerendered meta, clean hydration, safe external links, axe. */
const PAGES = [
  { path: "/about", meta: ABOUT_META, h1: "About Me" },
  { path: "/portfolio", meta: PORTFOLIO_META, h1: "My Portfolio" },
  { path: "/goals", meta: GOALS_META, h1: "My Goals" },
  { path: "/coding", meta: CODING_META, h1: "My Coding Journey" },
  { path: "/content", meta: CONTENT_META, h1: "Content Creation" },
  { path: "/community", meta: COMMUNITY_META, h1: "Our Community" },
  { path: "/gaming", meta: GAMING_META, h1: "Gaming Life" },
  { path: "/social", meta: SOCIAL_META, h1: "Connect With Me" },
  { path: "/contact", meta: CONTACT_META, h1: "Get In Touch" },
  { path: "/privacy-policy", meta: PRIVACY_META, h1: "Privacy Policy" },
] as const;
test.describe("content pages: prerendering, titles and links", () => {
  for (const { path, meta, h1 } of PAGES) {
    test(`${path} is prerendered with its own title and description`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${meta.title} | ${siteConfig.displayName}</title>`);
      expect(html).toContain(`>${h1}</h1>`);
      await page.goto(path);
      await expect(page).toHaveTitle(`${meta.title} | ${siteConfig.displayName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteConfig.siteUrl}${path}`);
    });

    test(`${path} hydrates cleanly and every external link opens in a new tab with noopener noreferrer`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      const external = main(page).locator('a[href^="http"]');
      for (const a of await external.all()) {
        await expect(a).toHaveAttribute("target", "_blank");
        await expect(a).toHaveAttribute("rel", "noopener noreferrer");
      }
      expect(errors).toEqual([]);
    });

    test(`${path} has no WCAG A/AA violations found by axe, in the dark and the light theme`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const audit = () => new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
      expect((await audit()).violations).toEqual([]);
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).toHaveClass(/light/);
      // Cards fade their colours between themes: audit the settled colours, not a frame mid-transition.
      await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
      expect((await audit()).violations).toEqual([]);
    });
  }
});
