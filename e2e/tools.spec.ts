import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { expectToast } from "./toasts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Resolves with the status of the next tool-usage call for `tool`. */
function usageCall(page: Page, tool: string) {
  return page.waitForResponse((r) => r.url().endsWith(`/api/tool-usage/${tool}`) && r.request().method() === "POST");
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("tools hub tabs", () => {
  test("the prerendered page holds the header and the default name generator", async ({ request }) => {
    const html = await (await request.get("/tools")).text();
    expect(html).toContain("Tools &amp; Utilities Hub</h1>");
    expect(html).toContain("Stylish Name Generator");
    expect(html).not.toContain("Loading the tool");
  });

  test("fftools and ffname are the defaults; the chosen tabs live in the URL and survive a reload", async ({ page }) => {
    await page.goto("/tools");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tools & Utilities Hub");
    await expect(page.getByRole("tab", { name: "FF Tools" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Name" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Password" }).click();
    await expect(page).toHaveURL(/\/tools\?tool=password$/);
    await expect(page.getByRole("heading", { name: "Password Generator" })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Password Generator" })).toBeVisible();
  });

  test("a linked tab opens directly, and the arrow keys move between tabs", async ({ page }) => {
    await page.goto("/tools?tab=fftools&tool=uid");
    await hydrated(page);
    const uidTab = page.getByRole("tab", { name: "UID" });
    await expect(uidTab).toHaveAttribute("aria-selected", "true");
    await uidTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Sensitivity" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tool=sensitivity/);
    await expect(page.getByRole("heading", { name: "Sensitivity Generator" })).toBeVisible();
  });

  test("hydrates a linked tab without console errors (no hydration mismatch)", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/tools?tab=fftools&tool=sensitivity");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Sensitivity Generator" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the utilities tab shows a card that goes to /utility-tools", async ({ page }) => {
    await page.goto("/tools?tab=utilities");
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Utilities" })).toHaveAttribute("aria-selected", "true");
    const link = page.getByRole("link", { name: "Go to Utility Tools" });
    await expect(link).toHaveAttribute("href", "/utility-tools");
    await link.click();
    await expect(page).toHaveURL(/\/utility-tools$/);
    await expect(page.getByRole("heading", { level: 1, name: "Utility Tools" })).toBeVisible();
  });
});

test.describe("name generator", () => {
  test('blank input shows "Oops!" / "Please enter a name first!"', async ({ page }) => {
    await page.goto("/tools");
    await hydrated(page);
    await page.getByLabel("Your name").fill("   ");
    await page.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Oops!", "Please enter a name first!", "destructive");
    await expect(page.getByTestId("fancy-name")).toHaveCount(0);
  });

  test("shows 8 well-formed variants, counts the use, and copies one", async ({ page }) => {
    await page.goto("/tools");
    await hydrated(page);
    await page.getByLabel("Your name").fill("Ghost99 😈");
    const usage = usageCall(page, "ff-name-generator");
    await page.getByRole("button", { name: "Generate" }).click();
    expect((await usage).status()).toBe(204);
    const names = page.getByTestId("fancy-name");
    await expect(names).toHaveCount(8);
    const texts = await names.allTextContents();
    expect(texts[0]).toBe("꧁༺ 𝐆𝐡𝐨𝐬𝐭𝟗𝟗 😈 ༻꧂");
    for (const text of texts) {
      expect(await page.evaluate((t) => (t as string & { isWellFormed(): boolean }).isWellFormed(), text)).toBe(true);
      expect(text).toContain("😈");
    }
    await page.getByRole("button", { name: "Copy Bold style" }).click();
    await expectToast(page, "Copied!", "Name copied to clipboard");
    expect(await readClipboard(page)).toBe(texts[0]);
  });

  test("a failing usage call is only logged, never shown", async ({ page }) => {
    await page.route("**/api/tool-usage/**", (route) => route.fulfill({ status: 500, body: "down" }));
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.goto("/tools");
    await hydrated(page);
    await page.getByLabel("Your name").fill("Raj");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByTestId("fancy-name")).toHaveCount(8);
    await expect.poll(() => warnings.join("\n")).toContain("Tool usage for ff-name-generator was not recorded");
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});

test.describe("UID generator", () => {
  test("the count slider runs 1 to 10; UIDs are 9 or 10 digits without a leading zero; copy", async ({ page }) => {
    await page.goto("/tools?tool=uid");
    await hydrated(page);
    const slider = page.getByRole("slider", { name: "Number of UIDs" });
    await expect(slider).toHaveAttribute("aria-valuemin", "1");
    await expect(slider).toHaveAttribute("aria-valuemax", "10");
    await slider.focus();
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "10");
    const usage = usageCall(page, "uid-generator");
    await page.getByRole("button", { name: "Generate" }).click();
    expect((await usage).status()).toBe(204);
    const uids = page.getByTestId("uid");
    await expect(uids).toHaveCount(10);
    for (const uid of await uids.allTextContents()) expect(uid).toMatch(/^[1-9]\d{8,9}$/);

    await slider.focus();
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "1");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(uids).toHaveCount(1);
    const uid = (await uids.textContent()) ?? "";
    await page.getByRole("button", { name: `Copy UID ${uid}` }).click();
    await expectToast(page, "Copied!", "UID copied to clipboard");
    expect(await readClipboard(page)).toBe(uid);
  });
});

test.describe("sensitivity generator", () => {
  test("Generate enables Download, which saves {mode}-sensitivity.json as pretty JSON", async ({ page }) => {
    await page.goto("/tools?tool=sensitivity");
    await hydrated(page);
    const download = page.getByRole("button", { name: "Download" });
    await expect(download).toBeDisabled();
    await page.getByLabel("Sniper").check();
    const usage = usageCall(page, "sensitivity-generator");
    await page.getByRole("button", { name: "Generate" }).click();
    expect((await usage).status()).toBe(204);
    await expectToast(page, "Generated!", "Sensitivity settings ready to use");
    for (const [key, value] of Object.entries({ general: 50, red_dot: 45, scope_2x: 40, scope_4x: 35, awm: 30 })) {
      await expect(page.getByTestId(`sensitivity-${key}`)).toHaveText(String(value));
    }
    await expect(download).toBeEnabled();
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe("sniper-sensitivity.json");
    const text = await readFile((await file.path())!, "utf8");
    expect(text).toBe('{\n  "general": 50,\n  "red_dot": 45,\n  "scope_2x": 40,\n  "scope_4x": 35,\n  "awm": 30\n}');
    await expectToast(page, "Downloaded!", "Settings saved to file");
  });

  test("each game mode shows its exact preset", async ({ page }) => {
    await page.goto("/tools?tool=sensitivity");
    await hydrated(page);
    const presets = {
      Assault: [70, 60, 55, 50, 45],
      Sniper: [50, 45, 40, 35, 30],
      Rusher: [90, 85, 80, 70, 60],
      Balanced: [65, 60, 55, 50, 45],
    };
    for (const [mode, values] of Object.entries(presets)) {
      await page.getByLabel(mode).check();
      await expect(page.getByRole("button", { name: "Download" })).toBeDisabled();
      await page.getByRole("button", { name: "Generate" }).click();
      const shown = await Promise.all(["general", "red_dot", "scope_2x", "scope_4x", "awm"].map((k) => page.getByTestId(`sensitivity-${k}`).textContent()));
      expect(shown.map(Number)).toEqual(values);
    }
  });
});

test.describe("password generator", () => {
  test("defaults to 12 with numbers and symbols; the slider runs 8 to 32; every class appears; copy", async ({ page }) => {
    await page.goto("/tools?tool=password");
    await hydrated(page);
    const slider = page.getByRole("slider", { name: "Length" });
    await expect(slider).toHaveAttribute("aria-valuenow", "12");
    await expect(slider).toHaveAttribute("aria-valuemin", "8");
    await expect(slider).toHaveAttribute("aria-valuemax", "32");
    await expect(page.getByRole("switch", { name: "Include numbers" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Include symbols" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Copy password" })).toBeDisabled();

    const output = page.getByLabel("Generated password");
    const usage = usageCall(page, "password-generator");
    await page.getByRole("button", { name: "Generate" }).click();
    expect((await usage).status()).toBe(204);
    const pw = await output.inputValue();
    expect(pw).toHaveLength(12);
    expect(pw).toMatch(/[a-zA-Z]/);
    expect(pw).toMatch(/\d/);
    expect(pw).toMatch(/[!@#$%^&*()_+\-=[\]{}|;:,.<>?]/);
    await expect(page.getByTestId("password-strength")).toHaveText("Strong");

    await page.getByRole("button", { name: "Copy password" }).click();
    await expectToast(page, "Copied!", "Password copied to clipboard");
    expect(await readClipboard(page)).toBe(pw);

    await page.getByRole("switch", { name: "Include symbols" }).click();
    await page.getByRole("switch", { name: "Include numbers" }).click();
    await slider.focus();
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "8");
    await expect(page.getByTestId("password-strength")).toHaveText("Weak");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(output).toHaveValue(/^[a-zA-Z]{8}$/);

    await slider.focus();
    await page.keyboard.press("End");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(output).toHaveValue(/^[a-zA-Z]{32}$/);
    await expect(page.getByTestId("password-strength")).toHaveText("Very strong");
  });
});

test("the page's main content has no axe accessibility violations", async ({ page }) => {
  await page.goto("/tools?tool=password");
  await hydrated(page);
  await page.getByRole("button", { name: "Generate" }).click();
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
