/** Signs tests in to the admin API with a fixed token. */
import type { FastifyInstance } from "fastify";
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_PATH } from "../../contracts/admin";

export const TEST_ADMIN_TOKEN = "admin-token-for-tests-0123456789";
export const CSRF_HEADERS = { [ADMIN_CSRF_HEADER]: "1" } as const;

/** Signs in from `ip` and returns the Cookie header value to send back. */
export async function adminCookie(app: FastifyInstance, ip = "10.9.0.1"): Promise<string> {
  const res = await app.inject({ method: "POST", url: ADMIN_SESSION_PATH, remoteAddress: ip, headers: CSRF_HEADERS, payload: { token: TEST_ADMIN_TOKEN } });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return String(res.headers["set-cookie"]).split(";")[0] ?? "";
}
