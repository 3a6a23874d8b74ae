/**
 * The watch page's calls (contracts/challenge.ts): a ranked run's public record, and a visitor's
 * report of it, made with this device's key (the one the challenge uses: one report per device).
 */
import {
  ADMIN_CHALLENGE_RUNS_PATH,
  adminRunRecordSchema,
  challengeReportResponseSchema,
  challengeRunRecordSchema,
  type AdminRunRecord,
  type ChallengeRunRecord,
} from "../../../../contracts/challenge";
import { ChallengeHttpError, deviceKey } from "../challenge/api";

async function answer<T>(res: Response, parse: (body: unknown) => T): Promise<T> {
  const body = (await res.json().catch(() => null)) as { message?: unknown; reason?: unknown } | null;
  if (!res.ok)
    throw new ChallengeHttpError(
      res.status,
      typeof body?.message === "string" ? body.message : `The server answered ${res.status}.`,
      body?.reason === "already_reported" ? "already_reported" : null,
    );
  return parse(body);
}

export async function fetchRunRecord(runId: string): Promise<ChallengeRunRecord> {
  const res = await fetch(`/api/challenge/runs/${encodeURIComponent(runId)}`, { cache: "no-store" });
  return answer(res, (body) => challengeRunRecordSchema.parse(body));
}

export async function reportRun(runId: string): Promise<void> {
  const res = await fetch(`/api/challenge/runs/${encodeURIComponent(runId)}/report`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ deviceKey: deviceKey() }),
  });
  await answer(res, (body) => challengeReportResponseSchema.parse(body));
}

/** Any stored run, for the operator's review (the dashboard's session cookie goes with it; 401 without one). */
export async function fetchReviewRecord(id: string): Promise<AdminRunRecord> {
  const res = await fetch(`${ADMIN_CHALLENGE_RUNS_PATH}/${encodeURIComponent(id)}/record`, { cache: "no-store", credentials: "same-origin" });
  return answer(res, (body) => adminRunRecordSchema.parse(body));
}
