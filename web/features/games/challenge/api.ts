/**
 * The daily challenge's HTTP calls (contracts/challenge.ts) and the device's queue of runs played
 * offline. A queued run is sent when the connection returns, and only on the day it was played:
 * its token belongs to that day, and the server refuses another day's token anyway.
 */
import {
  type ChallengeGame,
  type ChallengeRunRequest,
  type ChallengeRunResponse,
  type ChallengeToday,
  type LeaderboardResponse,
  type RecordsResponse,
  type WinnersResponse,
  challengeRunResponseSchema,
  challengeTodaySchema,
  leaderboardResponseSchema,
  recordsResponseSchema,
  winnersResponseSchema,
} from "../../../../contracts/challenge";
import { readJson, readString, writeJson, writeString } from "../../../lib/safe-storage";
import type { z } from "zod";
import { QUEUE_KEY } from "./queue-key";
import { CHALLENGE_TEXTS as T } from "./texts";

export const NICKNAME_KEY = "challenge-nickname";
const TODAY_KEY = "challenge-today";

/** A request the server answered with an error status: `message` is the server's own words. */
export class ChallengeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Shown when a request never reached the server. */
export const OFFLINE_MESSAGE = "You are offline.";

async function request<T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { cache: "no-store", ...init });
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  if (!res.ok) {
    const message = typeof body?.message === "string" ? body.message : `The server answered ${res.status}.`;
    throw new ChallengeHttpError(res.status, message);
  }
  return schema.parse(body);
}

/** Today's day, token and seeds; the last answer is kept, so a page opened offline can still deal. */
export async function fetchToday(): Promise<ChallengeToday> {
  try {
    const today = await request("/api/challenge/today", challengeTodaySchema);
    writeJson(TODAY_KEY, today);
    return today;
  } catch (error) {
    if (error instanceof ChallengeHttpError) throw error;
    const kept = challengeTodaySchema.safeParse(readJson(TODAY_KEY));
    if (kept.success) return kept.data;
    throw error;
  }
}

export function submitRun(run: ChallengeRunRequest): Promise<ChallengeRunResponse> {
  return request("/api/challenge/runs", challengeRunResponseSchema, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(run),
  });
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

// ── Offline queue ────────────────────────────────────────────────────────────────────────────
export type QueuedRun = { day: string; run: ChallengeRunRequest };

export function readQueue(): QueuedRun[] {
  const raw = readJson(QUEUE_KEY);
  return Array.isArray(raw) ? (raw as QueuedRun[]).filter((q) => q && typeof q.day === "string" && q.run && typeof q.run === "object") : [];
}

export function queueRun(day: string, run: ChallengeRunRequest): void {
  writeJson(QUEUE_KEY, [...readQueue(), { day, run }]);
}

export type FlushResult = { sent: { queued: QueuedRun; result: ChallengeRunResponse }[]; refused: { queued: QueuedRun; message: string }[]; dropped: number };

/**
 * Sends the queued runs of `today`; runs of another day are dropped. A run that still cannot reach
 * the server stays queued; one the server refuses is dropped with its message.
 */
let flushing: Promise<FlushResult> | null = null;

export function flushQueue(today: string): Promise<FlushResult> {
  // One flush at a time, so a run is never sent twice by two triggers at once.
  flushing ??= sendQueued(today).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueued(today: string): Promise<FlushResult> {
  const queue = readQueue();
  const result: FlushResult = { sent: [], refused: [], dropped: 0 };
  const keep: QueuedRun[] = [];
  for (const queued of queue) {
    if (queued.day !== today) {
      result.dropped++;
      continue;
    }
    try {
      result.sent.push({ queued, result: await submitRun(queued.run) });
    } catch (error) {
      if (error instanceof ChallengeHttpError) result.refused.push({ queued, message: error.message });
      else keep.push(queued);
    }
  }
  // Runs queued while this flush was sending are kept too.
  const added = readQueue().slice(queue.length);
  writeJson(QUEUE_KEY, [...keep, ...added]);
  return result;
}

/** What a flush did, in the words a visitor reads (sent, refused with the server's message, dropped as another day's). */
export function describeFlush(result: FlushResult): string | null {
  const lines: string[] = [];
  if (result.sent.length > 0) lines.push(T.queuedSent(result.sent.length));
  for (const refused of result.refused) lines.push(refused.message);
  if (result.dropped > 0) lines.push(T.queuedDropped);
  return lines.length > 0 ? lines.join(" ") : null;
}
