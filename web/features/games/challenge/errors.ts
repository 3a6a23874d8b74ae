/**
 * The server's refusals in the visitor's language: by the reason code the server sends beside its
 * English message (contracts/challenge.ts), never by the message's words. English pages show the
 * server's own message, which may say more (a replay's finding).
 */
import {
  ALREADY_REPORTED_MESSAGE,
  BAD_TOKEN_MESSAGE,
  BLOCKED_PLAYER_MESSAGE,
  CHECKPOINTS_OUT_OF_ORDER_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  DAILY_STARTS_MESSAGE,
  LOG_DIFFERS_MESSAGE,
  MOVES_OUT_OF_ORDER_MESSAGE,
  NAMES_PER_ADDRESS_MESSAGE,
  NICKNAME_INVISIBLE_MESSAGE,
  NICKNAME_MARKS_MESSAGE,
  NICKNAME_MIXED_SCRIPT_MESSAGE,
  NICKNAME_REFUSED_MESSAGE,
  NICKNAME_TAKEN_MESSAGE,
  NO_ATTEMPTS_MESSAGE,
  NOT_HIDDEN_DEAL_MESSAGE,
  NOT_REAL_TIME_MESSAGE,
  OTHER_DAY_TOKEN_MESSAGE,
  RECOVERY_CODE_WRONG_MESSAGE,
  RECOVERY_GUESSES_MESSAGE,
  RECOVERY_USED_MESSAGE,
  SCORE_MISMATCH_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_OTHER_DEVICE_MESSAGE,
  TOKEN_OTHER_GAME_MESSAGE,
  TOKEN_USED_MESSAGE,
  type ChallengeErrorReason,
} from "../../../../contracts/challenge";
import { DEFAULT_LOCALE } from "../../../../contracts/locales";
import { defineMessages, locale } from "../../../i18n/i18n";
import { ChallengeHttpError } from "./api";
import { challengeMessages } from "./texts";

/** One text per reason; the English is the server's message for it (or a plain summary of a family of them). */
export const challengeErrorMessages = defineMessages("games-challenge-errors", {
  bad_token: BAD_TOKEN_MESSAGE,
  other_game: TOKEN_OTHER_GAME_MESSAGE,
  other_day: OTHER_DAY_TOKEN_MESSAGE,
  token_expired: TOKEN_EXPIRED_MESSAGE,
  token_used: TOKEN_USED_MESSAGE,
  other_device: TOKEN_OTHER_DEVICE_MESSAGE,
  blocked_player: BLOCKED_PLAYER_MESSAGE,
  daily_starts: DAILY_STARTS_MESSAGE,
  no_attempts: NO_ATTEMPTS_MESSAGE,
  daily_limit: DAILY_LIMIT_MESSAGE,
  nickname_refused: NICKNAME_REFUSED_MESSAGE,
  nickname_taken: NICKNAME_TAKEN_MESSAGE,
  nickname_invisible: NICKNAME_INVISIBLE_MESSAGE,
  nickname_mixed_script: NICKNAME_MIXED_SCRIPT_MESSAGE,
  nickname_marks: NICKNAME_MARKS_MESSAGE,
  names_per_address: NAMES_PER_ADDRESS_MESSAGE,
  recovery_code_wrong: RECOVERY_CODE_WRONG_MESSAGE,
  recovery_guesses: RECOVERY_GUESSES_MESSAGE,
  recovery_used: RECOVERY_USED_MESSAGE,
  not_hidden_deal: NOT_HIDDEN_DEAL_MESSAGE,
  moves_out_of_order: MOVES_OUT_OF_ORDER_MESSAGE,
  moves_mismatch: "The moves need one page time (at) each.",
  run_finished: "This run is already over: no more moves can be added.",
  not_real_time: NOT_REAL_TIME_MESSAGE,
  checkpoints_out_of_order: CHECKPOINTS_OUT_OF_ORDER_MESSAGE,
  log_malformed: "The server could not read this run's moves.",
  log_differs: LOG_DIFFERS_MESSAGE,
  score_mismatch: SCORE_MISMATCH_MESSAGE,
  run_refused: "The server's check did not accept this run as a person's play: it was not recorded.",
  already_reported: ALREADY_REPORTED_MESSAGE,
} satisfies Record<ChallengeErrorReason, string>);

/** What to tell the visitor about a failed request, at the time it failed: a refusal, or the missing connection. */
export function errorText(error: unknown): string {
  const t = challengeMessages.get();
  if (!(error instanceof ChallengeHttpError)) return t.offline;
  if (locale.get() === DEFAULT_LOCALE) return error.message;
  if (error.reason) return challengeErrorMessages.get()[error.reason];
  if (error.status === 429) return t.tooMany;
  if (error.status === 503) return t.busy;
  return t.serverAnswered({ status: String(error.status) });
}
