import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, pausedClock, test } from "./fixtures";
import { siteConfig } from "../site.config";
import { ABOUT_META, ABOUT_MILESTONES, ABOUT_SKILLS, ABOUT_VALUES } from "../web/content/about";
import { CODING_META, CODING_PHILOSOPHY, CODING_PROJECTS } from "../web/content/coding";
import { COMMUNITY_GUIDELINES, COMMUNITY_META, COMMUNITY_PHILOSOPHY } from "../web/content/community";
import { CONTACT_META } from "../web/content/contact";
import { CONTENT_META, CONTENT_MISSION } from "../web/content/content-creation";
import { FAVOURITE_GAMES, GAMING_META } from "../web/content/gaming";
import { GOALS, GOALS_META } from "../web/content/goals";
import { PORTFOLIO_META } from "../web/content/portfolio";
import { PRIVACY_META } from "../web/content/privacy";
import { SOCIAL_LINKS, SOCIAL_META } from "../web/content/social";

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

/** Records every alert's text and accepts it. */
function collectAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  return seen;
}

const main = (page: Page) => page.locator("main");
/** A link inside main by the start of its accessible name (external links add "(opens in a new tab)"). */
const link = (page: Page, name: string) => main(page).getByRole("link", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });

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
      expect((await audit()).violations).toEqual([]);
    });
  }
});

test.describe("about", () => {
  test("shows My Journey, three numbered milestones, three values and 18 skill cards", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "My Journey" })).toBeVisible();
    const milestones = main(page).locator("ol > li");
    await expect(milestones).toHaveCount(3);
    for (const [i, title] of ["First Lines of Code", "YouTube Journey Begins", "Community Building"].entries()) {
      await expect(milestones.nth(i)).toContainText(`${i + 1}${title}`);
    }
    for (const value of ["Passion", "Learning", "Community"]) {
      await expect(main(page).getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    }
    expect(ABOUT_VALUES.items.map((v) => v.title)).toEqual(["Passion", "Learning", "Community"]);
    expect(ABOUT_MILESTONES.items).toHaveLength(3);
    await expect(page.getByTestId("skill-card")).toHaveCount(18);
  });

  test("clicking a skill card alerts its name, description and a thanks line", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const alerts = collectAlerts(page);
    const skill = ABOUT_SKILLS.items[4]!;
    await page.getByTestId("skill-card").filter({ hasText: skill.name }).click();
    await expect
      .poll(() => alerts)
      .toEqual([`alert: ${skill.icon} ${skill.name}\n\n${skill.description}\n\n${ABOUT_SKILLS.thanks}`]);
  });

  test("hovering a skill card highlights that one card only", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const cards = page.getByTestId("skill-card");
    await cards.nth(0).hover();
    await expect(cards.nth(0)).toHaveAttribute("data-hovered", "true");
    await cards.nth(1).hover();
    await expect(cards.nth(1)).toHaveAttribute("data-hovered", "true");
    await expect(cards.nth(0)).toHaveAttribute("data-hovered", "false");
    await expect(page.locator('[data-testid="skill-card"][data-hovered="true"]')).toHaveCount(1);
  });
});

test.describe("portfolio", () => {
  test("two featured external cards, the eight technical skills and a call to action to /contact", async ({ page }) => {
    await page.goto("/portfolio");
    await hydrated(page);
    for (const [name, url] of [
      ["View Projects", siteConfig.links.codeHosting],
      ["Watch Videos", siteConfig.links.youtube],
    ] as const) {
      await expect(link(page, name)).toHaveAttribute("href", url);
      await expect(link(page, name)).toHaveAttribute("target", "_blank");
    }
    const skills = page.getByRole("region", { name: "Technical Skills" }).getByRole("heading", { level: 3 });
    await expect(skills).toHaveText(["HTML5", "CSS3", "JavaScript", "React", "Python", "Java", "C++", "Node.js"]);
    await expect(link(page, "Let's Work Together")).toHaveAttribute("href", "/contact");
  });
});

test.describe("goals", () => {
  test("four goal cards: a click alerts title, description and quote; hovering shows a check mark", async ({ page }) => {
    await page.goto("/goals");
    await hydrated(page);
    expect(GOALS.map((g) => g.id)).toEqual(["coding", "community", "football", "empire"]);
    const alerts = collectAlerts(page);
    for (const goal of GOALS) {
      const card = page.getByTestId(goal.testId);
      await expect(page.getByTestId(`${goal.testId}-check`)).toHaveCount(0);
      await card.hover();
      await expect(page.getByTestId(`${goal.testId}-check`)).toBeVisible();
      await card.click();
    }
    await expect.poll(() => alerts).toEqual(GOALS.map((g) => `alert: ${g.emoji} ${g.title}\n\n${g.description}\n\n"${g.quote}"`));
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(page.locator('[data-testid$="-check"]')).toHaveCount(0);
    await expect(link(page, "Join My Journey")).toHaveAttribute("href", "/contact");
  });
});

test.describe("coding", () => {
  test("philosophy, the four tech-stack cards with exactly their items, six projects and links", async ({ page }) => {
    await page.goto("/coding");
    await hydrated(page);
    await expect(main(page)).toContainText(CODING_PHILOSOPHY.paragraphs[0]);
    const stacks = {
      Frontend: ["React", "TypeScript", "Tailwind CSS", "Next.js"],
      Backend: ["Node.js", "Express", "Python", "REST APIs"],
      Mobile: ["React Native", "Flutter", "iOS", "Android"],
      Database: ["MongoDB", "PostgreSQL", "MySQL", "Firebase"],
    };
    await expect(page.getByTestId("tech-card").getByRole("heading")).toHaveText(Object.keys(stacks));
    for (const [name, items] of Object.entries(stacks)) {
      await expect(page.getByRole("list", { name: `${name} skills` }).getByRole("listitem")).toHaveText(items);
    }
    await expect(page.getByTestId("project-card").getByRole("heading")).toHaveText(CODING_PROJECTS.items.map((p) => p.title));
    await expect(page.getByTestId("project-card")).toHaveCount(6);
    await expect(link(page, "View Portfolio")).toHaveAttribute("href", "/portfolio");
    await expect(link(page, "Contact Me")).toHaveAttribute("href", "/contact");
  });
});

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
  test("ten link cards in order, each labelled by the spec's rule and opening in a new tab", async ({ page }) => {
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
  test("is dated October 7, 2025, has every section, and says how IPs and UIDs enforce the daily limit", async ({ page }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expect(page.getByText("Last updated: October 7, 2025")).toBeVisible();
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
    await expect(link(page, `E-mail ${siteConfig.links.businessEmail}`)).toHaveAttribute("href", `mailto:${siteConfig.links.businessEmail}`);
    await expect(link(page, "Message on Telegram")).toHaveAttribute("href", siteConfig.links.telegramChat);
  });
});
