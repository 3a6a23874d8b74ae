/**
 * The operator's daily-challenge panel on a phone-sized screen: runs held for review with their
 * reason, ranked or refused; a run removed; a name blocked; a player blocked by one of their runs,
 * which leaves another player's runs alone. Each confirm step is checked by keyboard.
 *
 * Runs are Sliding runs sent through the API, as the page sends them, each from an address of its
 * own (X-Forwarded-For, trusted from 127.0.0.1 in playwright.config.ts) and a device key of its
 * own: blocking a player blocks its address, which must not be the address every spec plays from.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import {
  BLOCKED_PLAYER_MESSAGE,
  NICKNAME_REFUSED_MESSAGE,
  challengeRunStartSchema,
  leaderboardResponseSchema,
  type ChallengeLog,
  type ChallengeRunResponse,
} from "../contracts/challenge";
import { seededRandom } from "../games/shared/random";
import * as sliding from "../games/sliding/engine";
import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { expect, hydrated, test } from "./fixtures";

const RUN = Date.now().toString(36).slice(-5);
let players = 0;

type Player = { name: string; headers: Record<string, string>; deviceKey: string };

/** A player of this test: a name unique to the run, an address and a device key of its own. */
function player(label: string): Player {
  players += 1;
  return {
    name: `e2e ${label} ${RUN}`,
    headers: { "x-forwarded-for": `203.0.113.${(Number.parseInt(RUN, 36) % 200) + players}` },
    deviceKey: `e2e-admin-device-${label}-${RUN}-0000`,
  };
}

type Started = { player: Player; token: string; seed: number; at: number };

async function start(request: APIRequestContext, p: Player): Promise<Started> {
  const res = await request.post("/api/challenge/runs/start", { headers: p.headers, data: { game: "sliding", deviceKey: p.deviceKey } });
  expect(res.status(), await res.text()).toBe(201);
  const body = challengeRunStartSchema.parse(await res.json());
  return { player: p, token: body.token, seed: body.seed!, at: Date.now() };
}

/**
 * The run a person could play: the deal solved by undoing its shuffle, one move after another.
 * `gap(i)` is the page ms before move i: uneven for a person, even for the held runs (the server
 * holds machine-even timing for review).
 */
function solve(seed: number, gap: (i: number) => number): { log: ChallengeLog<"sliding">; score: number; lastAt: number } {
  let state = sliding.createGame({}, seededRandom(seed));
  const moves: number[] = [];
  const at: number[] = [];
  let t = 0;
  for (const value of [...state.shuffleMoves].reverse()) {
    const index = state.tiles.indexOf(value);
    state = sliding.step(state, { type: "move", index });
    t += gap(moves.length);
    moves.push(index);
    at.push(t);
    // A shuffle can pass through the solved board (a tile moved back and forth): the game ends
    // there, and the server refuses any move after it ("Move N comes after the game was over").
    if (sliding.isOver(state)) break;
  }
  expect(sliding.isOver(state)).toBe(true);
  return { log: { moves, at }, score: state.moves, lastAt: t };
}

const personGap = (i: number) => 70 + ((i * 37) % 41);
const machineGap = () => 80;

async function submit(request: APIRequestContext, s: Started, gap: (i: number) => number, { waitForRun = true } = {}) {
  const run = solve(s.seed, gap);
  // The server refuses a run longer than the time since it started: wait as long as it was played.
  const wait = s.at + run.lastAt + 300 - Date.now();
  if (waitForRun && wait > 0) await new Promise((r) => setTimeout(r, wait));
  return request.post("/api/challenge/runs", {
    headers: s.player.headers,
    data: { token: s.token, game: "sliding", nickname: s.player.name, log: run.log, claimedScore: run.score, deviceKey: s.player.deviceKey },
  });
}

async function submitted(request: APIRequestContext, s: Started, gap: (i: number) => number, status: ChallengeRunResponse["status"]) {
  const res = await submit(request, s, gap);
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as ChallengeRunResponse).status).toBe(status);
}

async function onPublicBoard(request: APIRequestContext, name: string): Promise<boolean> {
  const res = await request.get(`/api/challenge/sliding/leaderboard?nickname=${encodeURIComponent(name)}`);
  return leaderboardResponseSchema.parse(await res.json()).you != null;
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 360, height: 740 } });

