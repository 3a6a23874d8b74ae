import { readFile } from "node:fs/promises";
import QRCode from "qrcode";
import { QR_RENDER, qrScale } from "../web/features/utilities/qr-code/qr";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { expectToast } from "./toasts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function openTab(page: Page, tab: string) {
  await page.goto(`/utility-tools?tab=${tab}`);
  await hydrated(page);
}

test.describe("utility tools page", () => {
  test("has FF Tools and Go Back buttons, the image tab by default, and tabs in the URL", async ({ page }) => {
    await page.goto("/tools");
    await hydrated(page);
    await page.getByRole("link", { name: "Utilities", exact: true }).first().click();
    await expect(page).toHaveURL(/\/utility-tools$/);
    await expect(page.getByRole("heading", { level: 1, name: "Utility Tools" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Image" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "FF Tools" })).toHaveAttribute("href", "/tools");

    await page.getByRole("tab", { name: "QR Code" }).click();
    await expect(page).toHaveURL(/\/utility-tools\?tab=qr$/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "QR Code" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/tools$/);
  });

  test("the prerendered page holds the image compressor", async ({ request }) => {
    const html = await (await request.get("/utility-tools")).text();
    expect(html).toContain("Utility Tools</h1>");
    expect(html).toContain("Image Compressor");
  });

  test("loads the QR tool and the qrcode library only when the QR tab opens", async ({ page }) => {
    // The library is recognised by one of its own error messages.
    const QR_LIBRARY_MARK = "too big to be stored in a QR Code";
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push({ url: r.url(), body: r.text().catch(() => "") });
    });
    const loaded = async () => {
      const bodies = await Promise.all(scripts.map((s) => s.body));
      return { tool: scripts.some((s) => s.url.includes("qr-code-generator")), library: bodies.some((b) => b.includes(QR_LIBRARY_MARK)) };
    };
    await openTab(page, "image");
    await expect(page.getByRole("heading", { name: "Image Compressor" })).toBeVisible();
    expect(await loaded()).toEqual({ tool: false, library: false });
    await page.getByRole("tab", { name: "QR Code" }).click();
    await expect(page.getByRole("heading", { name: "QR Code Generator" })).toBeVisible();
    await expect.poll(loaded).toEqual({ tool: true, library: true });
  });
});

test.describe("image compressor", () => {
  // Decoding and encoding a 12-megapixel image takes a few seconds on a busy test machine.
  const COMPRESS_TIMEOUT = 30_000;
  test.slow();

  /** A 4000x3000 (12-megapixel) PNG drawn in the page, returned as bytes. */
  async function makePhoto(page: Page): Promise<Buffer> {
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = canvas.getContext("2d")!;
      const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, "#ff8a00");
      gradient.addColorStop(1, "#4f7cff");
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 4000, 3000);
      for (let i = 0; i < 600; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
        ctx.beginPath();
        ctx.arc((i * 97) % 4000, (i * 53) % 3000, 20 + (i % 60), 0, Math.PI * 2);
        ctx.fill();
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    return Buffer.from(base64, "base64");
  }

  test('refuses a file that is not an image with "Error" / "Please upload an image file"', async ({ page }) => {
    await openTab(page, "image");
    await page.getByLabel("Choose an image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Error", "Please upload an image file", "destructive");
    await expect(page.getByRole("img", { name: "Original image preview" })).toHaveCount(0);
  });

  test("a file chosen in the prerendered picker before the compressor's code has arrived is still taken", async ({ page }) => {
    // A slow phone: the page is up and the shell has hydrated, but the compressor's chunk is still
    // on its way when the visitor picks a file. React drops that change event, so the tool must
    // take the file from the input once it hydrates.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/image-compressor-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openTab(page, "image");
    await page.getByLabel("Choose an image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByTestId("toast")).toHaveCount(0);
    release();
    await expectToast(page, "Error", "Please upload an image file", "destructive");
    await expect(page.getByLabel("Choose an image")).toHaveValue("");
  });

  test("compresses a 12-megapixel image in a worker to fit 1920x1080 as JPEG and downloads it", async ({ page }) => {
    await openTab(page, "image");
    const photo = await makePhoto(page);
    const worker = page.waitForEvent("worker");
    await page.getByLabel("Choose an image").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: photo });
    expect((await worker).url()).toContain("compress.worker");
    await expectToast(page, "Compressed!", /^Reduced by \d+%$/, "default", { timeout: COMPRESS_TIMEOUT });
    await expect(page.getByRole("img", { name: "Original image preview" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Compressed image preview" })).toBeVisible();
    await expect(page.getByTestId("original-size")).toHaveText(/^\d+\.\d{2} (KB|MB)$/);
    await expect(page.getByTestId("compressed-size")).toHaveText(/^\d+(\.\d{2} (KB|MB)| B)$/);
    await expect(page.getByText("4000x3000")).toBeVisible();
    await expect(page.getByText("1440x1080")).toBeVisible();

    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download/ }).click()]);
    expect(file.suggestedFilename()).toBe("compressed-image.jpg");
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeLessThan(photo.length);
  });

  test("starts at quality 70% and can save WebP instead", async ({ page }) => {
    await openTab(page, "image");
    await expect(page.getByRole("slider", { name: "Quality" })).toHaveAttribute("aria-valuetext", "70%");
    const photo = await makePhoto(page);
    await page.getByLabel("WebP").check();
    await page.getByLabel("Choose an image").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: photo });
    await expectToast(page, "Compressed!", /^Reduced by \d+%$/, "default", { timeout: COMPRESS_TIMEOUT });
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download/ }).click()]);
    expect(file.suggestedFilename()).toBe("compressed-image.webp");
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });
});

