/**
 * Helpers for the daily-challenge browser specs (issue 22): today's seeds from the API, a run
 * played in the page and submitted through its dialog (the request captured, so the spec can
 * send tampered copies of the same log), and the board checked for the score.
 */
import type { APIRequestContext, Page, Request } from "@playwright/test";
import type { ChallengeGame, ChallengeToday } from "../contracts/challenge";
import { signToken } from "../server/modules/challenge/signing";
import { E2E_CHALLENGE_SECRET } from "../playwright.config";
import { expect } from "./fixtures";

export async function today(request: APIRequestContext): Promise<ChallengeToday> {
  const res = await request.get("/api/challenge/today");
  expect(res.status()).toBe(200);
  return (await res.json()) as ChallengeToday;
}

export function seedOf(t: ChallengeToday, game: ChallengeGame): number {
  const seed = t.games.find((g) => g.game === game)?.seed;
  if (seed === undefined) throw new Error(`No seed for ${game}`);
  return seed;
}

/**
 * A nickname unique to this test run, so boards from other specs never confuse the check: five
 * characters of the time always fit in the 16 allowed (a long label used to leave one).
 */
export function nickname(label: string): string {
  return `e2e ${label.slice(0, 6)} ${Date.now().toString(36).slice(-5)}`;
}

/** Opens a challenge page and returns the day and token the page itself fetched. */
export async function openChallenge(page: Page, game: ChallengeGame, before?: () => Promise<void>): Promise<ChallengeToday> {
  const fetched = page.waitForResponse("**/api/challenge/today");
  await (before ? before() : page.goto(`/games/${game}?challenge`));
  const t = (await (await fetched).json()) as ChallengeToday;
  await challengeReady(page, t.day);
  return t;
}

/** Waits until the page has today's challenge: the deal is made and input is accepted. */
export async function challengeReady(page: Page, day: string): Promise<void> {
  await expect(page.getByTestId("challenge-day")).toHaveText(day);
}

/** Fills the nickname, submits, and returns the request the page sent. */
export async function submitInDialog(page: Page, name: string): Promise<Request> {
  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nickname").fill(name);
  const [request] = await Promise.all([page.waitForRequest("**/api/challenge/runs"), dialog.getByRole("button", { name: "Submit score" }).click()]);
  return request;
}

/** The server accepted the run the page sent: on a refusal, its message says why. */
export async function expectAccepted(sent: Request): Promise<void> {
  const response = await sent.response();
  expect(response, "the run's request got no answer").not.toBeNull();
  expect(response!.status(), await response!.text()).toBe(201);
}

/** The verified line in the dialog and the row on today's board both show `score`. */
export async function expectOnBoard(page: Page, name: string, score: number, unit: string): Promise<void> {
  await expect(page.getByTestId("challenge-dialog").getByRole("status")).toHaveText(new RegExp(`^Verified: ${score.toLocaleString("en-US")} ${unit}, rank #\\d+ today\\.$`));
  const row = page.getByTestId("challenge-top").getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell").nth(2)).toHaveText(String(score));
  await expect(page.getByTestId("challenge-you")).toContainText(name);
}

type Body = { token: string; game: ChallengeGame; nickname: string; log: Record<string, unknown>; claimedScore: number };

async function post(request: APIRequestContext, body: Body): Promise<{ status: number; message: string }> {
  const res = await request.post("/api/challenge/runs", { data: body });
  const json = (await res.json().catch(() => ({}))) as { message?: string };
  return { status: res.status(), message: json.message ?? "" };
}

/** A token of yesterday, signed with the e2e server's secret: valid, but for another day. */
export function yesterdayToken(day: string): string {
  const yesterday = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return signToken(E2E_CHALLENGE_SECRET, { day: yesterday, issuedAt: Date.now() - 3_600_000 });
}

/**
 * The same run tampered four ways, each refused: the claimed score raised (422), an input added
 * after game over, the ticks reordered (real-time) or a move added (turn games), another day's token.
 */
export async function expectTamperingRefused(request: APIRequestContext, sent: Body, addAfterOver: (log: Record<string, unknown>) => Record<string, unknown>, reorder?: (log: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const raised = await post(request, { ...sent, claimedScore: sent.claimedScore + 1 });
  expect(raised).toEqual({ status: 422, message: "The replay of this run gives a different score: it was not recorded." });
  const added = await post(request, { ...sent, log: addAfterOver(sent.log) });
  expect(added.status).toBe(400);
  expect(added.message).toMatch(/after the game was over|after the run ended|before the run's end tick|game was over/);
  if (reorder) {
    const reordered = await post(request, { ...sent, log: reorder(sent.log) });
    expect(reordered.status).toBe(400);
    expect(reordered.message).toMatch(/out of order/);
  }
  const otherDay = await post(request, { ...sent, token: yesterdayToken(await dayOf(request)) });
  expect(otherDay).toEqual({ status: 400, message: "This run belongs to another day's challenge: today's challenge has a new deal." });
}

async function dayOf(request: APIRequestContext): Promise<string> {
  return (await today(request)).day;
}

/**
 * Ticks out of order: the last input moved to a tick before the input ahead of it. (Swapping two
 * inputs would change the game before the replay reaches them; this reordering is the first
 * thing the replay meets that differs.)
 */
export function swapTicks(log: Record<string, unknown>): Record<string, unknown> {
  const inputs = [...(log.inputs as [number, unknown][])];
  const last = inputs.length - 1;
  const before = inputs[last - 1]?.[0] ?? 0;
  if (before < 1) throw new Error("The run needs two inputs, the second to last after tick 0");
  inputs[last] = [before - 1, inputs[last]![1]];
  return { ...log, inputs };
}

/** One more input at the run's end tick (after game over). */
export function inputAfterOver(value: unknown) {
  return (log: Record<string, unknown>) => ({ ...log, inputs: [...(log.inputs as unknown[]), [log.endTick, value]] });
}

/** The age the token must reach before a real-time run of `ticks` can be submitted (server: 2 s slack). */
export async function waitForTokenAge(t: ChallengeToday, ms: number): Promise<void> {
  const issuedAt = Number(t.token.split(".")[2]);
  // The whole run length plus a little: the server's 2 s slack is for the visitor's network, and a
  // test that leaned on it failed when a loaded machine's clock reads fell differently.
  const wait = issuedAt + ms + 250 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