test("the operator ranks and refuses held runs, removes a run, blocks a name and blocks a player, each confirmed", async ({ page, request }) => {
  test.setTimeout(90_000);
  const kept = player("keep");
  const removed = player("gone");
  const named = player("name");
  const impostor = player("imp");
  const rankedHeld = player("hold");
  const refusedHeld = player("nope");

  // All six play at once: each run takes about 8 s of real time, as a person's would.
  const runs = await Promise.all([kept, removed, named, impostor, rankedHeld, refusedHeld].map((p) => start(request, p)));
  await Promise.all([...runs.slice(0, 4).map((s) => submitted(request, s, personGap, "ranked")), ...runs.slice(4).map((s) => submitted(request, s, machineGap, "held"))]);

  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();

  const panel = page.getByTestId("admin-challenge");
  await expect(panel.getByRole("heading", { name: "Daily challenge", level: 2 })).toBeVisible();
  const held = panel.getByRole("region", { name: /Held for review/ });
  const heldRun = (p: Player) => held.getByRole("listitem").filter({ hasText: p.name });
  const board = panel.locator('[data-admin-board="sliding"]');
  // A run's first row holds its name; the buttons, named after it, sit in the row below.
  const row = (p: Player) => board.getByRole("row").filter({ hasText: p.name });
  const dialog = page.getByRole("dialog");

  // Held runs show with the server's reason, and not on the boards.
  for (const p of [rankedHeld, refusedHeld]) {
    await expect(heldRun(p)).toContainText("machine-even");
    await expect(row(p)).toHaveCount(0);
  }
  for (const p of [kept, removed, named, impostor]) await expect(row(p)).toHaveCount(1);
  await expect(panel.locator('[data-chart="challenge"] canvas')).toBeVisible();
  expect(Number(await panel.locator('[data-outcome="held"]').textContent())).toBeGreaterThanOrEqual(2);
  await expectFits(page);

  // Rank needs no confirm step: the run joins the board.
  await heldRun(rankedHeld)
    .getByRole("button", { name: `Rank ${rankedHeld.name}'s held run` })
    .click();
  await expect(row(rankedHeld)).toHaveCount(1);
  await expect(heldRun(rankedHeld)).toHaveCount(0);

  // Refuse, by keyboard: Escape cancels and gives focus back; Enter on the confirm button refuses.
  const refuse = heldRun(refusedHeld).getByRole("button", { name: `Refuse ${refusedHeld.name}'s held run` });
  await refuse.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveAccessibleName(`Refuse ${refusedHeld.name}'s held run?`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(refuse).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Refuse run" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heldRun(refusedHeld)).toHaveCount(0);
  await expect(row(refusedHeld)).toHaveCount(0);

  // Remove one run.
  await board.getByRole("button", { name: `Remove ${removed.name}'s run` }).click();
  await dialog.getByRole("button", { name: "Remove run" }).click();
  await expect(row(removed)).toHaveCount(0);

  // Block a name: refused from now on, from any device.
  await board.getByRole("button", { name: `Block the name ${named.name}` }).click();
  await dialog.getByRole("button", { name: "Block name" }).click();
  await expect(row(named)).toHaveCount(0);

  // Block a player by their run: their runs leave the board, the others stay.
  await board.getByRole("button", { name: `Block the player of ${impostor.name}'s run` }).click();
  await expect(dialog).toContainText("Other devices keep their runs, the same connection's included.");
  // The count of other devices on its connection is shown before the address can be ticked; left unticked.
  await expect(dialog.getByRole("checkbox", { name: /Also block the connection/ })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Block player" }).click();
  await expect(row(impostor)).toHaveCount(0);
  for (const p of [kept, rankedHeld]) await expect(row(p)).toHaveCount(1);
  await expectFits(page);

  // The public board agrees.
  expect(await onPublicBoard(request, kept.name)).toBe(true);
  expect(await onPublicBoard(request, rankedHeld.name)).toBe(true);
  for (const p of [removed, named, impostor, refusedHeld]) expect(await onPublicBoard(request, p.name), p.name).toBe(false);

  // The blocked name is refused to a new player (before any time check); the blocked player cannot start a run.
  const newcomer = { ...player("new"), name: named.name };
  const again = await submit(request, await start(request, newcomer), personGap, { waitForRun: false });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { message: string }).message).toBe(NICKNAME_REFUSED_MESSAGE);
  const blocked = await request.post("/api/challenge/runs/start", { headers: impostor.headers, data: { game: "sliding", deviceKey: impostor.deviceKey } });
  expect(blocked.status()).toBe(400);
  expect(((await blocked.json()) as { message: string }).message).toBe(BLOCKED_PLAYER_MESSAGE);
});
