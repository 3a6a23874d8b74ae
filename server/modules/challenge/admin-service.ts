/**
 * The daily challenge's operator actions (decision 036), served by admin-routes.ts behind the
 * dashboard's session: each game's board on a day with the runs held for review, the outcomes by
 * day, and removing a run, deciding a held one, blocking a player or a nickname.
 */
import { ADMIN_RUN_NOT_FOUND_MESSAGE, CHALLENGE_GAMES, type AdminBoardsResponse, type AdminOutcomesResponse } from "../../../contracts/challenge";
import { AppError } from "../../lib/errors";
import { daysBefore } from "../../lib/calendar-day";
import { nameKey } from "./names";
import { recordJson } from "./record-json";
import type { Outcome } from "./boards-repository";
import type { ChallengeRepository } from "./repository";

export function createChallengeAdmin(repo: ChallengeRepository, today: () => string, now: () => Date) {
  return {
    async adminBoards(day: string | undefined): Promise<AdminBoardsResponse> {
      const onDay = day ?? today();
      const boards: AdminBoardsResponse["boards"] = [];
      for (const game of CHALLENGE_GAMES) boards.push({ game, entries: await repo.adminBoard(onDay, game) });
      return { day: onDay, boards, held: await repo.heldRuns(), reported: await repo.reportedRuns() };
    },
    /** Any stored run's record with its status, as JSON text (see recordJson). */
    async adminRunRecord(id: number): Promise<string> {
      const row = await repo.runRecord(id);
      if (!row) throw new AppError("not_found", ADMIN_RUN_NOT_FOUND_MESSAGE);
      return recordJson(row, { status: row.status });
    },
    removeRun: (id: number) => repo.deleteRun(id),
    /** Ranks or refuses a held run; a ranked one becomes reviewed play, the bar of its game's review gate. */
    decideHeld: (id: number, status: "ranked" | "refused") => repo.decideHeld(id, status, now()),
    /**
     * Blocks the device that played the run and, only when `address` is true, its address; null
     * when there is no such run. Nothing is deleted, and no other device's runs leave the boards.
     */
    async blockPlayer(runId: number, address: boolean): Promise<{ device: boolean; address: boolean } | null> {
      const run = await repo.runById(runId);
      if (!run) return null;
      await repo.blockPlayer(run.deviceHash, address ? run.ipHash : null);
      return { device: run.deviceHash !== null, address };
    },
    /** What a block of the run's player would hit, shown before the operator chooses: the other devices seen at its address. */
    async blockPreview(runId: number): Promise<{ runId: number; hasDevice: boolean; otherDevicesAtAddress: number } | null> {
      const run = await repo.runById(runId);
      if (!run) return null;
      return { runId, hasDevice: run.deviceHash !== null, otherDevicesAtAddress: await repo.otherDevicesAt(run.ipHash, run.deviceHash) };
    },
    blockNickname: (nickname: string) => repo.blockName(nameKey(nickname)),
    async outcomes(days: number): Promise<AdminOutcomesResponse> {
      const last = today();
      const rows = await repo.outcomesSince(daysBefore(last, days - 1));
      const out = Array.from({ length: days }, (_, i) => {
        const day = daysBefore(last, i);
        const count = (o: Outcome) => rows.find((r) => r.day === day && r.outcome === o)?.count ?? 0;
        return { day, verified: count("verified"), refused: count("refused"), held: count("held") };
      });
      return { days: out.reverse() };
    },
  };
}
