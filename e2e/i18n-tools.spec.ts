import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Locale } from "../contracts/locales";
import { expect, hydrated, nextUid, test } from "./likes-stack";
import { expectToast } from "./toasts";

/**
 * The generators, the utilities and the Free Fire bots in Hindi and Arabic (a look at Portuguese
 * and Indonesian): translated texts in the prerendered page and after hydration, links that stay
 * in the language, a lazy tool with no English flash, toasts and validation raised at run time,
 * and the likes tool's daily limit with the time until the free use comes back.
 */
type Texts = Record<string, string>;
const messages = (locale: Locale, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Texts;

/** Fails the test on any console error or page error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("Hindi tools hub: translated in the HTML, the lazy name generator with no English, its validation and copy toasts", async ({ page, request }) => {
  const hub = messages("hi", "tools-hub");
  const name = messages("hi", "tools-name");
  const copy = messages("hi", "lib-clipboard");
  // The name generator is prerendered in place, already in Hindi.
  const html = await (await request.get("/hi/tools")).text();
  expect(html).toContain(name.title);
  expect(html).not.toContain("Stylish Name Generator");
  expect(html).not.toContain("Your name");

  const errors = watchErrors(page);
  await page.goto("/hi/tools");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hub.title!);
  await expect(page.getByRole("tab", { name: hub.nameTab })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: name.title })).toBeVisible();
  await expect(page.getByText("Stylish Name Generator")).toHaveCount(0);

  await page.getByRole("button", { name: name.generate }).click();
  await expectToast(page, name.emptyTitle!, name.emptyDescription!, "destructive");

  await page.getByLabel(name.label!).fill("Raj");
  await page.getByRole("button", { name: name.generate }).click();
  await expect(page.getByTestId("fancy-name").first()).toHaveText("꧁༺ 𝐑𝐚𝐣 ༻꧂");
  await page.getByRole("button", { name: name.copyStyle!.replace("{style}", name["style-bold-wings"]!), exact: true }).click();
  await expectToast(page, copy.copied!, name.copied!);

  await page.getByRole("tab", { name: hub.utilities }).click();
  await expect(page.getByRole("link", { name: hub.utilitiesLink })).toHaveAttribute("href", "/hi/utility-tools");
  expect(errors).toEqual([]);
});

test("Arabic tools hub: right to left, a tool opened later loads its own Arabic texts", async ({ page }) => {
  const hub = messages("ar", "tools-hub");
  const uid = messages("ar", "tools-uid");
  const password = messages("ar", "tools-password");
  const errors = watchErrors(page);
  await page.goto("/ar/tools?tool=uid");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hub.title!);
  await expect(page.getByRole("heading", { name: uid.title })).toBeVisible();
  await page.getByRole("button", { name: uid.generate }).click();
  await expect(page.getByTestId("uid")).toHaveCount(5);

  await page.getByRole("tab", { name: hub.passwordTab }).click();
  // The tool's chunk and its Arabic texts arrive together: the loading box until then, never English.
  await expect(page.getByRole("heading", { name: password.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("password-strength")).toHaveText(password.Strong!);
  expect(errors).toEqual([]);
});

test("Portuguese and Indonesian tools pages are translated too", async ({ request }) => {
  for (const [locale, prefix] of [
    ["pt-BR", "/pt-br"],
    ["id", "/id"],
  ] as const) {
    const tools = await (await request.get(`${prefix}/tools`)).text();
    expect(tools).toContain(messages(locale, "tools-hub").intro);
    const utilities = await (await request.get(`${prefix}/utility-tools`)).text();
    expect(utilities).toContain(messages(locale, "utilities-image").choose);
    const bots = await (await request.get(`${prefix}/ff-bots`)).text();
    expect(bots).toContain(messages(locale, "ff-bots-cards").useNow);
  }
});

test("Hindi utilities: links stay in Hindi and the QR code's validation toast is Hindi", async ({ page }) => {
  const util = messages("hi", "utilities-page");
  const qr = messages("hi", "utilities-qr");
  const errors = watchErrors(page);
  await page.goto("/hi/utility-tools?tab=qr");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(util.title!);
  await expect(page.getByRole("link", { name: util.toolsLink })).toHaveAttribute("href", "/hi/tools");
  await page.getByRole("button", { name: qr.generate }).click();
  await expectToast(page, qr.errorTitle!, qr.empty!, "destructive");
  expect(errors).toEqual([]);
});

test("Arabic clipboard manager: save, copy and delete toasts in Arabic", async ({ page }) => {
  const notes = messages("ar", "utilities-clipboard");
  const copy = messages("ar", "lib-clipboard");
  await page.goto("/ar/utility-tools?tab=clipboard");
  await hydrated(page);
  await page.getByRole("button", { name: notes.save }).click();
  await expectToast(page, notes.errorTitle!, notes.empty!, "destructive");
  await page.getByLabel(notes.newNote!).fill("مرحبا");
  await page.getByRole("button", { name: notes.save }).click();
  await expectToast(page, notes.savedTitle!, notes.savedDescription!);
  await page.getByRole("button", { name: notes.copy!.replace("{note}", "مرحبا") }).click();
  await expectToast(page, copy.copied!, notes.copied!);
  await expect(page.getByText(notes.none!)).toHaveCount(0);
});

test("Free Fire bots in Hindi and Arabic: hub, cards, coming-soon pages, links in the language", async ({ page }) => {
  const errors = watchErrors(page);
  for (const [locale, prefix] of [
    ["hi", "/hi"],
    ["ar", "/ar"],
  ] as const) {
    const hub = messages(locale, "ff-bots-hub");
    const cards = messages(locale, "ff-bots-cards");
    const soon = messages(locale, "ff-bots-soon");
    await page.goto(`${prefix}/ff-bots`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hub.title!);
    await expect(page.locator("[data-testid^=bot-card-] h3")).toHaveText([cards.likesTitle!, cards.infoTitle!, cards.spamTitle!, cards.visitTitle!]);
    await expect(page.getByRole("link", { name: cards.useNow })).toHaveAttribute("href", `${prefix}/ff-bots/likes`);
    await expect(page.getByRole("button", { name: cards.launchingSoon })).toHaveCount(3);

    await page.goto(`${prefix}/ff-bots/spam`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cards.spamTitle!);
    await expect(page.getByRole("heading", { level: 2, name: soon.heading })).toBeVisible();
    await expect(page.getByRole("list", { name: soon.plannedLabel }).getByRole("listitem").first()).toHaveText(soon.spam1!);
    await expect(page.getByRole("link", { name: soon.back })).toHaveAttribute("href", `${prefix}/ff-bots`);
  }
  expect(errors).toEqual([]);
});

test("likes tool in Arabic: validation, and a refusal worded by its code with the time until the reset", async ({ page }) => {
  const t = messages("ar", "ff-bots-likes");
  await page.goto("/ar/ff-bots/likes");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title!);
  await expect(page.getByLabel(t.regionLabel!).locator("option[value=me]")).toHaveText(t["region-me"]!);
  await page.getByRole("button", { name: t.submit }).click();
  await expectToast(page, t.missingTitle!, t.missingDescription!, "destructive");

  // The answer's English message is not what the page shows: its code chooses the text.
  await page.route("**/api/ff-likes", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": String(5 * 3600 + 12 * 60) },
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "This UID has already received its free likes today.", code: "uid_limit" }),
    }),
  );
  await page.getByLabel(t.uidLabel!).fill("123456789");
  await page.getByLabel(t.regionLabel!).selectOption("me");
  await page.getByRole("button", { name: t.submit }).click();
  const panel = page.getByTestId("likes-vip");
  await expect(panel).toContainText(t.vipPanel!);
  await expect(panel).toContainText(t.limitUid!);
  await expect(panel).not.toContainText("already received");
  const wait = await page.evaluate(() => {
    const D = (Intl as unknown as { DurationFormat?: new (l: string, o: object) => { format(d: object): string } }).DurationFormat;
    return D ? new D("ar", { style: "long" }).format({ hours: 5, minutes: 12 }) : null;
  });
  await expect(page.getByTestId("likes-reset")).toHaveText(t.resetsIn!.replace("{time}", wait ?? ""));
  await expectToast(page, t.vipTitle!, t.limitUid!, "destructive");
});

