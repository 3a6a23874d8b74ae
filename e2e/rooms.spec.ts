/**
 * Play a friend: two phones (browser contexts at 360x640) play each game to its end through the
 * server, a third watches, and a rematch swaps who starts. Quick on purpose: one room per game.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { firstFlip, secondFlip } from "../test/memory-player";

const PHONE = { width: 360, height: 640 };

type Phones = { asha: Page; bruno: Page; chen: Page; all: Page[] };
type Box = { x: number; y: number; width: number; height: number };

/**
 * Keeps the page's WebSockets where a test can close them, and while `__offline` is set sends a new
 * one to a closed port: a phone that lost its network, as the page sees it.
 */
const SOCKET_KEEPER = `(() => {
  const Native = window.WebSocket;
  window.__sockets = [];
  window.__offline = false;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(window.__offline ? "ws://127.0.0.1:9/" : url, protocols);
      window.__sockets.push(this);
    }
  };
})();`;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(SOCKET_KEEPER);
  return context.newPage();
}

const overlaps = (a: Box, b: Box) => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;
const inside = (a: Box, w: number, h: number) => a.x >= 0 && a.y >= 0 && a.x + a.width <= w && a.y + a.height <= h;

const status = (page: Page) => page.getByTestId("room-status");

/** Taps `target` and waits until every phone shows a newer state (versions only grow). */
async function tap(phones: Phones, target: Locator) {
  const before = await Promise.all(phones.all.map((page) => status(page).getAttribute("data-version")));
  await target.click();
  await Promise.all(phones.all.map((page, i) => expect(status(page)).not.toHaveAttribute("data-version", before[i]!)));
}

async function openMatch(browser: Browser, game: string): Promise<Phones> {
  const [asha, bruno, chen] = await Promise.all([phone(browser), phone(browser), phone(browser)]);
  await asha.goto(`/games/${game}`);
  await hydrated(asha);
  await asha.getByTestId("play-friend").click();
  await asha.getByTestId("room-nickname").fill("Asha");
  await asha.getByTestId("room-submit").click();
  await expect(asha.getByTestId("room-status")).toHaveText("Waiting for your friend to open the link…");
  const link = (await asha.getByTestId("room-link").textContent())!;
  expect(link).toMatch(new RegExp(`/games/${game}\\?room=[A-Za-z0-9_-]{32}$`));
  await expect(asha.getByTestId("room-qr")).toBeVisible();

  await bruno.goto(link);
  await bruno.getByTestId("room-nickname").fill("Bruno");
  await bruno.getByTestId("room-submit").click();
  await expect(bruno.getByTestId("room-status")).not.toHaveText("Waiting for your friend to open the link…");
  await chen.goto(link);
  await expect(chen.getByTestId("room-watching")).toHaveText("You are watching this match");
  return { asha, bruno, chen, all: [asha, bruno, chen] };
}

async function rematch(phones: Phones) {
  await phones.asha.getByTestId("room-rematch").click();
  await expect(phones.bruno.getByTestId("room-status")).toHaveText("Asha wants a rematch");
  await phones.bruno.getByTestId("room-rematch").click();
  await expect(phones.chen.getByTestId("room-rematch")).toHaveCount(0);
}

test.use({ viewport: PHONE });

