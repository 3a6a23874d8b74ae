import type { Page } from "@playwright/test";
import { expect, hydrated, pausedClock, test } from "./fixtures";
import { siteConfig } from "../site.config";

declare global {
  interface Window {
    openedLinks: string[];
  }
}

/**
 * The form opens the mail program by clicking a mail link. Record the clicked links instead of
 * letting the headless browser hand them to an (absent) mail program; product code stays as is.
 */
async function captureLinkClicks(page: Page) {
  await page.addInitScript(() => {
    window.openedLinks = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith("mailto:")) window.openedLinks.push(this.href);
      else click.call(this);
    };
  });
}

const openedLinks = (page: Page) => page.evaluate(() => window.openedLinks);

async function openContact(page: Page) {
  await captureLinkClicks(page);
  await page.goto("/contact");
  await hydrated(page);
}

const form = (page: Page) => page.locator("form");
const submit = (page: Page) => form(page).getByRole("button", { name: /Send Message|Sending/ });

test.describe("contact page", () => {
  test("three contact method cards: e-mail, WhatsApp and Telegram", async ({ page }) => {
    await openContact(page);
    const methods = page.getByRole("list", { name: "Ways to reach me" }).getByRole("link");
    await expect(methods).toHaveCount(3);
    await expect(methods.nth(0)).toHaveAttribute("href", `mailto:${siteConfig.links.businessEmail}`);
    await expect(methods.nth(1)).toHaveAttribute("href", siteConfig.links.whatsappChat);
    await expect(methods.nth(2)).toHaveAttribute("href", siteConfig.links.telegramChat);
    for (const i of [1, 2]) {
      await expect(methods.nth(i)).toHaveAttribute("target", "_blank");
      await expect(methods.nth(i)).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("every field is marked required with an asterisk; the message has 6 rows; the footer says all are required", async ({ page }) => {
    await openContact(page);
    for (const name of ["Name", "Email", "Message"]) {
      const field = form(page).getByRole("textbox", { name, exact: true });
      await expect(field).toHaveAttribute("aria-required", "true");
      await expect(form(page).locator(`label[for="${await field.getAttribute("id")}"]`)).toHaveText(`${name} *`);
    }
    await expect(form(page).getByLabel("Message")).toHaveAttribute("rows", "6");
    await expect(form(page)).toContainText("* All fields are required.");
  });

  test("checks in order: first Missing Information, then Invalid Email, sending nothing", async ({ page }) => {
    await openContact(page);
    const toast = page.getByTestId("toast");

    await submit(page).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Missing Information");
    await expect(toast).toContainText("Please fill in all fields before submitting!");
    await expect(form(page).getByLabel("Name")).toBeFocused();

    await form(page).getByLabel("Name").fill("Riya");
    await form(page).getByLabel("Email").fill("riya@example");
    await form(page).getByLabel("Message").fill("Hello");
    await submit(page).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Invalid Email");
    await expect(toast).toContainText("Please enter a valid email address!");
    await expect(form(page).getByLabel("Email")).toBeFocused();

    expect(await openedLinks(page)).toEqual([]);
  });

  test("a valid message opens an encoded mail link, shows Sending..., then Message Sent! and clears the form", async ({ page }) => {
    await openContact(page);
    const message = "Price & timeline?\nLine two: 100% sure #1 a+b=c";
    await form(page).getByLabel("Name").fill("Tom & Jerry?");
    await form(page).getByLabel("Email").fill("tom@example.com");
    await form(page).getByLabel("Message").fill(message);
    await submit(page).click();

    await expect.poll(() => openedLinks(page)).toHaveLength(1);
    const [href] = await openedLinks(page);
    expect(href).toMatch(new RegExp(`^mailto:${siteConfig.links.businessEmail.replace(/\./g, "\\.")}\\?subject=`));
    expect(href).toContain("subject=Message%20from%20Tom%20%26%20Jerry%3F&body=");
    const url = new URL(href!);
    expect(url.searchParams.get("subject")).toBe("Message from Tom & Jerry?");
    expect(url.searchParams.get("body")).toBe("Name: Tom & Jerry?\r\nEmail: tom@example.com\r\n\r\nMessage:\r\nPrice & timeline?\r\nLine two: 100% sure #1 a+b=c");

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Message Sent!");
    await expect(toast).toContainText("Thanks for reaching out! I'll get back to you soon!");
    await expect(toast).toHaveAttribute("data-variant", "default");
    for (const name of ["Name", "Email", "Message"]) await expect(form(page).getByLabel(name)).toHaveValue("");
    await expect(submit(page)).toHaveText("Send Message");
    await expect(submit(page)).toBeEnabled();
  });

  test("while sending, the button is disabled and reads Sending... for about 500 ms", async ({ page }) => {
    await pausedClock(page);
    await openContact(page);
    await form(page).getByLabel("Name").fill("Riya");
    await form(page).getByLabel("Email").fill("riya@example.com");
    await form(page).getByLabel("Message").fill("Hi");
    await submit(page).click();
    await expect(submit(page)).toHaveText("Sending...");
    await expect(submit(page)).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Sending..." })).toBeAttached();
    await page.clock.runFor(499);
    await expect(submit(page)).toBeDisabled();
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByTestId("toast")).toContainText("Message Sent!");
    await expect(submit(page)).toHaveText("Send Message");
  });

  test("commission section, the six services and Why Choose Me", async ({ page }) => {
    await openContact(page);
    const commission = page.getByRole("region", { name: "Commission Work" });
    const whatsapp = commission.getByRole("link", { name: /^Discuss on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", siteConfig.links.whatsappChat);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(commission.getByRole("link", { name: "View My Work" })).toHaveAttribute("href", "/portfolio");
    await expect(page.getByRole("region", { name: "Services" }).getByRole("listitem")).toHaveText([
      "Custom Websites",
      "Portfolio Sites",
      "Gaming Platforms",
      "Business Solutions",
      "Mobile-Responsive Design",
      "SEO Optimization",
    ]);
    await expect(page.getByRole("heading", { name: "Why Choose Me?" })).toBeVisible();
  });
});