test.describe("likes tool in Hindi against the server (a fake upstream)", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the second free use of the day: the daily-limit panel in Hindi with the time until midnight", async ({ page, likesStack, clientIp }) => {
    expect(clientIp).toMatch(/^198\.18\./);
    const t = messages("hi", "ff-bots-likes");
    await page.goto(`${likesStack.baseURL}/hi/ff-bots/likes`);
    await hydrated(page);
    await expect(page.getByText(t.resetAtZone!.replace("{zone}", "UTC"), { exact: false })).toBeVisible();
    const send = async (uid: string) => {
      await page.getByLabel(t.uidLabel!).fill(uid);
      await page.getByLabel(t.regionLabel!).selectOption("ind");
      await page.getByRole("button", { name: t.submit }).click();
    };
    await send(nextUid());
    await expect(page.getByTestId("likes-success")).toContainText(t.successPanel!, { timeout: 20_000 });
    await expect(page.getByTestId("likes-success").locator("dt").first()).toHaveText(t.rowPlayer!);

    await send(nextUid());
    const panel = page.getByTestId("likes-vip");
    await expect(panel).toContainText(t.vipPanel!, { timeout: 20_000 });
    await expect(panel).toContainText(t.limitIp!);
    await expect(panel.getByRole("link", { name: t.vipContact })).toBeVisible();
    // Retry-After counts to the day's end in the limit's zone: some hours and minutes, written in Hindi.
    await expect(page.getByTestId("likes-reset")).toContainText(t.resetsIn!.split("{time}")[0]!);
    await expect(page.getByTestId("likes-reset")).toHaveText(/(घंटे|मिनट)/);
  });
});
