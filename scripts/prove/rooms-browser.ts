/**
 * Play a friend in the browser across two instances (docs/decisions/093 and 094; docs/capacity.md):
 * two server processes (`startServer`, the built site) on one throwaway PostgreSQL database, and
 * Debian's Chromium through Playwright's library API. Asha's phone talks to instance A, Bruno's to
 * instance B, Chen watches; each is a browser context of its own at 360x640. The seat's grace is
 * shortened to GRACE_MS through ROOM_RECONNECT_MS (NODE_ENV=test: a production start refuses it).
 * - each of the four games to a win, a draw where the game has one (Tic Tac Toe, Connect Four, a
 *   Rock Paper Scissors round) and a rematch (rooms-browser-games.ts); the watcher cannot play;
 * - a phone that drops (offline, its socket closed) and is back within the grace keeps its seat and
 *   the position; one gone longer loses by forfeit, and the other phone counted down before that;
 * - instance A is killed (SIGKILL) in the middle of a Connect Four game, Bruno plays on B meanwhile,
 *   A is started again on its port: Asha's phone comes back and no move is lost;
 * - every move's echo, from the mover's click to the other phones' screens: p50/p95/p99.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "../../bench/chromium";
import type { RoomView } from "../../contracts/rooms";
import { createThrowawayDatabase } from "./lib/postgres";
import { dropConnection, newPhone, statusText, tap, version, waitNewer, waitStatus, type Phone } from "./lib/room-phones";
import { killServer, REPO_ROOT, startServer, type ServerProcess } from "./lib/server-process";
import { CONNECT4_DRAW, connectFour, memoryMatch, openMatch, PART, rockPaperScissors, row, ticTacToe, type Run, type Trio } from "./rooms-browser-games";
import type { ProvePart, ProveRow } from "./types";

/** The seat's grace in this proof (60 s in production). */
const GRACE_MS = 10_000;
/** Each instance looks for forfeits every 5 s (server/app.ts). */
const SWEEP_MS = 5_000;
const ECHO_P95_MS = 150;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const secondsIn = (text: string) => Number(/(\d+) s\b/.exec(text)?.[1] ?? NaN);

type Cluster = { env: Record<string, string>; servers: ServerProcess[] };

async function roomView(origin: string, roomId: string): Promise<RoomView> {
  const res = await fetch(`${origin}/api/rooms/${roomId}`);
  if (!res.ok) throw new Error(`GET room: ${res.status}`);
  return (await res.json()) as RoomView;
}
const filled = (view: RoomView) => ("board" in view.state ? view.state.board.filter((c) => c !== null).length : NaN);

/** Asha on A drops and is back within the grace; then Bruno on B drops for longer than it. */
async function disconnects(t: Trio): Promise<ProveRow[]> {
  const { asha, bruno, chen } = t;
  const roomId = await openMatch(t, "tictactoe");
  const cell = (p: Phone, i: number) => p.page.locator(`[data-cell="${i}"]`);
  await tap(asha, cell(asha, 4), t.all);
  await tap(bruno, cell(bruno, 0), t.all);
  const rows: ProveRow[] = [];

  const drop = await dropConnection(asha);
  const droppedAt = Date.now();
  const countdown = /^Asha left: the game ends in \d+ s unless they come back$/;
  const first = await waitStatus(bruno, countdown);
  await sleep(2000);
  const later = await statusText(bruno);
  const watcher = await waitStatus(chen, countdown);
  rows.push(
    row(
      "Asha's phone drops (offline, socket closed): Bruno's phone on the other instance counts down",
      "a countdown that goes down, also on the watcher's",
      `"${first}", 2 s later "${later}"; Chen: "${watcher}"`,
      countdown.test(later) && secondsIn(later) < secondsIn(first),
    ),
  );
  await sleep(Math.max(0, droppedAt + GRACE_MS / 2 - Date.now()));
  await drop.back();
  const back = await waitStatus(asha, "Your turn");
  const awayMs = Date.now() - droppedAt;
  await waitStatus(bruno, "Asha's turn");
  const position = [await cell(asha, 4).textContent(), await cell(asha, 0).textContent()].map((s) => s?.trim()).join("");
  await tap(asha, cell(asha, 8), t.all);
  const view = await roomView(bruno.origin, roomId);
  const kept = position === "XO" && view.state.game === "tictactoe" && view.state.board[8] === 0 && view.state.board[4] === 0 && view.state.board[0] === 1;
  rows.push(
    row(
      `Asha back within the grace (${GRACE_MS / 1000} s here, 60 s in production)`,
      "her seat and the position kept; her next move is hers",
      `back after ${(awayMs / 1000).toFixed(1)} s: "${back}", board X@4 O@0 (${position}), her move at 8 stored for seat ${view.state.game === "tictactoe" ? view.state.board[8] : "?"}`,
      kept,
    ),
  );

  const gone = await dropConnection(bruno);
  const goneAt = Date.now();
  const seen = await waitStatus(asha, /^Bruno left: the game ends in \d+ s unless they come back$/);
  const forfeit = await waitStatus(asha, /^Bruno left the game: /, GRACE_MS + SWEEP_MS + 15_000);
  const forfeitMs = Date.now() - goneAt;
  const chenSaw = await waitStatus(chen, /^Bruno left the game: Asha wins$/);
  rows.push(
    row(
      "Bruno's phone gone longer than the grace: he loses by forfeit",
      `countdown on Asha's phone, then the forfeit after ${GRACE_MS / 1000}-${(GRACE_MS + SWEEP_MS) / 1000} s (the sweep runs every 5 s)`,
      `"${seen}", then after ${(forfeitMs / 1000).toFixed(1)} s "${forfeit}"; Chen: "${chenSaw}"`,
      forfeitMs >= GRACE_MS && forfeitMs <= GRACE_MS + SWEEP_MS + 3000,
    ),
  );
  await gone.back();
  const brunoSees = await waitStatus(bruno, /left the game/);
  const score = (await asha.page.getByTestId("room-score-0").textContent())?.trim();
  rows.push(row("Bruno back after the forfeit", "his phone shows the game lost; the series counts it for Asha", `"${brunoSees}", Asha's score ${score}`, score === "1"));
  return rows;
}

