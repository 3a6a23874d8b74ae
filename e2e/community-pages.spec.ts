import { expect, hydrated, pausedClock, test } from "./fixtures";
import { link, main } from "./page-helpers";
import { CHALLENGE_RUN_RETENTION_DAYS, PERSONAL_DATA_RETENTION_DAYS } from "../contracts/retention";
import { PRIVACY_LAST_UPDATED } from "../contracts/site-routes";
import { siteConfig } from "../site.config";
import { COMMUNITY_GUIDELINES, COMMUNITY_PHILOSOPHY } from "../web/content/community";
import { CONTENT_MISSION } from "../web/content/content-creation";
import { FAVOURITE_GAMES } from "../web/content/gaming";
import { SOCIAL_LINKS } from "../web/content/social";

test.describe("content", () => {
  test("mission, live stats from their start values, content types, latest content, schedule and links", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/content");
    await hydrated(page);
    await expect(main(page)).toContainText(CONTENT_MISSION.text);
    const stat = (id: string) => page.getByTestId(`stat-${id}`);
    const starts = { videos: "150", tutorials: "10", reviews: "10", videoViews: "250,000", followers: "2,000", liveViewers: "150" };
    for (const [id, text] of Object.entries(starts)) await expect(stat(id)).toHaveText(text);

    await page.clock.runFor(5000);
    const read = async (id: string) => Number((await stat(id).textContent())!.replace(/,/g, ""));
    await expect(stat("reviews")).toHaveText("11");
    expect(await read("videos")).toBeGreaterThanOrEqual(150);
    expect(await read("videos")).toBeLessThanOrEqual(151);
    expect(await read("videoViews")).toBeGreaterThanOrEqual(250_020);
    expect(await read("videoViews")).toBeLessThanOrEqual(250_118);
    expect(await read("followers")).toBeGreaterThanOrEqual(2010);
    expect(await read("followers")).toBeLessThanOrEqual(2048);
    // Three ticks of -10 to +10 from 150.
    expect(await read("liveViewers")).toBeGreaterThanOrEqual(120);
    expect(await read("liveViewers")).toBeLessThanOrEqual(180);

    for (const type of ["Gaming Videos", "Coding Tutorials", "Tech Reviews", "Live Streams"]) {
      await expect(main(page).getByRole("heading", { level: 3, name: type, exact: true }).first()).toBeVisible();
    }
    await expect(link(page, "Watch on YouTube")).toHaveAttribute("href", siteConfig.featuredVideo.url);
    await expect(link(page, "View on Instagram")).toHaveAttribute("href", siteConfig.links.instagram);
    const schedule = page.getByRole("region", { name: "Content Schedule" }).getByRole("listitem");
    await expect(schedule).toHaveText(["Monday Gaming Highlights", "Wednesday Coding Tutorials", "Friday Live Streams"].map((s) => new RegExp(s.replace(" ", ".*"))));
    await expect(link(page, "Follow on Social")).toHaveAttribute("href", "/social");
    await expect(link(page, "Suggest Content")).toHaveAttribute("href", "/contact");
  });
});

