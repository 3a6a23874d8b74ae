/** Builds the app for daily-challenge API tests, with a known secret so tests can sign tokens. */
import type { FastifyInstance } from "fastify";
import type { ChallengeGame } from "../../contracts/challenge";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { calendarDay } from "../lib/calendar-day";
import { daySeed, signToken } from "../modules/challenge/signing";
import { testConfig } from "./test-config";

export const TEST_CHALLENGE_SECRET = "test-challenge-secret-0123456789";

export async function challengeApp(database: Database) {
  const app: FastifyInstance = await buildApp(testConfig({ CHALLENGE_SECRET: TEST_CHALLENGE_SECRET }), { database });
  const day = calendarDay(new Date(), "UTC");
  const post = (body: unknown, ip = "10.9.0.1") =>
    app.inject({
      method: "POST",
      url: "/api/challenge/runs",
      remoteAddress: ip,
      headers: { "content-type": "application/json" },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    app,
    day,
    post,
    seed: (game: ChallengeGame) => daySeed(TEST_CHALLENGE_SECRET, day, game),
    /** A token for today issued `agoMs` ago (a real page fetched it before playing). */
    token: (agoMs = 0, onDay = day) => signToken(TEST_CHALLENGE_SECRET, { day: onDay, issuedAt: Math.round(Date.now() - agoMs) }),
  };
}
