/**
 * Phones for the two-instance Play a friend proof (scripts/prove/rooms-browser.ts): each a browser
 * context of its own at 360x640 (its own storage, so its own device key and seat tokens), driven
 * through Playwright's library API. Every page records, in the page itself, when it sent a click
 * and when each new room state reached its screen (the `data-version` of the status line), so a
 * move's echo is timed from the mover's click to the other phone's screen with no driver overhead
 * in it.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

const PHONE = { width: 360, height: 640 };
/** Generous: two server processes, three browser contexts and other engineers' jobs on two cores. */
const WAIT_MS = 20_000;

const STATUS = '[data-testid="room-status"]';

/** Runs in every page before its own scripts. */
const RECORDER = `(() => {
  const at = () => performance.timeOrigin + performance.now();
  const echo = { clicks: [], versions: {} };
  window.__echo = echo;
  document.addEventListener("click", () => echo.clicks.push(at()), true);
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (el.getAttribute && el.getAttribute("data-testid") === "room-status") {
        const v = el.getAttribute("data-version");
        if (v && !(v in echo.versions)) echo.versions[v] = at();
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-version"] });
})();`;

/**
 * Keeps every WebSocket a page opens where dropConnection can close it; while the phone is
 * "offline" a new one is sent to a closed port, whatever the browser's offline emulation does to
 * WebSockets, so the page's retries fail as they would with no network.
 */
const SOCKET_KEEPER = `(() => {
  const Native = window.WebSocket;
  const sockets = [];
  window.__sockets = sockets;
  window.__offline = false;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(window.__offline ? "ws://127.0.0.1:9/" : url, protocols);
      sockets.push(this);
    }
  };
})();`;

type Echo = { clicks: number[]; versions: Record<string, number> };

export type Phone = { name: string; context: BrowserContext; page: Page; origin: string };

export async function newPhone(browser: Browser, name: string, origin: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "block", isMobile: true, hasTouch: true });
  await context.addInitScript(RECORDER);
  await context.addInitScript(SOCKET_KEEPER);
  return { name, context, page: await context.newPage(), origin };
}

export const statusText = async (phone: Phone) => ((await phone.page.locator(STATUS).textContent({ timeout: WAIT_MS })) ?? "").trim();
export const version = async (phone: Phone) => Number(await phone.page.locator(STATUS).getAttribute("data-version", { timeout: WAIT_MS }));

/** Waits until the phone's status line says `expected` (a string exactly, or a pattern). */
export async function waitStatus(phone: Phone, expected: string | RegExp, timeout = WAIT_MS): Promise<string> {
  const source = typeof expected === "string" ? null : expected.source;
  const exact = typeof expected === "string" ? expected : null;
  await phone.page
    .waitForFunction(
      ([selector, text, pattern]) => {
        const shown = document.querySelector(selector)?.textContent?.trim() ?? "";
        return text !== null ? shown === text : new RegExp(pattern!).test(shown);
      },
      [STATUS, exact, source] as const,
      { timeout, polling: 50 },
    )
    .catch(async () => {
      throw new Error(`${phone.name}: status "${await statusText(phone).catch(() => "(none)")}", waited for ${String(expected)}`);
    });
  return statusText(phone);
}

/** Waits until the phone shows a room state newer than `than`. */
export async function waitNewer(phone: Phone, than: number, timeout = WAIT_MS): Promise<number> {
  await phone.page
    .waitForFunction(([selector, v]) => Number(document.querySelector(selector)?.getAttribute("data-version") ?? -1) > Number(v), [STATUS, than] as const, { timeout, polling: 20 })
    .catch(() => {
      throw new Error(`${phone.name}: no state newer than version ${than} within ${timeout} ms`);
    });
  return version(phone);
}

/**
 * The mover taps `target`; returns once every phone shows the new state, with the echo: ms from
 * the mover's click to the first newer state on each other phone's screen.
 */
export async function tap(mover: Phone, target: Locator, phones: readonly Phone[]): Promise<number[]> {
  const before = await Promise.all(phones.map(version));
  await target.click({ timeout: WAIT_MS });
  await Promise.all(phones.map((p, i) => waitNewer(p, before[i]!)));
  const clickedAt = (await mover.page.evaluate(() => (window as unknown as { __echo: Echo }).__echo.clicks.at(-1)))!;
  const echoes: number[] = [];
  for (const [i, p] of phones.entries()) {
    if (p === mover) continue;
    const versions = await p.page.evaluate(() => (window as unknown as { __echo: Echo }).__echo.versions);
    const first = Object.entries(versions)
      .filter(([v]) => Number(v) > before[i]!)
      .map(([, at]) => at)
      .sort((a, b) => a - b)[0];
    if (first !== undefined) echoes.push(first - clickedAt);
  }
  return echoes;
}

/** Opens a game page on the phone's instance and waits for React to have hydrated it. */
export async function openGame(phone: Phone, game: string): Promise<void> {
  await phone.page.goto(`${phone.origin}/games/${game}`, { timeout: 60_000 });
  await phone.page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 60_000 });
}

/** The same room's link, on another instance (each phone talks to its own). */
export const onInstance = (link: string, origin: string) => origin + new URL(link).pathname + new URL(link).search;

/**
 * Drops the phone's connection as a network switch would: the context goes offline (no new socket
 * can open) and the page's open sockets are closed. `back` brings the network back; the page's
 * `online` listener reconnects at once.
 */
export async function dropConnection(phone: Phone): Promise<{ back: () => Promise<void> }> {
  await phone.context.setOffline(true);
  await phone.page.evaluate(() => {
    const w = window as unknown as { __offline: boolean; __sockets: WebSocket[] };
    w.__offline = true;
    for (const ws of w.__sockets) ws.close();
  });
  return {
    back: async () => {
      await phone.context.setOffline(false);
      await phone.page.evaluate(() => {
        (window as unknown as { __offline: boolean }).__offline = false;
        window.dispatchEvent(new Event("online"));
      });
    },
  };
}
