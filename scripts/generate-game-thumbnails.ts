/**
 * `npm run games:thumbnails`: each game's hub thumbnail (public/games/<id>.webp), drawn by the game
 * itself: the built site runs in headless Chromium, each game is dealt from a fixed seed, played a
 * few scripted moves through its own view (its engine state through its own render function or
 * markup), and its `data-game-board` is photographed and shrunk to a small WebP on the game's colour.
 * A board that shows words (`boardWords` in web/content/games.ts) is drawn again in each translated
 * language, at its own page (`/hi/games/colormatch` -> public/games/colormatch.hi.webp), so no
 * language's hub shows another's words; its moves find their controls by place, not by name.
 * Memory's cards and the hands are emoji: it refuses to draw without a colour emoji font (Debian:
 * fonts-noto-color-emoji), which would draw them as empty boxes.
 * Run `npm run build` first; rerun after changing how a game looks. Port: THUMBNAILS_PORT (4269).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "../bench/chromium";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "../contracts/locales";
import { GAMES, gameThumbnail, type GameId } from "../web/content/games";

/** Shown at 320x180 CSS pixels on the hub (games-hub-page.tsx), so 2x for HiDPI phones at most. */
export const THUMBNAIL = { width: 480, height: 270 } as const;
const PORT = Number(process.env.THUMBNAILS_PORT ?? 4269);
const BASE = `http://127.0.0.1:${PORT}`;

const press = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).click();
/** The game's primary control once it is ready (Start, then Pause), whatever the page's language calls it. */
const pressPrimary = (page: Page) => page.locator('main button.btn-primary[aria-disabled="false"]').first().click();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A few moves that make each board look like a game in play. */
const PLAY: Readonly<Record<GameId, (page: Page) => Promise<void>>> = {
  tictactoe: async (page) => {
    for (const cell of [4, 0, 8, 2, 6]) await page.locator(`[data-cell="${cell}"]`).click();
  },
  snake: async (page) => {
    await press(page, "Start");
    await pause(900);
    await press(page, "Pause");
  },
  memory: async (page) => {
    await page.locator('[data-cell="0"]').click();
    await page.locator('[data-cell="5"]').click();
  },
  flappy: async (page) => {
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Space");
      await pause(260);
    }
    await page.keyboard.press("p");
  },
  rps: async (page) => {
    // Rock, the first hand.
    await page.locator("[data-game-controls] button").first().click();
    await pause(1700);
  },
  simon: async (page) => {
    await press(page, "Start");
    await pause(900);
  },
  "2048": async (page) => {
    for (const key of [
      "ArrowLeft",
      "ArrowDown",
      "ArrowLeft",
      "ArrowDown",
      "ArrowRight",
      "ArrowDown",
      "ArrowLeft",
      "ArrowDown",
      "ArrowLeft",
      "ArrowDown",
      "ArrowRight",
      "ArrowDown",
    ]) {
      await page.keyboard.press(key);
    }
  },
  whack: async (page) => {
    await press(page, "Start");
    await page.locator('[data-mole="true"]').waitFor();
  },
  pong: async (page) => {
    await press(page, "Start");
    await pause(700);
    await press(page, "Pause");
  },
  colormatch: async (page) => {
    await pressPrimary(page);
  },
  typing: async (page) => {
    const text = (await page.getByTestId("typing-target").locator(".sr-only").textContent()) ?? "";
    await page.getByRole("textbox").pressSequentially(text.slice(0, 14));
  },
  sliding: async (page) => {
    await page.locator('[data-game-board] button[aria-disabled="false"]').first().click();
  },
  breakout: async (page) => {
    await pressPrimary(page);
    await pause(800);
    await pressPrimary(page);
  },
  connect4: async (page) => {
    for (const column of [3, 2]) {
      await page.locator(`[data-cell="${column}"]`).click();
      await pause(700);
    }
  },
};

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await pause(500);
  }
  throw new Error(`No server on ${BASE}`);
}

/** fontconfig lists a colour emoji font. */
function hasEmojiFont(): boolean {
  try {
    return /emoji/i.test(execFileSync("fc-list", { encoding: "utf8" }));
  } catch {
    return false;
  }
}

async function main() {
  if (!hasEmojiFont())
    throw new Error("games:thumbnails: no colour emoji font, so Memory's cards and the hands would be empty boxes: install one (Debian: apt-get install fonts-noto-color-emoji)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "thumbnails-data-"));
  const server = spawn("npx", ["tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test" },
    stdio: "inherit",
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    await waitForServer();
    // A phone-sized page, so each board is drawn at the size players see; motion off so nothing is caught mid-slide.
    const context = await browser.newContext({ viewport: { width: 412, height: 800 }, deviceScaleFactor: 2, reducedMotion: "reduce" });
    for (const game of GAMES) {
      const locales: readonly Locale[] = game.boardWords ? LOCALES : [DEFAULT_LOCALE];
      for (const locale of locales) {
        const page = await context.newPage();
        await page.goto(`${BASE}${localizedPath(game.path, locale)}?seed=7`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await PLAY[game.id](page);
        // Only the board: the floating chat button comes back over it once a game pauses.
        await page.addStyleTag({ content: "[data-testid='chat-widget'] { display: none !important; }" });
        await pause(150);
        const shot = await page.locator("[data-game-board]").screenshot({ animations: "disabled" });
        const inner = { width: Math.round(THUMBNAIL.width * 0.9), height: Math.round(THUMBNAIL.height * 0.9) };
        const board = await sharp(shot)
          .resize({ ...inner, fit: "inside" })
          .toBuffer();
        const webp = await sharp({ create: { ...THUMBNAIL, channels: 3, background: game.colors.from } })
          .composite([{ input: board, gravity: "centre" }])
          .webp({ quality: 60, effort: 6 })
          .toBuffer();
        const out = path.resolve(`public${gameThumbnail(game, locale)}`);
        await writeFile(out, webp);
        console.log(`games:thumbnails: ${out} (${webp.length} bytes)`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