test.describe("text to speech", () => {
  // Headless Chromium has no voices and often no audio output, so its real speech engine would
  // never fire start or end. A small stand-in replaces speechSynthesis before the page loads and
  // lets the test fire the events the real engine would.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      type FakeUtterance = { text: string; rate: number; onstart?: () => void; onend?: () => void; onerror?: (e: { error: string }) => void };
      const log: string[] = [];
      let current: FakeUtterance | null = null;
      const fake = {
        speaking: false,
        getVoices: () => [],
        addEventListener: () => {},
        removeEventListener: () => {},
        speak(u: FakeUtterance) {
          log.push(`speak:${u.text}@${u.rate}`);
          current = u;
          setTimeout(() => u.onstart?.(), 10);
        },
        cancel() {
          log.push("cancel");
          const u = current;
          current = null;
          if (u) setTimeout(() => u.onerror?.({ error: "interrupted" }), 0);
        },
      };
      Object.defineProperty(window, "speechSynthesis", { value: fake, configurable: true });
      Object.assign(window, {
        SpeechSynthesisUtterance: function (this: FakeUtterance, text: string) {
          this.text = text;
          this.rate = 1;
        },
        ttsLog: log,
        ttsFinish: () => current?.onend?.(),
        ttsFail: () => current?.onerror?.({ error: "synthesis-failed" }),
      });
    });
  });

  const status = (page: Page) => page.getByTestId("tts-status");
  const log = (page: Page) => page.evaluate(() => (window as unknown as { ttsLog: string[] }).ttsLog);

  test('blank text gives "Please enter some text first"', async ({ page }) => {
    await openTab(page, "tts");
    await page.getByRole("button", { name: "Speak" }).click();
    await expectToast(page, "Error", "Please enter some text first", "destructive");
    expect(await log(page)).not.toContain("speak");
  });

  test("speaking starts on the start event and ends on end; Speak cancels earlier speech first", async ({ page }) => {
    await openTab(page, "tts");
    await page.getByLabel("Text", { exact: true }).fill("Booyah!");
    await page.getByRole("button", { name: "Speak" }).click();
    await expect(status(page)).toHaveText("Speaking…");
    await page.getByRole("button", { name: "Speak" }).click();
    await expect(status(page)).toHaveText("Speaking…");
    expect(await log(page)).toEqual(["cancel", "speak:Booyah!@1", "cancel", "speak:Booyah!@1"]);
    await page.evaluate(() => (window as unknown as { ttsFinish: () => void }).ttsFinish());
    await expect(status(page)).toHaveText("");
    // The interrupted first utterance is not a failure.
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("Stop ends speaking; the rate control sets the speed", async ({ page }) => {
    await openTab(page, "tts");
    await page.getByLabel("Text", { exact: true }).fill("Hello");
    const rate = page.getByRole("slider", { name: "Speed" });
    await rate.focus();
    await page.keyboard.press("End");
    await expect(rate).toHaveAttribute("aria-valuetext", "2.0x");
    await page.getByRole("button", { name: "Speak" }).click();
    await expect(status(page)).toHaveText("Speaking…");
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(status(page)).toHaveText("");
    expect(await log(page)).toEqual(["cancel", "speak:Hello@2", "cancel"]);
  });

  test('an engine error ends speaking with "Speech synthesis failed"', async ({ page }) => {
    await openTab(page, "tts");
    await page.getByLabel("Text", { exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Speak" }).click();
    await expect(status(page)).toHaveText("Speaking…");
    await page.evaluate(() => (window as unknown as { ttsFail: () => void }).ttsFail());
    await expect(status(page)).toHaveText("");
    await expectToast(page, "Error", "Speech synthesis failed", "destructive");
  });
});

test.describe("text to speech without browser support", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
    });
  });

  test('says "Not Supported" / "Text-to-speech not supported in this browser"', async ({ page }) => {
    await openTab(page, "tts");
    await page.getByLabel("Text", { exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Speak" }).click();
    await expectToast(page, "Not Supported", "Text-to-speech not supported in this browser", "destructive");
  });
});

