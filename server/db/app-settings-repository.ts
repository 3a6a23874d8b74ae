/** SQL for the small key/value table of server-owned settings (server/db/schema.ts appSettings). */
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { appSettings } from "./schema";

/**
 * The setting's value, creating it with `initial` when absent. Insert-if-absent, then read: when
 * several instances start together, exactly one insert wins and every instance reads that value.
 */
export async function getOrCreateSetting(db: Db, key: string, initial: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: initial() }).onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} vanished right after it was written`);
  return row.value;
}
