/**
 * The secret that keys every hidden-deal run's tape (signing.ts runDealKey): CHALLENGE_SECRET, or
 * when that is unset a secret generated once and kept in app_settings ("challenge_deal_secret"),
 * with a start-up warning in production (startup-summary.ts). Several instances on one database
 * agree on it, as on the address key (server/lib/ip-hash.ts).
 */
import { randomBytes } from "node:crypto";
import { getOrCreateSetting } from "../../db/app-settings-repository";
import type { Db } from "../../db/client";

export const CHALLENGE_DEAL_SECRET_KEY = "challenge_deal_secret";

export async function loadChallengeDealSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, CHALLENGE_DEAL_SECRET_KEY, () => randomBytes(32).toString("base64url"));
}
