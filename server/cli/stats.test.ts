import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../test/test-databases";
import { createToolUsageService } from "../modules/tool-usage/service";
import { NO_USAGE_MESSAGE } from "../modules/tool-usage/report";
import { statsReport } from "./stats";

describe.each(testDatabaseKinds())("npm run stats on $kind", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it("reports an empty database plainly, then the counts the server recorded per tool per day", async () => {
    expect(await statsReport(database, "UTC")).toBe(NO_USAGE_MESSAGE);
    const service = createToolUsageService({ db: database.db, timeZone: "UTC", now: () => new Date("2025-07-04T10:00:00Z") });
    await service.record("uid-generator");
    await service.record("uid-generator");
    await service.record("password-generator");
    const lines = (await statsReport(database, "UTC")).split("\n");
    expect(lines[0]).toMatch(/^day\s+ff-name-generator\s+uid-generator\s+sensitivity-generator\s+password-generator\s+total$/);
    expect(lines[1]?.split(/\s+/)).toEqual(["2025-07-04", "0", "2", "0", "1", "3"]);
  });
});
