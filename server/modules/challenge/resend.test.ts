import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOKEN_USED_MESSAGE } from "../../../contracts/challenge";
import { HONEST_BOTS, challengeSuite, deviceKey } from "../../test/challenge-harness";
import { testDatabaseKinds } from "../../test/test-databases";

describe.each(testDatabaseKinds())("a run submitted twice, on $kind", ({ open }) => {
  const h = challengeSuite(open);

  const storedRows = async (runId: string) => {
    const [row] = await h.rows<{ n: number }>(sql`select count(*)::int as n from challenge_runs where run_id = ${runId}`);
    return Number(row!.n);
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
