import { describe, expect, it } from "vitest";
import { DAILY_SUBMISSIONS_PER_GAME, NAMES_PER_ADDRESS_PER_GAME } from "../../contracts/challenge";
import { CHALLENGE_DAILY_ROWS_RETENTION_DAYS, CHALLENGE_RUN_RETENTION_DAYS, PERSONAL_DATA_RETENTION_DAYS } from "../../contracts/retention";
import { PRIVACY } from "./privacy";

describe("privacy policy", () => {
  it("states the retention period the server prunes personal rows after", () => {
    const section = PRIVACY.sections.find((s) => s.heading === "7. FF Bots Tools and Data Usage");
    const sentence = section?.paragraphs.find((p) => p.startsWith("How long we keep it:"));
    expect(sentence).toContain(`kept for ${PERSONAL_DATA_RETENTION_DAYS} days`);
    expect(sentence).toContain("deleted automatically");
  });

  it("says what a challenge run stores (device key hash, look-alike key, input times, held or ranked) and the server's periods and limits", () => {
    const paragraph = PRIVACY.sections.flatMap((s) => s.paragraphs).find((p) => p.startsWith("Daily challenge:"));
    for (const fact of [
      "hash of this browser's device key",
      "keyed hash of your IP address",
      "look-alike key",
      "with the page's time of the move, and our server adds the time it arrived",
      "For 2048, Memory Match, and Simon Says",
      "ranked or held for the operator's review, with the reason",
      `Runs are deleted after ${CHALLENGE_RUN_RETENTION_DAYS} days, except the run each game's all-time record shows`,
      `the daily counters after ${CHALLENGE_DAILY_ROWS_RETENTION_DAYS} days`,
      `${DAILY_SUBMISSIONS_PER_GAME} runs per game per day, under at most ${NAMES_PER_ADDRESS_PER_GAME} names per game`,
      "stays on the block list",
      "when the operator also blocks the connection",
      "keeps only a hash of it",
    ]) {
      expect(paragraph, fact).toContain(fact);
    }
    expect(paragraph).not.toContain("offline");
  });
});
