import { siteConfig } from "../site.config";
import { axePageViolations } from "./axe";
import { GROUP_JOIN_CARD, VIP_CARD } from "../web/content/contact-cards";
import { BOT_CARDS, FF_HUB } from "../web/content/ff-bots";
import { COMING_SOON, COMING_SOON_TEXT } from "../web/content/ff-bots-soon";
import { expect, hydrated, test } from "./fixtures";

test.describe("Free Fire bots hub", () => {
  test("shows the hero badges and the four bot cards in order", async ({ page }) => {
    await page.goto("/ff-bots");
    await hydrated(page);
    await expect(page).toHaveTitle(`Free Fire Bots | ${siteConfig.displayName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Fire Bots");
    await expect(page.getByRole("list", { name: "Why use these bots" }).getByRole("listitem")).toHaveText(["100% Free", "Instant Results", "Safe & Secure"]);
    await expect(page.locator("[data-testid^=bot-card-]")).toHaveCount(4);
    await expect(page.locator("[data-testid^=bot-card-] h3")).toHaveText(BOT_CARDS.map((b) => b.title));
    for (const bot of BOT_CARDS) {
      const card = page.getByTestId(`bot-card-${bot.id}`);
      await expect(card).toContainText(bot.description);
      await expect(card.getByRole("listitem")).toHaveText([...bot.features]);
    }
  });

  test("the Live likes card links to /ff-bots/likes with 'Use Now - FREE!'", async ({ page }) => {
    await page.goto("/ff-bots");
    await hydrated(page);
    const likes = page.getByTestId("bot-card-likes");
    await expect(likes).toContainText("Live");
    const use = likes.getByRole("link", { name: "Use Now - FREE!" });
    await expect(use).toHaveAttribute("href", "/ff-bots/likes");
    await use.click();
    await expect(page).toHaveURL(/\/ff-bots\/likes$/);
    await expect(page.getByRole("button", { name: "Get Free Likes" })).toBeVisible();
  });

  test("every coming-soon card has a disabled 'Launching Soon...' button and no link", async ({ page }) => {
    await page.goto("/ff-bots");
    await hydrated(page);
    for (const id of ["info", "spam", "visit"]) {
      const card = page.getByTestId(`bot-card-${id}`);
      await expect(card).toContainText("Coming Soon");
      await expect(card.getByRole("button", { name: "Launching Soon..." })).toBeDisabled();
      await expect(card.getByRole("link")).toHaveCount(0);
    }
  });

  test("has How It Works, Safe & Secure, More Coming Soon, the community block and WhatsApp contact", async ({ page }) => {
    await page.goto("/ff-bots");
    await hydrated(page);
    for (const title of [FF_HUB.howItWorks.title, FF_HUB.safeAndSecure.title, FF_HUB.moreComingSoon.title]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    const group = page.getByTestId("group-join-card");
    await expect(group.getByRole("link", { name: GROUP_JOIN_CARD.button })).toHaveAttribute("href", siteConfig.links.telegramChannel);
    const vip = page.getByTestId("vip-card");
    await expect(vip).toContainText("VIP members get unlimited daily uses, priority support and early access to new tools.");
    await expect(vip).toContainText("Free users are limited to 1 use per day per IP address.");
    await expect(vip.getByRole("link", { name: VIP_CARD.button })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", siteConfig.links.whatsappChat);
  });

  test("the prerendered HTML already holds the cards", async ({ request }) => {
    const html = await (await request.get("/ff-bots")).text();
    expect(html).toContain("Use Now - FREE!");
    expect(html.match(/Launching Soon\.\.\./g)).toHaveLength(3);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/ff-bots");
    await hydrated(page);
    expect(await axePageViolations(page)).toEqual([]);
  });
});

test.describe("coming-soon pages", () => {
  for (const id of ["info", "spam", "visit"] as const) {
    const bot = BOT_CARDS.find((b) => b.id === id)!;
    test(`/ff-bots/${id} lists its planned features and leads back to the bots`, async ({ page, request }) => {
      expect((await request.get(`/ff-bots/${id}`)).status()).toBe(200);
      await page.goto(`/ff-bots/${id}`);
      await hydrated(page);
      await expect(page).toHaveTitle(`${bot.title} (Coming Soon) | ${siteConfig.displayName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bot.title);
      await expect(page.getByRole("heading", { level: 2, name: COMING_SOON_TEXT.heading })).toBeVisible();
      await expect(page.getByRole("list", { name: "Planned features" }).getByRole("listitem")).toHaveText([...COMING_SOON[id].planned]);
      await expect(page.getByTestId("group-join-card")).toBeVisible();
      await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", siteConfig.links.whatsappChat);
      await expect(page.getByRole("link", { name: COMING_SOON_TEXT.explore })).toHaveAttribute("href", "/ff-bots");
      expect(await axePageViolations(page)).toEqual([]);
      await page.getByRole("link", { name: COMING_SOON_TEXT.back }).click();
      await expect(page).toHaveURL(/\/ff-bots$/);
    });
  }
});