/** Instance A is killed while Asha's phone is on it; Bruno moves on B; A starts again on its port. */
function restartMidMatch(cluster: Cluster, echoes: number[]): NonNullable<Run["midMatch"]> {
  return async (t, roomId, movesMade) => {
    const { asha, bruno, chen } = t;
    const a = cluster.servers[0]!;
    const before = await version(asha);
    const killedAt = Date.now();
    await killServer(a, "SIGKILL");
    await a.stop(); // its throwaway DATA_DIR; the process is already gone
    const column = (p: Phone, c: number) => p.page.locator(`[data-column="${c}"]`);
    echoes.push(...(await tap(bruno, column(bruno, CONNECT4_DRAW[movesMade]!), [bruno, chen])));
    const startedAt = Date.now();
    cluster.servers[0] = await startServer(cluster.env, { port: a.port });
    const startMs = Date.now() - startedAt;
    await waitNewer(asha, before + 1, 60_000);
    const gapMs = Date.now() - killedAt;
    const turn = await waitStatus(asha, "Your turn");
    const view = await roomView(cluster.servers[0].origin, roomId);
    return [
      row(
        "instance A killed (SIGKILL) mid-match, Bruno moves on B, A started again",
        "Asha's phone back on A with Bruno's move; no move lost",
        `stored ${filled(view)} of ${movesMade + 1} moves; Asha: "${turn}"; kill to Asha's screen up to date ${(gapMs / 1000).toFixed(1)} s (A's start ${(startMs / 1000).toFixed(1)} s)`,
        filled(view) === movesMade + 1,
      ),
    ];
  };
}

function quantiles(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

async function run(): Promise<ProveRow[]> {
  if (!existsSync(path.join(REPO_ROOT, "build/client/index.html"))) throw new Error("no build: run `npm run build` first");
  const database = await createThrowawayDatabase();
  const cluster: Cluster = { env: { DATABASE_URL: database.url, NODE_ENV: "test", ROOM_RECONNECT_MS: String(GRACE_MS) }, servers: [] };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM, args: CHROMIUM_FLAGS });
  const rows: ProveRow[] = [];
  try {
    cluster.servers.push(await startServer(cluster.env), await startServer(cluster.env));
    const [a, b] = cluster.servers.map((s) => s.origin) as [string, string];
    const t0 = Date.now();
    const trio = async (watcherOrigin: string): Promise<Trio> => {
      const phones = [await newPhone(browser, "Asha", a), await newPhone(browser, "Bruno", b), await newPhone(browser, "Chen", watcherOrigin)] as const;
      return { asha: phones[0], bruno: phones[1], chen: phones[2], all: [...phones] };
    };
    const echoes: number[] = [];
    const games: [string, (t: Trio, r: Run) => Promise<ProveRow[]>, string][] = [
      ["Tic Tac Toe", ticTacToe, a],
      ["Connect Four", connectFour, b],
      ["Rock Paper Scissors", rockPaperScissors, a],
      ["Memory Match", memoryMatch, b],
      ["disconnects", disconnects, a],
    ];
    for (const [name, play, watcherOrigin] of games) {
      const t = await trio(watcherOrigin);
      try {
        const runOf: Run = { echoes, midMatch: play === connectFour ? restartMidMatch(cluster, echoes) : undefined };
        rows.push(...(await play(t, runOf)));
      } catch (err) {
        rows.push(row(`${name}: played to the end`, "no failure", String(err instanceof Error ? err.message : err).slice(0, 300), false));
      } finally {
        await Promise.all(t.all.map((p) => p.context.close()));
      }
    }
    const q = quantiles(echoes);
    rows.push(
      row(
        "move echo in the browser, click on one phone to the other phones' screens (instance A to B and back)",
        `p95 under ${ECHO_P95_MS} ms`,
        `p50 ${q.p50.toFixed(0)} ms, p95 ${q.p95.toFixed(0)} ms, p99 ${q.p99.toFixed(0)} ms, max ${q.max.toFixed(0)} ms (${echoes.length} echoes)`,
        echoes.length > 100 && q.p95 < ECHO_P95_MS,
      ),
    );
    const errors = cluster.servers.flatMap((s) => s.errorLogs);
    rows.push(
      row(
        `no error logged by either instance (${((Date.now() - t0) / 1000).toFixed(0)} s of play)`,
        "0 lines at level error",
        `${errors.length}${errors[0] ? `: ${errors[0].slice(0, 200)}` : ""}`,
        errors.length === 0,
      ),
    );
    return rows;
  } finally {
    await browser.close();
    await Promise.all(cluster.servers.map((s) => s.stop()));
    await database.drop();
  }
}

export const roomsBrowserPart: ProvePart = { name: PART, run };
