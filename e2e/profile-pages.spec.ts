import { expect, hydrated, test } from "./fixtures";
import { collectAlerts, link, main } from "./page-helpers";
import { siteConfig } from "../site.config";
import { ABOUT_MILESTONES, ABOUT_SKILLS, ABOUT_VALUES } from "../web/content/about";
import { CODING_PHILOSOPHY, CODING_PROJECTS } from "../web/content/coding";
import { GOALS } from "../web/content/goals";

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
    await expect.poll(() => alerts).toEqual([`alert: ${skill.icon} ${skill.name}\n\n${skill.description}\n\n${ABOUT_SKILLS.thanks}`]);
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
