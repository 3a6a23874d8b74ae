import { expect, hydrated, tapUntilDialog, test } from "./fixtures";
import { siteConfig } from "../site.config";
import { COMMISSION_CTA, HIGHLIGHT_CARDS, HOME_HERO, TOOL_CARDS } from "../web/content/home";

test.describe("home", () => {
  test("shows the hero, calls to action, cards, video and commission link", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page).toHaveTitle(`${siteConfig.displayName} | ${siteConfig.tagline}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(siteConfig.displayName);
    const main = page.locator("main");
    for (const cta of HOME_HERO.ctas) await expect(main.getByRole("link", { name: cta.label })).toHaveAttribute("href", cta.path);
    await expect(main.getByRole("link", { name: /Free Fire Bots/ })).toHaveAttribute("href", "/ff-bots");
    for (const card of [...HIGHLIGHT_CARDS, ...TOOL_CARDS]) {
      await expect(main.getByRole("link", { name: new RegExp(`^${card.title}`) })).toHaveAttribute("href", card.path);
    }
    const channel = main.getByRole("link", { name: "Visit my channel" });
    await expect(channel).toHaveAttribute("href", siteConfig.featuredVideo.channelUrl);
    await expect(channel).toHaveAttribute("target", "_blank");
    const commission = main.getByRole("link", { name: COMMISSION_CTA.label });
    await expect(commission).toHaveAttribute("href", siteConfig.links.whatsappChat);
  });

  test("clicking the avatar thanks the visitor in an alert", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const seen: string[] = [];
    page.once("dialog", (d) => {
      seen.push(`${d.type()}: ${d.message()}`);
      void d.accept();
    });
    await tapUntilDialog(page.getByRole("button", { name: /say hi/ }), () => seen.length);
    expect(seen).toEqual([`alert: ${HOME_HERO.avatarThanks}`]);
  });

  test("the prerendered HTML already holds the page and its meta tags", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(siteConfig.displayName);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}/"`);
  });

  test("hydrates without console errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/light/);
    expect(errors).toEqual([]);
  });
});

test.describe("legal pages", () => {
  for (const { path, title } of [
    { path: "/terms-conditions", title: "Terms and Conditions" },
    { path: "/disclaimer", title: "Disclaimer" },
  ]) {
    test(`${path} is prerendered with its title, date, age and daily-use rules`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`${title}</h1>`);
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | ${siteConfig.displayName}`);
      await expect(page.getByText("Last updated: October 14, 2025")).toBeVisible();
      const main = page.locator("main");
      await expect(main).toContainText("13");
      await expect(main).toContainText(/per day per IP address/);
      await expect(main).toContainText(/VIP/);
    });
  }

  test("terms say the minimum age and parental consent under 18", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    await expect(page.locator("main")).toContainText("You must be at least 13 years old");
    await expect(page.locator("main")).toContainText("If you are under 18, you may use the site only with the consent of a parent");
  });
});

test("the default Open Graph image exists", async ({ request }) => {
  const res = await request.get("/og-image.png");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
});