test.describe("QR code generator", () => {
  test('blank text gives "Please enter text or URL"', async ({ page }) => {
    await openTab(page, "qr");
    await page.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Error", "Please enter text or URL", "destructive");
  });

  test("generates a PNG of whole pixels per module, up to 300 px, at level M by default, previews it and downloads qrcode.png and qrcode.svg", async ({ page }) => {
    await openTab(page, "qr");
    await expect(page.getByLabel("Error correction")).toHaveValue("M");
    await page.getByLabel("Text or URL").fill("https://example.com/tools");
    await page.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Generated!", "QR code created successfully");
    const preview = page.getByTestId("qr-preview");
    await expect(preview).toHaveAttribute("src", /^data:image\/png;base64,/);
    // Uneven modules made dense codes unreadable to some decoders: each module is a whole number of pixels.
    const modules = QRCode.create("https://example.com/tools", { errorCorrectionLevel: "M" }).modules.size;
    const width = qrScale(modules) * (modules + 2 * QR_RENDER.margin);
    expect(width).toBeLessThanOrEqual(QR_RENDER.width);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
    expect(await preview.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(256);

    const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PNG" }).click()]);
    expect(png.suggestedFilename()).toBe("qrcode.png");
    const bytes = await readFile((await png.path())!);
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");

    const [svg] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download SVG" }).click()]);
    expect(svg.suggestedFilename()).toBe("qrcode.svg");
    expect(await readFile((await svg.path())!, "utf8")).toContain("<svg");
  });

  test('text too long for a QR code gives "Failed to generate QR code"', async ({ page }) => {
    await openTab(page, "qr");
    await page.getByLabel("Error correction").selectOption("H");
    await page.getByLabel("Text or URL").fill("x".repeat(3000));
    await page.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Error", "Failed to generate QR code", "destructive");
  });
});

test.describe("clipboard manager", () => {
  test("saves notes newest first, copies and deletes each, and keeps them in memory only", async ({ page }) => {
    await openTab(page, "clipboard");
    await page.getByRole("button", { name: "Save Note" }).click();
    await expectToast(page, "Error", "Please enter some text", "destructive");

    const field = page.getByLabel("New note");
    for (const text of ["first", "second", "third"]) {
      await field.fill(text);
      await page.getByRole("button", { name: "Save Note" }).click();
      await expectToast(page, "Saved!", "Note saved to clipboard manager");
    }
    const notes = page.getByTestId("note-text");
    await expect(notes).toHaveText(["third", "second", "first"]);

    await page.getByRole("button", { name: "Copy note: second" }).click();
    await expectToast(page, "Copied!", "Text copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("second");

    await page.getByRole("button", { name: "Delete note: second" }).click();
    await expectToast(page, "Deleted!", "Note removed");
    await expect(notes).toHaveText(["third", "first"]);

    const list = page.getByTestId("note-list");
    expect(await list.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY])).toEqual(["384px", "auto"]);

    await page.reload();
    await hydrated(page);
    await expect(notes).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toContain("third");
  });
});

test("the page's main content has no axe accessibility violations", async ({ page }) => {
  await page.goto("/utility-tools?tab=qr");
  await hydrated(page);
  await page.getByLabel("Text or URL").fill("https://example.com");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByTestId("qr-preview")).toBeVisible();
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