test("Play a friend is in the first screen of each game at 360x640, clear of the board and the game's own controls", async ({ page }) => {
  for (const game of ["tictactoe", "connect4", "rps", "memory"]) {
    await page.goto(`/games/${game}`);
    await hydrated(page);
    const button = page.getByTestId("play-friend");
    await expect(button).not.toHaveAttribute("aria-disabled", "true");
    const box = (await button.boundingBox())!;
    expect(inside(box, PHONE.width, PHONE.height), `${game}: Play a friend at ${JSON.stringify(box)}`).toBe(true);
    const board = (await page.locator("[data-game-board]").first().boundingBox())!;
    expect(overlaps(box, board), `${game}: over the board ${JSON.stringify(board)}`).toBe(false);
    for (const other of await page.locator("[data-game-controls] button:not([data-testid=play-friend])").all()) {
      const b = (await other.boundingBox())!;
      expect(overlaps(box, b), `${game}: over "${await other.textContent()}"`).toBe(false);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test("Tic Tac Toe between two phones: a win, a rematch that Bruno starts, a draw, and a watcher who cannot play", async ({ browser }) => {
  const phones = await openMatch(browser, "tictactoe");
  const { asha, bruno, chen } = phones;
  const cell = (page: Page, i: number) => page.locator(`[data-cell="${i}"]`);
  await expect(asha.getByTestId("room-status")).toHaveText("Your turn");
  await expect(bruno.getByTestId("room-status")).toHaveText("Asha's turn");
  // The watcher's board takes no tap.
  await cell(chen, 4).click({ force: true });
  await expect(cell(asha, 4)).toHaveText("");
  for (const [page, i] of [
    [asha, 0],
    [bruno, 3],
    [asha, 1],
    [bruno, 4],
    [asha, 2],
  ] as const)
    await tap(phones, cell(page, i));
  await expect(asha.getByTestId("room-status")).toHaveText("You win!");
  await expect(bruno.getByTestId("room-status")).toHaveText("Asha wins!");
  await expect(chen.getByTestId("room-status")).toHaveText("Asha wins!");
  await expect(bruno.getByTestId("room-score-0")).toHaveText("1");

  // Rematch, the reactions and Leave share one row inside a 360 px screen, below the board.
  const board = (await asha.locator("[data-game-board]").boundingBox())!;
  const row = await Promise.all(["room-rematch", "room-react", "room-leave"].map(async (id) => (await asha.getByTestId(id).boundingBox())!));
  for (const box of row) {
    expect(inside(box, PHONE.width, Number.MAX_SAFE_INTEGER), JSON.stringify(box)).toBe(true);
    expect(Math.abs(box.y - row[0]!.y), "one row").toBeLessThan(2);
    expect(overlaps(box, board)).toBe(false);
  }
  await asha.getByTestId("room-react").click();
  const panel = (await asha.getByTestId("room-reactions").boundingBox())!;
  expect(inside(panel, PHONE.width, Number.MAX_SAFE_INTEGER), JSON.stringify(panel)).toBe(true);
  await asha.locator('[data-reaction="gg"]').click();
  await expect(asha.getByTestId("room-reactions")).toHaveCount(0);
  await expect(bruno.getByText("Asha: GG")).toBeVisible();

  await rematch(phones);
  await expect(bruno.getByTestId("room-status")).toHaveText("Your turn");
  const draw = [0, 1, 2, 4, 3, 5, 7, 6, 8];
  for (const [n, i] of draw.entries()) await tap(phones, cell(n % 2 === 0 ? bruno : asha, i));
  await expect(asha.getByTestId("room-status")).toHaveText("It's a draw!");
  await expect(chen.getByTestId("room-status")).toHaveText("It's a draw!");
});

test("Connect Four between two phones: four down a column wins, and the rematch starts with Bruno", async ({ browser }) => {
  const phones = await openMatch(browser, "connect4");
  const { asha, bruno } = phones;
  const column = (page: Page, c: number) => page.locator(`[data-column="${c}"]`);
  for (const [page, c] of [
    [asha, 0],
    [bruno, 1],
    [asha, 0],
    [bruno, 1],
    [asha, 0],
    [bruno, 1],
    [asha, 0],
  ] as const)
    await tap(phones, column(page, c));
  await expect(asha.getByTestId("room-status")).toHaveText("You win!");
  await expect(phones.chen.getByTestId("room-status")).toHaveText("Asha wins!");
  await rematch(phones);
  await expect(asha.getByTestId("room-status")).toHaveText("Bruno's turn");
});

test("Rock Paper Scissors between two phones: neither sees the other's pick before both are in; first to two wins", async ({ browser }) => {
  const phones = await openMatch(browser, "rps");
  const { asha, bruno, chen } = phones;
  const pick = (page: Page, choice: string) => page.locator(`[data-choice="${choice}"]`);
  await tap(phones, pick(asha, "rock"));
  await expect(asha.getByTestId("room-status")).toHaveText("Waiting for Bruno…");
  await expect(bruno.getByTestId("room-status")).toHaveText("Pick rock, paper or scissors");
  await expect(bruno.getByTestId("room-last-round")).toHaveCount(0);
  await tap(phones, pick(bruno, "scissors"));
  await expect(chen.getByTestId("room-last-round")).toHaveText("Last round: Asha ✊ vs ✌️ Bruno");
  await tap(phones, pick(asha, "paper"));
  await tap(phones, pick(bruno, "rock"));
  await expect(asha.getByTestId("room-status")).toHaveText("You win!");
  await expect(bruno.getByTestId("room-status")).toHaveText("Asha wins!");
  await rematch(phones);
  await expect(asha.getByTestId("room-status")).toHaveText("Pick rock, paper or scissors");
});

test("Memory Match between two phones: turns pass on a miss, a pair plays again, most pairs wins", async ({ browser }) => {
  const phones = await openMatch(browser, "memory");
  const { asha, bruno, chen } = phones;
  const seen = new Map<number, string>();
  const taken = new Set<number>();
  const card = (page: Page, i: number) => page.locator(`[data-card="${i}"]`);
  const flip = async (page: Page, i: number) => {
    await tap(phones, card(page, i));
    seen.set(i, (await card(page, i).textContent())!);
  };
  for (let guard = 0; taken.size < 16 && guard < 40; guard++) {
    const mover = (await asha.getByTestId("room-status").textContent()) === "Your turn" ? asha : bruno;
    const first = firstFlip(seen, taken);
    await flip(mover, first);
    const second = secondFlip(seen, taken, first);
    await flip(mover, second);
    if (seen.get(second) === seen.get(first)) taken.add(first).add(second);
  }
  expect(taken.size).toBe(16);
  const end = await asha.getByTestId("room-status").textContent();
  expect(["You win!", "Bruno wins!", "It's a draw!"]).toContain(end);
  await expect(chen.getByTestId("room-status")).toHaveText(end === "You win!" ? "Asha wins!" : end!);
  await rematch(phones);
  await expect(bruno.getByTestId("room-status")).toHaveText("Your turn");
});

test("a phone that drops and comes back within the grace keeps its seat and the position; the other phone counts down meanwhile", async ({ browser }) => {
  const phones = await openMatch(browser, "tictactoe");
  const { asha, bruno } = phones;
  const cell = (page: Page, i: number) => page.locator(`[data-cell="${i}"]`);
  await tap(phones, cell(asha, 4));
  await tap(phones, cell(bruno, 0));
  await asha.evaluate(() => {
    const w = window as unknown as { __offline: boolean; __sockets: WebSocket[] };
    w.__offline = true;
    for (const ws of w.__sockets) ws.close();
  });
  await expect(asha.getByTestId("room-note")).toHaveText("Connection lost: reconnecting…");
  await expect(bruno.getByTestId("room-status")).toHaveText(/^Asha left: the game ends in (5\d|60) s unless they come back$/);
  await asha.evaluate(() => {
    (window as unknown as { __offline: boolean }).__offline = false;
    window.dispatchEvent(new Event("online"));
  });
  await expect(asha.getByTestId("room-status")).toHaveText("Your turn");
  await expect(bruno.getByTestId("room-status")).toHaveText("Asha's turn");
  await expect(cell(asha, 4)).toHaveText("X");
  await expect(cell(asha, 0)).toHaveText("O");
  await tap(phones, cell(asha, 8));
  await expect(cell(bruno, 8)).toHaveText("X");
});
