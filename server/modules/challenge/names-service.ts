/**
 * Names a device owns for the day (decisions 060 and 061): a submission's name is checked (its
 * characters, the operator's blocks, its owner, the address's name slots) before the run is
 * replayed; another device's name passes only with its recovery code, which the first accepted run
 * under the name each day brings, shown once.
 */
import {
  NAMES_PER_ADDRESS_MESSAGE,
  NAMES_PER_ADDRESS_PER_GAME,
  NICKNAME_INVISIBLE_MESSAGE,
  NICKNAME_MARKS_MESSAGE,
  NICKNAME_MIXED_SCRIPT_MESSAGE,
  NICKNAME_REFUSED_MESSAGE,
  NICKNAME_TAKEN_MESSAGE,
  NO_ATTEMPTS_MESSAGE,
  RECOVERY_CODE_WRONG_MESSAGE,
  RECOVERY_GUESSES_MESSAGE,
  RECOVERY_USED_MESSAGE,
  type ChallengeErrorReason,
  type ChallengeGame,
  type ChallengeRunRequest,
} from "../../../contracts/challenge";
import { nameKey, nameProblem } from "./names";
import type { NameOwner } from "./names-repository";
import { bad, conflict, dailyLimit, type ChallengeContext } from "./service-context";
import { hashRecoveryCode, newRecoveryCode, normalizeRecoveryCode, recoveryCodeMatches } from "./signing";

/** A name moves to a new device with its recovery code at most this often a day (each move is a new device's attempts). */
export const MAX_REBINDS_PER_DAY = 1;
/** Wrong recovery codes allowed per day: per address, and per name (a name's 40-bit code outlasts both by far). */
export const RECOVERY_GUESSES_PER_ADDRESS = 10;
export const RECOVERY_GUESSES_PER_NAME = 20;

/** The reasons of nameProblem's messages (names.ts). */
const NAME_PROBLEM_REASONS: Readonly<Record<string, ChallengeErrorReason>> = {
  [NICKNAME_INVISIBLE_MESSAGE]: "nickname_invisible",
  [NICKNAME_MIXED_SCRIPT_MESSAGE]: "nickname_mixed_script",
  [NICKNAME_MARKS_MESSAGE]: "nickname_marks",
  [NICKNAME_REFUSED_MESSAGE]: "nickname_refused",
};

/** Who sends a run: the device's and the address's hashes, on the run's day, at the server's time. */
type Sender = { day: string; deviceHash: string; ipHash: string; at: Date };

export function createNameRules({ deps, repo }: ChallengeContext) {
  /**
   * Takes the name to this device with its recovery code, or says why not. Guesses are capped per
   * address and per name each day before the code is even hashed, and a wrong code counts against both.
   */
  async function recoverName(game: ChallengeGame, key: string, owner: NameOwner, typed: string, { day, deviceHash, ipHash, at }: Sender): Promise<void> {
    const subjects = [`ip:${ipHash}`, `name:${key}`];
    if (!(await repo.guessesLeft(day, subjects, [RECOVERY_GUESSES_PER_ADDRESS, RECOVERY_GUESSES_PER_NAME])))
      throw dailyLimit(deps.timeZone, RECOVERY_GUESSES_MESSAGE, "recovery_guesses", at);
    const code = normalizeRecoveryCode(typed);
    if (!code || !owner.codeHash || !(await recoveryCodeMatches(code, owner.codeHash))) {
      await repo.takeGuess(day, subjects[0]!, RECOVERY_GUESSES_PER_ADDRESS);
      await repo.takeGuess(day, subjects[1]!, RECOVERY_GUESSES_PER_NAME);
      throw bad(RECOVERY_CODE_WRONG_MESSAGE, "recovery_code_wrong");
    }
    if (owner.rebinds >= MAX_REBINDS_PER_DAY) throw conflict(RECOVERY_USED_MESSAGE, "recovery_used");
    await nameAttempts(game, day, [owner.deviceHash, deviceHash], at);
    if (!(await repo.rebindName(day, key, owner.deviceHash, deviceHash, MAX_REBINDS_PER_DAY))) throw conflict(RECOVERY_USED_MESSAGE, "recovery_used");
  }

  /**
   * A name its code moved to a new key has the attempts of one player, not of two devices: the
   * starts of the game today by both count (decision 061), so a fresh key farms no extra deals.
   */
  async function nameAttempts(game: ChallengeGame, day: string, devices: string[], at: Date): Promise<void> {
    if ((await repo.startsBy(day, game, devices)) > deps.attemptsPerDay) throw dailyLimit(deps.timeZone, NO_ATTEMPTS_MESSAGE, "no_attempts", at, { attemptsLeft: 0 });
  }

  return {
    /**
     * The name's key when the run may be sent under it, else why not. Another device's name is
     * refused before the run is replayed, unless its recovery code comes along; the claim itself is
     * taken after the replay (repo.claimName), so only runs that pass it hold names, and of
     * simultaneous first claims exactly one wins.
     */
    async checkName(request: Pick<ChallengeRunRequest, "game" | "nickname" | "recoveryCode">, sender: Sender): Promise<string> {
      const { day, deviceHash, ipHash, at } = sender;
      const problem = nameProblem(request.nickname);
      if (problem) throw bad(problem, NAME_PROBLEM_REASONS[problem] ?? "nickname_refused");
      const key = nameKey(request.nickname);
      if (await repo.isNameBlocked(key)) throw bad(NICKNAME_REFUSED_MESSAGE, "nickname_refused");
      const owner = await repo.nameOwner(day, key);
      if (owner && owner.deviceHash !== deviceHash) {
        if (request.recoveryCode === undefined) throw bad(NICKNAME_TAKEN_MESSAGE, "nickname_taken");
        await recoverName(request.game, key, owner, request.recoveryCode, sender);
      } else if (owner?.previousDeviceHash) await nameAttempts(request.game, day, [owner.previousDeviceHash, deviceHash], at);
      if (!(await repo.claimNameSlot(day, request.game, ipHash, key, NAMES_PER_ADDRESS_PER_GAME))) throw bad(NAMES_PER_ADDRESS_MESSAGE, "names_per_address");
      return key;
    },

    /** The first accepted run under the name today brings its recovery code, shown this once: the code, or null. */
    async issueRecoveryCode(day: string, key: string, deviceHash: string): Promise<string | null> {
      const code = newRecoveryCode();
      const issued = (await repo.nameOwner(day, key))?.codeHash === null && (await repo.setRecoveryCode(day, key, deviceHash, await hashRecoveryCode(code)));
      return issued ? code : null;
    },
  };
}
