import type { RunRecordRow } from "./boards-repository";

/**
 * A run's record as JSON text (contracts/challenge.ts challengeRunRecordSchema): the stored log is
 * already JSON text and goes in as it is, so a long log is never parsed to be served.
 */
export function recordJson(row: RunRecordRow, extra: Record<string, unknown> = {}): string {
  const head = JSON.stringify({ runId: row.runId, game: row.game, day: row.day, nickname: row.nickname, score: row.score, seed: row.seed, ...extra });
  return `${head.slice(0, -1)},"tape":${row.tape ?? "null"},"log":${row.log}}`;
}
