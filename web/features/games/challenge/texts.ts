import { count, params } from "@nanostores/i18n";
import { HELD_MESSAGE, NEEDS_CONNECTION_MESSAGE, NICKNAME_MESSAGE } from "../../../../contracts/challenge";
import { defineMessages } from "../../../i18n/i18n";
import { CHALLENGE_TEXTS } from "./english";

// In a module of their own: the games hub shows four of them without the panel's catalog (decision 097).
export { CHALLENGE_TEXTS };

// The hub's lines are the hub's own messages (hub/hub-challenge.tsx); `verified` takes its numbers by name.
const { verified: _verified, hubTitle: _hubTitle, hubIntro: _hubIntro, hubPlay: _hubPlay, hubWinners: _hubWinners, ...panel } = CHALLENGE_TEXTS;

/**
 * The challenge panel, submit dialog, boards, winners and share card, in the page's language
 * (web/i18n/messages/<locale>/games-challenge.json). Scores: `points(n)`/`moves(n)` pick the
 * plural form and leave `{score}` for format.ts to fill with the number written in the language.
 */
export const challengeMessages = defineMessages("games-challenge", {
  ...panel,
  verified: params("Verified: {score}, rank {rank} today."),
  sharedDay: params("The shared link was for {day}: this is today's challenge."),
  needsConnection: NEEDS_CONNECTION_MESSAGE,
  held: HELD_MESSAGE,
  /** Why it is held (contracts/challenge.ts HELD_FOR), after `held`. */
  heldForEnvelope: "Its score is beyond what people usually reach in this game, so a person looks at it first.",
  heldForTop: "It would enter today's top 3: the top of a board is looked at before it shows.",
  heldForTiming: "Its timing is unusual for a person's play (for example a slowed clock), so a person looks at it first.",
  nicknameInvalid: NICKNAME_MESSAGE,
  rankHeading: "Rank",
  nicknameHeading: "Nickname",
  scoreHeading: "Score",
  movesHeading: "Moves",
  points: count({ one: "{score} point", other: "{score} points" }),
  moves: count({ one: "{score} move", other: "{score} moves" }),
  rank: params("#{rank}"),
  cardDownloaded: "The card was downloaded.",
  cardFailed: "The card could not be shared.",
  cardHeading: params("Daily challenge · {day}"),
  cardRank: params("Rank {rank} today"),
  shareTitle: params("{game}: daily challenge"),
  shareText: params("{score}, rank {rank} on {day}. Beat me!"),
  serverAnswered: params("The server answered {status}."),
  watchHeading: "Watch",
  watchRun: params("Watch the run of {nickname}"),
  watchYours: "Watch your run",
  shareWatch: params("Watch my run: {url}"),
  tooMany: "Too many tries in a short time. Wait a minute and try again.",
  busy: "The server is busy right now. Please try again in a minute.",
  /** `{left}` is filled by the panel with the number written in the language. */
  attemptsLeft: count({ one: "{left} attempt left today at this game.", other: "{left} attempts left today at this game." }),
  recoveryCodeHeading: "Your recovery code for today",
  recoveryCodeNote: params(
    "Write it down: it is shown only this once. If this device forgets you (cleared data, another browser), send a run as {name} with this code to take the name back today.",
  ),
  recoveryLabel: "Recovery code",
  recoveryHint: "Is this your name from another device? Enter the code you were shown at your first run today.",
});
