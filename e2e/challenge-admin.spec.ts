/**
 * The operator's daily-challenge panel (issue 22): today's boards, removing a run, blocking a
 * nickname (refused from then on), and the chart of runs verified and refused.
 */
import type { APIRequestContext } from "@playwright/test";
import { NICKNAME_REFUSED_MESSAGE } from "../contracts/challenge";
import { playSliding } from "../games/challenge/play-bots";
import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { nickname, seedOf, today } from "./challenge-helpers";
import { expect, hydrated, test } from "./fixtures";

async function submitSliding(request: APIRequestContext, name: string) {
  const t = await today(request);
  const run = playSliding(seedOf(t, "sliding"));
  return request.post("/api/challenge/runs", { data: { token: t.token, game: "sliding", nickname: name, log: run.log, claimedScore: run.score } });
}

test("the dashboard shows today's boards, removes a run, blocks a nickname and charts verified and refused runs", async ({ page, request }) => {
  const kept = nickname("keep");
  const removed = nickname("gone");
  const blocked = nickname("blok");
  for (const name of [kept, removed, blocked]) expect((await submitSliding(request, name)).status()).toBe(201);

  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();

  const panel = page.getByTestId("admin-challenge");
  await expect(panel.getByRole("heading", { name: "Daily challenge" })).toBeVisible();
  const board = panel.locator('[data-admin-board="sliding"]');
  for (const name of [kept, removed, blocked]) await expect(board.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await expect(panel.locator('[data-chart="challenge"] canvas')).toBeVisible();
  expect(Number(await panel.locator('[data-outcome="verified"]').textContent())).toBeGreaterThanOrEqual(3);

  await board.getByRole("button", { name: `Remove ${removed}'s run` }).click();
  await expect(board.getByRole("row").filter({ hasText: removed })).toHaveCount(0);
  await board.getByRole("button", { name: `Block ${blocked}` }).click();
  await expect(board.getByRole("row").filter({ hasText: blocked })).toHaveCount(0);
  await expect(board.getByRole("row").filter({ hasText: kept })).toHaveCount(1);

  // The public board agrees, and the blocked name is refused from now on.
  const t = await today(request);
  const entries = ((await (await request.get(`/api/challenge/sliding/leaderboard?day=${t.day}`)).json()) as { entries: { nickname: string }[] }).entries.map((e) => e.nickname);
  expect(entries).toContain(kept);
  expect(entries).not.toContain(removed);
  expect(entries).not.toContain(blocked);
  const again = await submitSliding(request, blocked);
  expect(again.status()).toBe(400);
  expect((await again.json()).message).toBe(NICKNAME_REFUSED_MESSAGE);
});
