/**
 * The four games of the two-instance Play a friend proof (rooms-browser.ts), each played in the
 * browser between Asha's phone (instance A) and Bruno's (instance B) while Chen watches: a win, a
 * draw where the game has one, and a rematch that swaps who starts. Every check is a row.
 */
import type { Page } from "@playwright/test";
import type { RoomGame } from "../../contracts/rooms";
import { onInstance, openGame, statusText, tap, version, waitStatus, type Phone } from "./lib/room-phones";
import type { ProveRow } from "./types";
import { firstFlip, secondFlip } from "../../test/memory-player";

export const PART = "rooms-browser";
const WAITING = "Waiting for your friend to open the link…";
/** A full Connect Four board with no four in a row, as columns in the order played (found with games/rooms/match.ts). */
export const CONNECT4_DRAW = [2, 3, 1, 2, 2, 0, 4, 0, 0, 0, 6, 0, 3, 1, 6, 3, 6, 6, 5, 0, 2, 6, 1, 2, 3, 3, 2, 5, 5, 4, 6, 4, 4, 5, 4, 1, 4, 5, 1, 5, 1, 3];

export type Trio = { asha: Phone; bruno: Phone; chen: Phone; all: Phone[] };
/** What a game needs besides the phones: where to put each echo, and (Connect Four) what to do mid-match. */
export type Run = { echoes: number[]; midMatch?: (t: Trio, roomId: string, movesMade: number) => Promise<ProveRow[]> };

export const row = (check: string, target: string, measured: string, ok: boolean): ProveRow => ({ part: PART, check, target, measured, ok });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asha makes a room on instance A; Bruno opens its link on instance B and joins; Chen opens it and watches. */
export async function openMatch(t: Trio, game: RoomGame): Promise<string> {
  const { asha, bruno, chen } = t;
  await openGame(asha, game);
  await asha.page.getByTestId("play-friend").click();
  await asha.page.getByTestId("room-nickname").fill("Asha");
  await asha.page.getByTestId("room-submit").click();
  await waitStatus(asha, WAITING);
  const link = (await asha.page.getByTestId("room-link").textContent())!.trim();
  await bruno.page.goto(onInstance(link, bruno.origin));
  await bruno.page.getByTestId("room-nickname").fill("Bruno");
  await bruno.page.getByTestId("room-submit").click();
  await waitStatus(asha, /^(?!Waiting for your friend)/);
  await chen.page.goto(onInstance(link, chen.origin));
  await chen.page.getByTestId("room-watching").waitFor({ timeout: 20_000 });
  return new URL(link).searchParams.get("room")!;
}

/** Both ask for a rematch (Asha first); true once the new game is on for all three. */
async function rematch(t: Trio, after: { asha: string | RegExp; bruno: string | RegExp }): Promise<ProveRow> {
  await t.asha.page.getByTestId("room-rematch").click();
  const asked = await waitStatus(t.bruno, "Asha wants a rematch");
  await t.bruno.page.getByTestId("room-rematch").click();
  const [a, b] = [await waitStatus(t.asha, after.asha), await waitStatus(t.bruno, after.bruno)];
  const watcherButtons = await t.chen.page.getByTestId("room-rematch").count();
  return row(
    "rematch: asked on A, accepted on B; the starter swaps",
    `Bruno sees the ask; then ${String(after.asha)} / ${String(after.bruno)}`,
    `"${asked}", then "${a}" / "${b}"`,
    watcherButtons === 0,
  );
}

/** The results all three phones show, checked against what each should say. */
async function results(t: Trio, what: string, expected: [string, string, string]): Promise<ProveRow> {
  const shown = [await waitStatus(t.asha, expected[0]), await waitStatus(t.bruno, expected[1]), await waitStatus(t.chen, expected[2])];
  return row(
    what,
    expected.join(" / "),
    shown.join(" / "),
    shown.every((s, i) => s === expected[i]),
  );
}

/** A tap on the watcher's board: nothing changes on any phone. */
async function watcherCannotPlay(t: Trio, target: (p: Page) => ReturnType<Page["locator"]>, game: string): Promise<ProveRow> {
  const before = await Promise.all(t.all.map(version));
  await target(t.chen.page).click({ force: true });
  await sleep(800);
  const after = await Promise.all(t.all.map(version));
  return row(
    `${game}: the watcher's tap on the board`,
    "changes nothing on any phone",
    `versions ${before.join(",")} -> ${after.join(",")}`,
    after.every((v, i) => v === before[i]),
  );
}

export async function ticTacToe(t: Trio, run: Run): Promise<ProveRow[]> {
  const { asha, bruno } = t;
  await openMatch(t, "tictactoe");
  const cell = (p: Phone, i: number) => p.page.locator(`[data-cell="${i}"]`);
  const rows = [await watcherCannotPlay(t, (p) => p.locator('[data-cell="4"]'), "Tic Tac Toe")];
  for (const [p, i] of [
    [asha, 0],
    [bruno, 3],
    [asha, 1],
    [bruno, 4],
    [asha, 2],
  ] as const)
    run.echoes.push(...(await tap(p, cell(p, i), t.all)));
  rows.push(await results(t, "Tic Tac Toe: a win, Asha on A against Bruno on B; Chen watches", ["You win!", "Asha wins!", "Asha wins!"]));
  rows.push(await rematch(t, { asha: "Bruno's turn", bruno: "Your turn" }));
  const draw = [0, 1, 2, 4, 3, 5, 7, 6, 8];
  for (const [n, i] of draw.entries()) {
    const p = n % 2 === 0 ? bruno : asha;
    run.echoes.push(...(await tap(p, cell(p, i), t.all)));
  }
  rows.push(await results(t, "Tic Tac Toe: a draw (the rematch, Bruno starting)", ["It's a draw!", "It's a draw!", "It's a draw!"]));
  return rows;
}

