/**
 * Runs in a worker thread of the verify pool (verify-pool.ts), off the request thread: parsing a
 * large submission's JSON, then the checks that need no replay, the log's schema check, the replay
 * and the human-time analysis. Tells the pool when a verification starts, so the time budget
 * counts the replay, not the wait in the queue.
 */
import type { MessagePort } from "node:worker_threads";
import { LOG_DIFFERS_MESSAGE, LOG_TOO_DEEP_MESSAGE, MAX_LOG_DEPTH, nestedDeeperThan } from "../../../contracts/challenge";
import { precheck, verifyRun } from "../../../games/challenge/verify";
import { chainHash, hashLog, runTape } from "./signing";
import type { ParsedBody, VerifyAnswer, VerifyTask } from "./verify-pool";

export default function verify({ started, sealedLogHash, input: given, bodyText, ageMs }: VerifyTask & { started?: MessagePort }): VerifyAnswer {
  started?.postMessage("started");
  started?.close();
  // The body's text was parsed here once already (parseBody), so it is JSON.
  const log = bodyText === undefined ? given.log : (JSON.parse(bodyText) as { log: unknown }).log;
  const early = precheck(given.game, log, ageMs);
  if (early) return { ok: false, status: 422, message: early };
  if (nestedDeeperThan(log, MAX_LOG_DEPTH)) return { ok: false, status: 400, message: LOG_TOO_DEEP_MESSAGE };
  // The finish seal stands for the end of play only if the log submitted is the one sealed.
  if (sealedLogHash !== null && hashLog(log) !== sealedLogHash) return { ok: false, status: 422, message: LOG_DIFFERS_MESSAGE };
  const deal = "tapeKey" in given.deal ? { tape: runTape(Buffer.from(given.deal.tapeKey, "base64url"), given.deal.draws) } : given.deal;
  const answer = verifyRun({ ...given, log, deal, chainHash });
  if (!answer.ok) return answer;
  // The stored log for playback: serialised here, where the body was parsed, not on the request thread.
  const logText = bodyText !== undefined ? { logText: JSON.stringify(log) } : {};
  if (answer.drawsUsed === undefined || !("tape" in deal)) return { ...answer, ...logText };
  return { ...answer, ...logText, tape: deal.tape.slice(0, answer.drawsUsed) };
}

/**
 * A large submission's JSON, parsed here rather than on the request thread: everything but the
 * log comes back (the log as null) (the log is read again from the text when the run is verified). A key such as
 * `__proto__` is an own key after JSON.parse and the request schema refuses unknown keys.
 */
export function parseBody(text: string): ParsedBody {
  try {
    const parsed: unknown = JSON.parse(text);
    // Only an object's top-level values go back to the request thread, and only plain ones: a value
    // nested thousands deep would fail to be copied back (a 500), and every field but the log is a
    // string or a number, so an empty array stands in for any other, which the schema then refuses.
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { ok: true, body: typeof parsed === "object" ? [] : parsed, logHash: null };
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parsed)) body[key] = typeof value === "object" && value !== null ? [] : value;
    // The log stays behind: null stands in for it (the request schema wants the key). Its hash is
    // what the finish seal keeps.
    const { log } = parsed as { log?: unknown };
    // Too deep to be any game's log, and to hash (JSON.stringify recurses).
    if (nestedDeeperThan(log, MAX_LOG_DEPTH)) return { ok: false, message: LOG_TOO_DEEP_MESSAGE };
    return { ok: true, body: { ...body, log: null }, logHash: hashLog(log) };
  } catch {
    return { ok: false };
  }
}
