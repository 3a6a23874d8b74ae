/**
 * Helpers for the daily-challenge browser specs: today's challenge from the API, the answers the
 * page gets when it starts a run, a run submitted through the page's dialog, the
 * board checked for the score, and a page clock that runs at real pace (the server compares a
 * run's page times with its own clock, so a test may not fast-forward a run).
 */
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { TOKEN_OTHER_GAME_MESSAGE, TOKEN_USED_MESSAGE, type ChallengeGame, type ChallengeRunResponse, type ChallengeRunStart, type ChallengeToday } from "../contracts/challenge";
import { humanDelay } from "../games/challenge/play-bots";
import type { Random } from "../games/shared/random";
import { expect } from "./fixtures";
import { FRAME_MS } from "./realtime-helpers";

/** A phone's screen: the challenge is played on phones first. */
export const PHONE = { width: 360, height: 640 };

export async function today(request: APIRequestContext): Promise<ChallengeToday> {
  const res = await request.get("/api/challenge/today");
  expect(res.status()).toBe(200);
  return (await res.json()) as ChallengeToday;
}

/**
 * A nickname unique to this test run, so boards from other specs never confuse the check: five
 * characters of the time always fit in the 16 allowed.
 */
export function nickname(label: string): string {
  return `e2e ${label.slice(0, 6)} ${Date.now().toString(36).slice(-5)}`;
}

/** The next run the page starts on the server: the answer it gets (seed or view, token). */
export async function nextStart(page: Page): Promise<ChallengeRunStart> {
  return (await (await page.waitForResponse((r) => r.url().endsWith("/api/challenge/runs/start") && r.status() === 201)).json()) as ChallengeRunStart;
}

/** Opens a challenge page and waits until it has today's challenge; `started` is the run a board game starts at once. */
export async function openChallenge(page: Page, game: ChallengeGame): Promise<{ day: string; started: Promise<ChallengeRunStart> }> {
  const fetched = page.waitForResponse("**/api/challenge/today");
  const started = nextStart(page);
  // Settled either way, so a game whose run starts later leaves no unhandled rejection behind.
  started.catch(() => undefined);
  await page.goto(`/games/${game}?challenge`);
  const { day } = (await (await fetched).json()) as ChallengeToday;
  await expect(page.getByTestId("challenge-day")).toHaveText(day);
  return { day, started };
}

/** Waits a person's pause: around `typical` ms with spread, never under `least`. */
export function think(random: Random, typical: number, least: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, humanDelay(random, typical, least)));
}

/** Fills the nickname, submits, and returns the request the page sent. */
export async function submitInDialog(page: Page, name: string): Promise<Request> {
  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByLabel("Nickname").fill(name);
  const [request] = await Promise.all([page.waitForRequest("**/api/challenge/runs"), dialog.getByRole("button", { name: "Submit score" }).click()]);
  return request;
}

/** The server ranked the run the page sent (on a refusal or a hold, the answer says why). */
export async function expectRanked(sent: Request): Promise<ChallengeRunResponse> {
  const response = await sent.response();
  expect(response, "the run's request got no answer").not.toBeNull();
  const text = await response!.text();
  expect(response!.status(), text).toBe(201);
  const answer = JSON.parse(text) as ChallengeRunResponse;
  expect(answer.status, text).toBe("ranked");
  return answer;
}

/** How the challenge writes a number, wherever it shows one: "3,260". */
export const grouped = (n: number) => new Intl.NumberFormat("en-US").format(n);

/**
 * The verified line in the dialog and the row on today's board both show `score`, written the
 * same way; nothing offers to submit this run any more (not even the dialog's title).
 */
export async function expectOnBoard(page: Page, name: string, score: number, unit: string): Promise<void> {
  const dialog = page.getByTestId("challenge-dialog");
  await expect(dialog.getByRole("status")).toHaveText(new RegExp(`^Verified: ${grouped(score)} ${unit}, rank #[\\d,]+ today\\.$`));
  await expect(dialog.getByRole("button", { name: "Submit score" })).toHaveCount(0);
  await expect(dialog.getByRole("heading", { name: "Your run" })).toBeVisible();
  await expect(page.getByText("Submit your run")).toHaveCount(0);
  const row = page.getByTestId("challenge-top").getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell").nth(2)).toHaveText(grouped(score));
  await expect(page.getByTestId("challenge-you")).toContainText(name);
}

type Body = { token: string; game: ChallengeGame; nickname: string; log: unknown; claimedScore: number; deviceKey?: string };

async function post(request: APIRequestContext, body: Body): Promise<{ status: number; message: string }> {
  const res = await request.post("/api/challenge/runs", { data: body });
  const json = (await res.json().catch(() => ({}))) as { message?: string };
  return { status: res.status(), message: json.message ?? "" };
}

/**
 * A run counts once: the page's request sent again is refused (409), and so is its log under a
 * token started for another game.
 */
export async function expectSentOnce(request: APIRequestContext, sent: Body): Promise<void> {
  expect(await post(request, sent)).toEqual({ status: 409, message: TOKEN_USED_MESSAGE });
  const other: ChallengeGame = sent.game === "simon" ? "memory" : "simon";
  const start = await request.post("/api/challenge/runs/start", { data: { game: other, deviceKey: sent.deviceKey } });
  expect(start.status()).toBe(201);
  const { token } = (await start.json()) as ChallengeRunStart;
  expect(await post(request, { ...sent, token })).toEqual({ status: 400, message: TOKEN_OTHER_GAME_MESSAGE });
}

/**
 * Runs a paused page clock tick by tick, never ahead of the real time since begin(), so the page's
 * times match the server's clock as a person's play does; and puts each key press anywhere within
 * its tick, as a hand does (page times on the tick grid are held as computed). The page's loop
 * starts at T and runs tick k in the first frame at or after T + k * tickMs; the fake clock's
 * frames come at multiples of FRAME_MS.
 */
export class RealPaceClock {
  private start = 0;
  private now = 0;
  private realStart = 0;

  constructor(
    private readonly page: Page,
    private readonly tickMs: number,
    private readonly random: Random,
  ) {}

  /** Call once the run has started (its loop is running); the clock must be paused. */
  async begin(): Promise<void> {
    this.start = await this.page.evaluate(() => performance.now());
    this.now = this.start;
    this.realStart = Date.now();
  }

  /** The frame that runs tick k. */
  private frameOf(k: number): number {
    return Math.ceil((this.start + k * this.tickMs - 1e-6) / FRAME_MS) * FRAME_MS;
  }

  /** Runs the clock to a moment after tick `i` and before tick `i + 1`, chosen at random. */
  async afterTick(i: number): Promise<void> {
    const from = this.frameOf(i);
    const target = Math.max(this.now, from + Math.floor(this.random() * (this.frameOf(i + 1) - from)));
    if (target >= this.frameOf(i + 1)) throw new Error(`Tick ${i} is already past`);
    const wait = target - this.start - (Date.now() - this.realStart);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await this.page.clock.runFor(target - this.now);
    this.now = target;
  }
}