export async function connectFour(t: Trio, run: Run): Promise<ProveRow[]> {
  const { asha, bruno } = t;
  const roomId = await openMatch(t, "connect4");
  const column = (p: Phone, c: number) => p.page.locator(`[data-column="${c}"]`);
  const rows: ProveRow[] = [];
  for (const [p, c] of [
    [asha, 0],
    [bruno, 1],
    [asha, 0],
    [bruno, 1],
    [asha, 0],
    [bruno, 1],
    [asha, 0],
  ] as const)
    run.echoes.push(...(await tap(p, column(p, c), t.all)));
  rows.push(await results(t, "Connect Four: a win (four down a column)", ["You win!", "Asha wins!", "Asha wins!"]));
  rows.push(await rematch(t, { asha: "Bruno's turn", bruno: "Your turn" }));
  for (let n = 0; n < CONNECT4_DRAW.length;) {
    if (n === 12 && run.midMatch) {
      // Bruno's move is next: instance A goes down, Bruno plays on B, A comes back.
      rows.push(...(await run.midMatch(t, roomId, n)));
      n++;
      continue;
    }
    const p = n % 2 === 0 ? bruno : asha;
    run.echoes.push(...(await tap(p, column(p, CONNECT4_DRAW[n]!), t.all)));
    n++;
  }
  rows.push(await results(t, "Connect Four: a draw, all 42 cells filled (the rematch)", ["It's a draw!", "It's a draw!", "It's a draw!"]));
  return rows;
}

export async function rockPaperScissors(t: Trio, run: Run): Promise<ProveRow[]> {
  const { asha, bruno, chen } = t;
  await openMatch(t, "rps");
  const pick = (p: Phone, choice: string) => p.page.locator(`[data-choice="${choice}"]`);
  run.echoes.push(...(await tap(asha, pick(asha, "rock"), t.all)));
  const hidden = (await bruno.page.getByTestId("room-last-round").count()) === 0 && (await bruno.page.locator('[aria-pressed="true"]').count()) === 0;
  const brunoSees = await waitStatus(bruno, "Pick rock, paper or scissors");
  const rows = [row("RPS: Asha's pick is in, Bruno has not picked", "Bruno's page shows no pick", `"${brunoSees}", no pick shown: ${hidden}`, hidden)];
  run.echoes.push(...(await tap(bruno, pick(bruno, "rock"), t.all)));
  const last = (await chen.page.getByTestId("room-last-round").textContent({ timeout: 20_000 }))?.trim() ?? "";
  const both = [await statusText(asha), await statusText(bruno)];
  rows.push(
    row(
      "RPS: a round draw (rock and rock), the match goes on",
      "Last round: Asha ✊ vs ✊ Bruno; both pick again",
      `${last}; "${both.join('" / "')}"`,
      last === "Last round: Asha ✊ vs ✊ Bruno" && both.every((s) => s === "Pick rock, paper or scissors"),
    ),
  );
  for (const [a, b] of [
    ["paper", "rock"],
    ["scissors", "paper"],
  ] as const) {
    run.echoes.push(...(await tap(asha, pick(asha, a), t.all)));
    run.echoes.push(...(await tap(bruno, pick(bruno, b), t.all)));
  }
  rows.push(await results(t, "RPS: a win, first to two rounds", ["You win!", "Asha wins!", "Asha wins!"]));
  rows.push(await rematch(t, { asha: "Pick rock, paper or scissors", bruno: "Pick rock, paper or scissors" }));
  return rows;
}

export async function memoryMatch(t: Trio, run: Run): Promise<ProveRow[]> {
  const { asha, bruno } = t;
  await openMatch(t, "memory");
  const rows = [await watcherCannotPlay(t, (p) => p.locator('[data-card="0"]'), "Memory")];
  const seen = new Map<number, string>();
  const taken = new Set<number>();
  const card = (p: Phone, i: number) => p.page.locator(`[data-card="${i}"]`);
  const flip = async (p: Phone, i: number) => {
    run.echoes.push(...(await tap(p, card(p, i), t.all)));
    seen.set(i, ((await card(p, i).textContent()) ?? "").trim());
  };
  let turns = 0;
  for (; taken.size < 16 && turns < 40; turns++) {
    const mover = (await statusText(asha)) === "Your turn" ? asha : bruno;
    const first = firstFlip(seen, taken);
    await flip(mover, first);
    const second = secondFlip(seen, taken, first);
    await flip(mover, second);
    if (seen.get(second) === seen.get(first)) taken.add(first).add(second);
  }
  const end = await statusText(asha);
  const expected: [string, string, string] =
    end === "You win!"
      ? ["You win!", "Asha wins!", "Asha wins!"]
      : end === "Bruno wins!"
        ? ["Bruno wins!", "You win!", "Bruno wins!"]
        : ["It's a draw!", "It's a draw!", "It's a draw!"];
  rows.push(await results(t, `Memory: all 8 pairs found in ${turns} turns, most pairs wins`, expected));
  rows.push(await rematch(t, { asha: "Bruno's turn", bruno: "Your turn" }));
  return rows;
}
