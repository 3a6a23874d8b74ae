/**
 * The chat assistant in the site's other languages (decision 048): the widget's and the window's
 * texts, a built-in answer in the page's language, and the window at the mirrored side in Arabic.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { siteConfig } from "../site.config";
import { answerQuestion } from "../server/modules/chat/built-in-answers";

type Texts = Record<"openLabel" | "title" | "subtitle" | "welcome" | "inputLabel" | "placeholder" | "closeLabel" | "sendLabel", string> & Record<string, string>;
const messages = (locale: string, name: string) => JSON.parse(readFileSync(`web/i18n/messages/${locale}/${name}.json`, "utf8")) as Texts;
const hiWidget = messages("hi", "chat-widget");
const hiWindow = messages("hi", "chat-window");
const arWidget = messages("ar", "chat-widget");
const arWindow = messages("ar", "chat-window");

const name = siteConfig.shortName;
const fill = (text: string | undefined) => (text ?? "").replace("{name}", name);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

test.describe("the chat in Hindi", () => {
  test("speaks Hindi in the widget and the window, and answers a question in Hindi with links that stay in Hindi", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/hi");
    await hydrated(page);
    await page.getByRole("button", { name: hiWidget.openLabel }).click();
    const dialog = page.getByRole("dialog", { name: fill(hiWindow.title) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(hiWindow.subtitle);
    await expect(page.getByTestId("chat-message").first()).toHaveText(fill(hiWindow.welcome));
    const input = page.getByRole("textbox", { name: hiWindow.inputLabel });
    await expect(input).toHaveAttribute("placeholder", hiWindow.placeholder);
    await expect(page.getByRole("button", { name: hiWindow.closeLabel })).toBeVisible();

    const request = page.waitForRequest("**/api/chat");
    await input.fill("How do I get free likes?");
    await page.getByRole("button", { name: hiWindow.sendLabel }).click();
    expect(JSON.parse((await request).postData() ?? "{}")).toMatchObject({ lang: "hi" });
    const reply = page.getByTestId("chat-message").last();
    await expect(reply).toHaveText(answerQuestion("How do I get free likes?", "hi").text);
    await expect(reply.getByRole("link", { name: "/ff-bots/likes" })).toHaveAttribute("href", "/hi/ff-bots/likes");
    expect(errors).toEqual([]);
  });

  test("shows a failed reply's apology in Hindi", async ({ page }) => {
    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/hi");
    await hydrated(page);
    await page.getByRole("button", { name: hiWidget.openLabel }).click();
    await page.getByRole("textbox", { name: hiWindow.inputLabel }).fill("hi");
    await page.keyboard.press("Enter");
    const apologies = Object.entries(hiWindow)
      .filter(([key]) => key.startsWith("apology"))
      .map(([, text]) => text);
    await expect(page.getByTestId("chat-message").last()).toHaveText(new RegExp(`^(${apologies.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`));
  });
});

test.describe("the chat in Arabic", () => {
  test("speaks Arabic, and the button and the window sit at the mirrored (left) side", async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/ar");
    await hydrated(page);
    const button = page.getByRole("button", { name: arWidget.openLabel });
    const buttonBox = (await button.boundingBox())!;
    expect(buttonBox.x + buttonBox.width / 2).toBeLessThan(640);
    await button.click();
    const dialog = page.getByRole("dialog", { name: fill(arWindow.title) });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("chat-message").first()).toHaveText(fill(arWindow.welcome));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.x + box.width).toBeLessThan(640);
    await page.screenshot({ path: "/tmp/shots-blog-chat/chat-ar-1280.png" });
    expect(errors).toEqual([]);
  });

  test("opens at the right in English, as before", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    const box = (await page.getByTestId("chat-window").boundingBox())!;
    expect(box.x).toBeGreaterThan(640);
  });

  test("fits a 360 px phone in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/ar");
    await hydrated(page);
    await page.getByRole("button", { name: arWidget.openLabel }).click();
    const dialog = page.getByRole("dialog", { name: fill(arWindow.title) });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "/tmp/shots-blog-chat/chat-ar-360.png" });
  });
});
