import { expect, test } from "./fixtures";
import { openWithPausedClock } from "./game-helpers";
import { seededRandom } from "../games/shared/random";
import * as memory from "../games/memory/engine";
import { completeMessage } from "../web/features/games/memory/memory-game";
import * as rps from "../games/rps/engine";
import { CHOICE_LABELS, THINKING_TEXT } from "../web/features/games/rps/rps-game";
import * as typing from "../games/typing/engine";
import { finishedMessage } from "../web/features/games/typing/typing-game";

test.describe("memory match", () => {
  test("finishes a seeded deal: a mismatch flips back after 1 s, a third flip is blocked, matches stay after 0.5 s", async ({ page }) => {
    const seed = 21;
    const { cards } = memory.createGame({}, seededRandom(seed));
    const pairs = memory.SYMBOLS.map((symbol) => cards.flatMap((c, i) => (c.symbol === symbol ? [i] : [])));
    const card = (i: number) => page.getByRole("button", { name: new RegExp(`^Card ${i + 1}:`) });

    await openWithPausedClock(page, `/games/memory?seed=${seed}`);

    // A mismatch: the first card of two different pairs.
    const [a, b, c] = [pairs[0]![0]!, pairs[1]![0]!, pairs[2]![0]!];
    await card(a).click();
    await card(b).click();
    await expect(page.getByTestId("game-status")).toHaveText("Not a match...");
    await card(c).click({ force: true }); // blocked while two are open
    await expect(card(c)).toHaveAttribute("data-state", "down");
    await page.clock.runFor(memory.MISMATCH_DELAY_MS - 1);
    await expect(card(a)).toHaveAttribute("data-state", "up");
    await page.clock.runFor(1);
    await expect(card(a)).toHaveAttribute("data-state", "down");
    await expect(card(b)).toHaveAttribute("data-state", "down");

    for (const [first, second] of pairs) {
      await card(first!).click();
      await card(second!).click();
      await expect(page.getByTestId("game-status")).toHaveText("It's a match!");
      await page.clock.runFor(memory.MATCH_DELAY_MS);
      await expect(card(first!)).toHaveAttribute("data-state", "matched");
      await expect(card(second!)).toHaveAttribute("data-state", "matched");
    }
    const seconds = (memory.MISMATCH_DELAY_MS + memory.PAIRS * memory.MATCH_DELAY_MS) / 1000;
    await expect(page.getByTestId("game-message")).toHaveText(completeMessage(memory.PAIRS + 1, seconds));
    await expect(page.getByTestId("memory-moves")).toHaveText(String(memory.PAIRS + 1));
    await expect(page.getByTestId("memory-matches")).toHaveText("8/8");
    await expect(page.getByTestId("memory-time")).toHaveText(`${seconds}s`);
  });
});

test.describe("rock paper scissors", () => {
  test("plays seeded rounds: the computer thinks 1.5 s, then the score and rounded win rate update", async ({ page }) => {
    const seed = 8;
    const picks: rps.Choice[] = ["rock", "paper", "scissors", "rock", "paper", "scissors"];
    let expected = rps.createGame({}, seededRandom(seed));

    await openWithPausedClock(page, `/games/rps?seed=${seed}`);
    await expect(page.getByTestId("rps-round")).toHaveText("1");
    await expect(page.getByTestId("rps-win-rate")).toHaveText("0%");

    for (const choice of picks) {
      expected = rps.step(rps.step(expected, { type: "pick", choice }), { type: "reveal" });
      await page.getByRole("button", { name: CHOICE_LABELS[choice].name, exact: true }).click();
      await expect(page.getByTestId("game-status")).toHaveText(THINKING_TEXT);
      await page.clock.runFor(1499);
      await expect(page.getByTestId("rps-computer-choice")).toHaveText("Thinking...");
      await page.clock.runFor(1);
      await expect(page.getByTestId("rps-computer-choice")).toHaveText(CHOICE_LABELS[expected.computerChoice!].name);
      await expect(page.getByTestId("rps-round")).toHaveText(String(expected.rounds));
    }
    await expect(page.getByTestId("rps-wins")).toHaveText(String(expected.wins));
    await expect(page.getByTestId("rps-losses")).toHaveText(String(expected.losses));
    await expect(page.getByTestId("rps-draws")).toHaveText(String(expected.draws));
    await expect(page.getByTestId("rps-win-rate")).toHaveText(`${rps.winRate(expected)}%`);
    // This seed gives 4 wins in 6 rounds: 66.7% shows rounded as 67%.
    expect([expected.wins, expected.rounds, rps.winRate(expected)]).toEqual([4, 6, 67]);

    await page.getByRole("button", { name: "New Game" }).click();
    await expect(page.getByTestId("rps-round")).toHaveText("1");
    await expect(page.getByTestId("rps-wins")).toHaveText("0");
    await expect(page.getByTestId("rps-win-rate")).toHaveText("0%");
  });
});

test.describe("typing speed test", () => {
  test("shows live WPM and accuracy, finishes when the text matches, and keeps the best WPM", async ({ page }) => {
    const seed = 4;
    const { target } = typing.createGame({}, seededRandom(seed));

    await openWithPausedClock(page, `/games/typing?seed=${seed}`);
    await expect(page.getByTestId("typing-target")).toContainText(target);
    const input = page.getByLabel("Type the sentence above");

    await input.pressSequentially(target[0]!);
    await expect(page.getByTestId("typing-accuracy")).toHaveText("100%");
    await input.pressSequentially("#"); // a wrong second character
    await expect(page.getByTestId("typing-accuracy")).toHaveText(`${typing.accuracy(target[0] + "#", target)}%`);
    await page.clock.runFor(30_000);
    await expect(page.getByTestId("typing-wpm")).toHaveText(String(typing.wpm(2, 30_000)));
    await expect(page.getByTestId("typing-time")).toHaveText("30s");

    await input.fill(target);
    const result = typing.wpm(target.length, 30_000);
    await expect(page.getByTestId("game-message")).toHaveText(finishedMessage(result, 100));
    await expect(page.getByTestId("typing-wpm")).toHaveText(String(result));
    await expect(page.getByTestId("typing-best")).toHaveText(String(result));
    await expect(input).toHaveAttribute("readonly", "");
  });
});
