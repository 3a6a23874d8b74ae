import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_USED_MESSAGE } from "../../../contracts/challenge";
import { HONEST_BOTS, challengeApp, deviceKey, testClock, thisMorningUtc, type ChallengeHarness } from "../../test/challenge-harness";
import { testDatabaseKinds, type TestDatabase } from "../../test/test-databases";

describe.each(testDatabaseKinds())("a run submitted twice, on $kind", ({ open }) => {
  let database: TestDatabase;
  let h: ChallengeHarness;
  beforeAll(async () => {
    database = await open();
    h = await challengeApp(database, { clock: testClock(thisMorningUtc()) });
  });
  afterAll(async () => {
    await h?.app.close();
    await database?.close();
  });

  const storedRows = async (runId: string) => {
    const result = await database.db.execute(sql`select count(*)::int as n from challenge_runs where run_id = ${runId}`);
    const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
    return Number(rows[0]!.n);
  };

  it("is a 409 with the reason before its name is checked: no second row, no name slot taken", async () => {
    const ip = "10.9.30.1";
    const key = deviceKey("resend");
    const { response, run, body } = await h.play("sliding", HONEST_BOTS.sliding, { ip, deviceKey: key, nickname: "Resend A" });
    expect(response.statusCode, response.body).toBe(201);
    // The same run again, under the same name and under other names from the same address.
    for (const nickname of ["Resend A", "Resend B", "Resend C"]) {
      const again = await h.post({ ...body, nickname }, ip);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(TOKEN_USED_MESSAGE);
    }
    expect(await storedRows(run.runId)).toBe(1);
    // The address's second name slot is still free for a run of its own.
    const next = await h.play("sliding", HONEST_BOTS.sliding, { ip, deviceKey: key, nickname: "Resend D" });
    expect(next.response.statusCode, next.response.body).toBe(201);
  });
});