test.describe("community", () => {
  test("philosophy, the four counters shown in K+/M+ format from their start values, values, highlights, guidelines and links", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/community");
    await hydrated(page);
    await expect(main(page)).toContainText(COMMUNITY_PHILOSOPHY.text);
    const starts = { discord: "1.3K+", youtube: "8.0K+", telegram: "15.0K+", interactions: "1.0M+" };
    for (const [id, text] of Object.entries(starts)) await expect(page.getByTestId(`community-${id}`)).toHaveText(text);
    await page.clock.runFor(10_000);
    // Ten ticks move Discord by at most 20 and interactions by at most 190: the shown values stay put.
    for (const [id, text] of Object.entries(starts)) await expect(page.getByTestId(`community-${id}`)).toHaveText(text);

    for (const name of ["Love & Support", "Growth Mindset", "Inclusive Environment", "Recognition", "Weekly Giveaways", "Daily Interactions", "VIP Access"]) {
      await expect(main(page).getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    for (const rule of COMMUNITY_GUIDELINES.items) await expect(main(page)).toContainText(rule);
    await expect(link(page, "Join the Community")).toHaveAttribute("href", "/social");
    await expect(link(page, "Get in Touch")).toHaveAttribute("href", "/contact");
  });
});

test.describe("gaming", () => {
  test("favourite games with genres, achievements, setup, schedule, community links and the closing call to action", async ({ page }) => {
    await page.goto("/gaming");
    await hydrated(page);
    const games = page.getByTestId("favourite-game");
    await expect(games.getByRole("heading")).toHaveText(["Free Fire", "FARLIGHT84", "Minecraft", "Among Us"]);
    for (const [i, game] of FAVOURITE_GAMES.items.entries()) {
      await expect(games.nth(i)).toContainText(game.genre);
      await expect(games.nth(i)).toContainText(game.description);
    }
    await expect(page.getByRole("region", { name: "Achievements" }).getByRole("listitem")).toHaveCount(4);
    for (const name of ["Mobile", "PC", "Accessories"]) {
      await expect(page.getByRole("region", { name: "My Setup" }).getByRole("heading", { level: 3, name })).toBeVisible();
    }
    const schedule = page.getByRole("region", { name: "Gaming Schedule" });
    for (const day of ["Friday", "Saturday", "Sunday", "Daily", "Weekly", "Monthly"]) {
      await expect(schedule.getByText(day, { exact: true })).toBeVisible();
    }
    const invite = link(page, "Join Discord Server");
    await expect(invite).toHaveAttribute("href", siteConfig.links.discord);
    await expect(invite).toHaveAttribute("target", "_blank");
    await expect(link(page, "Play Browser Games")).toHaveAttribute("href", "/games");
    await expect(link(page, "Follow Me")).toHaveAttribute("href", "/social");
    await expect(link(page, "Contact Me")).toHaveAttribute("href", "/contact");
  });
});

test.describe("social", () => {
  test("ten link cards in order, each labelled by its platform's rule and opening in a new tab", async ({ page }) => {
    await page.goto("/social");
    await hydrated(page);
    const cards = page.getByRole("list", { name: "Social links" }).getByRole("listitem");
    await expect(cards.getByRole("heading")).toHaveText([
      "WhatsApp Channel",
      "YouTube",
      "Instagram",
      "Telegram Channel",
      "VIP Telegram Group",
      "Discord",
      "Reddit",
      "LinkedIn",
      "Twitter / X",
      "Facebook",
    ]);
    const labels = ["Join Channel", "Subscribe Now", "Follow Me", "Join", "Join", "Join Server", "Follow on Reddit", "Connect Now", "Follow Me", "Follow Me"];
    for (const [i, social] of SOCIAL_LINKS.entries()) {
      const button = page.getByTestId(social.testId).getByRole("link");
      await expect(button).toHaveAccessibleName(`${labels[i]}: ${social.name} (opens in a new tab)`);
      await expect(button).toContainText(labels[i]!);
      await expect(button).toHaveAttribute("href", social.url);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("shows the brand logo, the archived-site note and a link to the privacy policy", async ({ page }) => {
    await page.goto("/social");
    await hydrated(page);
    await expect(page.getByRole("img", { name: `${siteConfig.displayName} logo` })).toBeVisible();
    const archived = link(page, "Visit the archived site");
    await expect(archived).toHaveAttribute("href", siteConfig.links.archivedSite);
    await expect(archived).toHaveAttribute("target", "_blank");
    await link(page, "Read the Privacy Policy").click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });
});

test.describe("privacy policy", () => {
  test("is dated when it last changed, has every section, and says how IPs and UIDs enforce the daily limit", async ({ page }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expect(page.getByText(`Last updated: ${PRIVACY_LAST_UPDATED}`)).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      "1. Information We Collect",
      "2. How We Use Information",
      "3. Data Security",
      "4. Cookies and Tracking",
      "5. Advertising (Google AdSense)",
      "6. Your Rights",
      "7. FF Bots Tools and Data Usage",
      "8. Third-Party Services",
      "9. Children's Privacy",
      "10. Changes to This Policy",
      "11. Contact Us",
    ]);
    await expect(main(page)).toContainText("The bot tools use your IP address and your game UID to enforce daily limits");
    await expect(main(page)).toContainText("keyed hash");
    await expect(main(page)).toContainText("We do not store the conversation.");
    await expect(main(page)).toContainText(`kept for ${PERSONAL_DATA_RETENTION_DAYS} days`);
    await expect(main(page)).toContainText(`Runs are deleted after ${CHALLENGE_RUN_RETENTION_DAYS} days`);
    await expect(link(page, `E-mail ${siteConfig.links.businessEmail}`)).toHaveAttribute("href", `mailto:${siteConfig.links.businessEmail}`);
    await expect(link(page, "Message on Telegram")).toHaveAttribute("href", siteConfig.links.telegramChat);
  });
});
