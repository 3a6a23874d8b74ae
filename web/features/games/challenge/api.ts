/**
 * The daily challenge's HTTP calls (contracts/challenge.ts) and the device key. A run needs the
 * server from its start to its submission (decision 036): nothing is queued on the device, since
 * a run the server did not start cannot be ranked.
 */
import {
  CHALLENGE_ERROR_REASONS,
  type ChallengeErrorReason,
  type ChallengeCheckpointRequest,
  type ChallengeCheckpointResponse,
  type ChallengeGame,
  type ChallengeMovesRequest,
  type ChallengeMovesResponse,
  type ChallengeRunRequest,
  type ChallengeRunResponse,
  type ChallengeRunStart,
  type ChallengeToday,
  type LeaderboardResponse,
  type RecordsResponse,
  type WinnersResponse,
  challengeCheckpointResponseSchema,
  challengeFinishResponseSchema,
  challengeMovesResponseSchema,
  challengeRunResponseSchema,
  challengeRunStartSchema,
  challengeTodaySchema,
  leaderboardResponseSchema,
  recordsResponseSchema,
  winnersResponseSchema,
} from "../../../../contracts/challenge";
import { readString, removeKey, writeString } from "../../../lib/safe-storage";
import type { z } from "zod";

export const NICKNAME_KEY = "challenge-nickname";
export const DEVICE_KEY_KEY = "challenge-device-key";
/** Where the page before runs started on the server queued runs played offline: cleared on sight. */
const OLD_QUEUE_KEY = "challenge-queue";

/**
 * A request the server answered with an error status: `message` is the server's own words (in
 * English), `reason` its code for them (contracts/challenge.ts), null when it sent none.
 */
export class ChallengeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: ChallengeErrorReason | null = null,
  ) {
    super(message);
  }
}

function reasonOf(value: unknown): ChallengeErrorReason | null {
  return (CHALLENGE_ERROR_REASONS as readonly unknown[]).includes(value) ? (value as ChallengeErrorReason) : null;
}

async function request<T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { cache: "no-store", ...init });
  const body = (await res.json().catch(() => null)) as { message?: unknown; reason?: unknown } | null;
  if (!res.ok) {
    const message = typeof body?.message === "string" ? body.message : `The server answered ${res.status}.`;
    throw new ChallengeHttpError(res.status, message, reasonOf(body?.reason));
  }
  return schema.parse(body);
}

function post<T>(url: string, schema: z.ZodType<T>, body: unknown): Promise<T> {
  return request(url, schema, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Today's day and games (no deal: each run gets its own at start). */
export function fetchToday(): Promise<ChallengeToday> {
  removeKey(OLD_QUEUE_KEY);
  return request("/api/challenge/today", challengeTodaySchema);
}

export function startRun(game: ChallengeGame, deviceKey: string): Promise<ChallengeRunStart> {
  return post("/api/challenge/runs/start", challengeRunStartSchema, { game, deviceKey });
}

export function sendMoves(moves: ChallengeMovesRequest): Promise<ChallengeMovesResponse> {
  return post("/api/challenge/runs/moves", challengeMovesResponseSchema, moves);
}

/** A real-time run's live checkpoints (checkpoint-sender.ts). */
export function sendCheckpoints(request: ChallengeCheckpointRequest): Promise<ChallengeCheckpointResponse> {
  return post("/api/challenge/runs/checkpoint", challengeCheckpointResponseSchema, request);
}

export function finishRun(token: string, game: ChallengeGame, log: unknown): Promise<{ finishedAt: number }> {
  return post("/api/challenge/runs/finish", challengeFinishResponseSchema, { token, game, log });
}

export function submitRun(run: ChallengeRunRequest): Promise<ChallengeRunResponse> {
  return post("/api/challenge/runs", challengeRunResponseSchema, run);
}

/**
 * Calls `send` until it gets an answer, up to `attempts` times, waiting a little longer after each
 * network failure; an error status from the server is an answer and is thrown at once.
 */
export async function withRetries<T>(send: () => Promise<T>, attempts = 4, firstWaitMs = 500): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (error instanceof ChallengeHttpError || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstWaitMs * 2 ** (attempt - 1)));
    }
  }
}

export function fetchLeaderboard(game: ChallengeGame, day: string, nickname: string | null): Promise<LeaderboardResponse> {
  const query = new URLSearchParams({ day });
  if (nickname) query.set("nickname", nickname);
  return request(`/api/challenge/${game}/leaderboard?${query}`, leaderboardResponseSchema);
}

export function fetchWinners(): Promise<WinnersResponse> {
  return request("/api/challenge/winners", winnersResponseSchema);
}

export function fetchRecords(): Promise<RecordsResponse> {
  return request("/api/challenge/records", recordsResponseSchema);
}

export function readNickname(): string {
  return readString(NICKNAME_KEY) ?? "";
}

export function writeNickname(nickname: string): void {
  writeString(NICKNAME_KEY, nickname);
}

const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes as base64url (43 characters, no padding). */
export function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * The key that makes this device the owner of the names it puts on the boards (the server keeps
 * only its hash). Made once and kept; where storage is blocked it lasts for this page only, which
 * still lets a run be submitted.
 */
let pageKey: string | null = null;
export function deviceKey(): string {
  const kept = readString(DEVICE_KEY_KEY);
  if (kept && DEVICE_KEY_PATTERN.test(kept)) return kept;
  pageKey ??= newDeviceKey();
  writeString(DEVICE_KEY_KEY, pageKey);
  return pageKey;
}
