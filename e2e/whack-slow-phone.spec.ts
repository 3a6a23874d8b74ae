import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { WHACK_ROUND_MS } from "../games/whack/engine";

/**
 * Whack-a-Mole on a slow phone (a 4x slower CPU, touch, 360x640): every press on a mole the
 * player saw counts as a hit. The page records, at each press, whether the last frame it drew
 * showed a mole in the pressed hole (sampled in requestAnimationFrame, which runs just before each
 * frame is painted); the score at the end must reach the number of such presses.
 */
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
test.setTimeout(120_000);

type Press = { hole: number; seen: boolean };
type Probe = { presses: Press[]; shownOnFrame: number; appearances: { hole: number; n: number } | null };

async function recordPresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { presses: [], shownOnFrame: -1, appearances: null };
    (window as unknown as { __whack: Probe }).__whack = probe;
    const moleHole = () => {
      const up = document.querySelector('[data-game-board] button[data-mole="true"]');
      return up ? [...up.parentElement!.children].indexOf(up) : -1;
    };
    let count = 0;
    let last = -1;
    const frame = () => {
      const hole = moleHole();
      probe.shownOnFrame = hole;
      // A new mole on screen (a mole may come up in the same hole twice in a row: a frame without one lies between).
      if (hole >= 0 && hole !== last) probe.appearances = { hole, n: ++count };
      last = hole;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    window.addEventListener(
      "pointerdown",
      (e) => {
        const button = e.target instanceof Element ? e.target.closest("[data-game-board] button") : null;
        if (!button) return;
        const hole = [...button.parentElement!.children].indexOf(button);
        probe.presses.push({ hole, seen: probe.shownOnFrame === hole });
      },
      true,
    );
  });
}

test("whack-a-mole at 4x CPU: each press on a mole on screen is a hit", async ({ page }) => {
  await recordPresses(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/games/whack?seed=11");
  const start = page.getByRole("button", { name: "Start", exact: true });
  await expect(start).not.toHaveAttribute("data-not-ready", { timeout: 30_000 });
  await start.tap();
  await expect(page.getByTestId("whack-time")).not.toHaveText("30s", { timeout: 5_000 });

  const holes = page.locator("[data-game-board] button");
  const boxes = await holes.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  const probe = () => page.evaluate(() => (window as unknown as { __whack: Probe }).__whack);
  const endAt = Date.now() + WHACK_ROUND_MS + 5_000;
  let tapped = 0;
  // A person taps each mole once, when it comes up.
  while (Date.now() < endAt && (await page.getByTestId("whack-time").textContent()) !== "0s") {
    const next = await page
      .waitForFunction(
        (after) => {
          const a = (window as unknown as { __whack: Probe }).__whack.appearances;
          return a && a.n > after ? a : null;
        },
        tapped,
        { timeout: 2_500, polling: "raf" },
      )
      .catch(() => null);
    if (!next) continue;
    const { hole, n } = (await next.jsonValue())!;
    tapped = n;
    const box = boxes[hole]!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
  await expect(page.getByTestId("whack-time")).toHaveText("0s", { timeout: 10_000 });
  const { presses } = await probe();
  const seen = presses.filter((p) => p.seen).length;
  const score = Number(await page.getByTestId("whack-score").textContent());
  console.log(`whack at 4x CPU: ${presses.length} presses, ${seen} on a mole on screen, score ${score}`);
  // Enough of the round was played for the check to mean something.
  expect(seen).toBeGreaterThanOrEqual(10);
  // A press a moment after the mole left the screen may still hit (the engine's 0.3 s grace), so
  // the score may pass the seen presses, never the presses made.
  expect(score, "every press on a mole the player saw is a hit").toBeGreaterThanOrEqual(seen);
  expect(score).toBeLessThanOrEqual(presses.length);
});
