import { params } from "@nanostores/i18n";
import { defineMessages } from "../../../i18n/i18n";

/**
 * The watch page's texts (web/i18n/messages/<locale>/games-replay.json): a ranked challenge run
 * played back from its log, with its player's name, score and day, and a way to report it.
 */
export const replayMessages = defineMessages("games-replay", {
  title: "Watch a run",
  intro: "Every run on a daily challenge board can be watched here: the site's own game plays it back from the moves it was ranked with.",
  noRun: "Choose a run on a game's daily challenge board to watch it.",
  toGames: "Go to the games",
  loading: "Loading the run…",
  notFound: "This run cannot be watched: it is not on a board (it may be waiting for review, or it was removed).",
  loadFailed: "The run could not be loaded. Check your connection and try again.",
  retry: "Try again",
  heading: params("{game}: a daily challenge run"),
  player: "Player",
  score: "Score",
  day: "Day",
  board: params("{game}, played back"),
  play: "Play",
  pause: "Pause",
  again: "Watch again",
  speed: "Speed",
  /** A playback speed, "2×": the number written in the page's language. */
  times: params("{n}×"),
  /** "0:12 of 1:30": the run's own time played back so far. */
  progress: params("{now} of {total}"),
  scoreNow: params("Score now: {score}"),
  ended: params("The run ends on {score}: the score it was ranked with."),
  playToday: "Play today's challenge",
  reportTitle: "Does this look like a person's play?",
  reportHint: "If you think no person played this run, report it: the operator watches reported runs and can take them off the board.",
  report: "Report this run",
  reporting: "Sending your report…",
  reported: "Thank you: the operator will review this run.",
  reportFailed: "Your report could not be sent. Try again in a minute.",
});
