/**
 * /api/admin/*: the operator dashboard's API (docs/decisions/011). Thin: auth, CSRF and parsing here; the
 * rules live in session.ts, stats.ts, config-check.ts and the VIP service (the same one as
 * `npm run vip`). With no ADMIN_TOKEN every admin path answers 503 saying how to turn it on.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ADMIN_API,
  ADMIN_CONFIG_PATH,
  ADMIN_COOKIE,
  ADMIN_CSRF_HEADER,
  ADMIN_MESSAGES,
  ADMIN_SESSION_PATH,
  ADMIN_STATS_PATH,
  ADMIN_VIP_PATH,
  adminSignInSchema,
  statsQuerySchema,
  vipIssueSchema,
} from "../../../contracts/admin";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { registerChallengeAdmin } from "../challenge/admin-routes";
import type { ChallengeService } from "../challenge/service";
import type { VipService } from "../vip/service";
import { configCheck } from "./config-check";
import type { LimitStore } from "../../limits/limit-store";
import { throttledFailureLog } from "../../limits/failure-log";
import { adminTransport, HTTPS_REQUIRED_MESSAGE, HTTPS_REQUIRED_REASON } from "./https-rule";
import { clearedCookie, createAdminSessions, readCookie, sessionCookie } from "./session";
import { createSignInGuard } from "./session-guard";
import { loadStats } from "./stats";

export type AdminRoutesOptions = {
  config: Pick<AppConfig, "adminToken" | "likes" | "chat" | "limitTimeZone">;
  database: Database;
  vip: VipService;
  /** Where sign-in attempts are counted (server/limits/open-limits.ts). */
  limits: LimitStore;
  /** The daily challenge's operator routes (docs/decisions/028) share this plugin's session and CSRF check. */
  challenge?: ChallengeService;
  now?: () => Date;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request.");
  return parsed.data;
}

/** A cross-site request cannot add a custom header without a CORS preflight, which this server never grants. */
function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const sameOrigin = origin === undefined || safeHost(origin) === request.host;
  if (request.headers[ADMIN_CSRF_HEADER] !== "1" || !sameOrigin) throw new AppError("forbidden", ADMIN_MESSAGES.csrf);
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export async function adminRoutes(app: FastifyInstance, opts: AdminRoutesOptions) {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const token = opts.config.adminToken;
  if (!token) {
    app.all(`${ADMIN_API}/*`, async () => {
      throw new AppError("unavailable", ADMIN_MESSAGES.disabled);
    });
    return;
  }

  const now = opts.now ?? (() => new Date());
  const sessions = createAdminSessions(token, now);
  const guard = createSignInGuard({
    store: opts.limits,
    onStoreError: throttledFailureLog(app.log, "limit store unavailable: admin sign-in refused until it is back (fail closed)"),
    onSitePaused: (failures) =>
      app.log.error({ failures }, "admin sign-in: many wrong tokens from many addresses; wrong tokens are refused and no longer logged one by one for the rest of the window"),
  });
  // Secure whenever the browser reached us over HTTPS (directly or through a trusted proxy).
  const secure = (request: FastifyRequest) => adminTransport(request) === "https";
  const requireSession = async (request: FastifyRequest) => {
    if (!sessions.isValid(readCookie(request.headers.cookie, ADMIN_COOKIE))) throw new AppError("unauthorized", ADMIN_MESSAGES.signedOut);
  };

  app.addHook("onRequest", async (request) => {
    if (adminTransport(request) === "insecure") throw new AppError("forbidden", HTTPS_REQUIRED_MESSAGE, { body: { reason: HTTPS_REQUIRED_REASON } });
    checkCsrf(request);
  });

  app.post(ADMIN_SESSION_PATH, async (request, reply: FastifyReply) => {
    const { token: candidate } = parse(adminSignInSchema, request.body);
    const attempt = await guard.attempt(request.ip);
    if (!sessions.tokenMatches(candidate)) {
      const refusal = await attempt.failed();
      // No address here: the line carries the request id (reqId), which is enough to match a report.
      if (refusal.status === 401) request.log.warn("admin sign-in with a wrong token");
      throw refusal;
    }
    await attempt.succeeded();
    const session = sessions.issue();
    reply.header("set-cookie", sessionCookie(ADMIN_COOKIE, session.value, { expiresAt: session.expiresAt, secure: secure(request) }));
    return reply.status(200).send({ signedIn: true, expiresAt: session.expiresAt.toISOString() });
  });

  app.delete(ADMIN_SESSION_PATH, async (request, reply) => {
    reply.header("set-cookie", clearedCookie(ADMIN_COOKIE, secure(request)));
    return reply.status(204).send();
  });

  app.get(ADMIN_SESSION_PATH, { onRequest: requireSession }, async () => ({ signedIn: true }));

  app.get(ADMIN_STATS_PATH, { onRequest: requireSession }, async (request) => {
    const { days } = parse(statsQuerySchema, request.query);
    return loadStats(opts.database.db, { range: days, timeZone: opts.config.limitTimeZone, now: now() });
  });

  app.get(ADMIN_CONFIG_PATH, { onRequest: requireSession }, async () => configCheck(opts.config, opts.database.kind));

  app.get(ADMIN_VIP_PATH, { onRequest: requireSession }, async () => ({
    codes: (await opts.vip.list()).map((c) => ({
      id: c.id,
      note: c.note,
      createdAt: c.createdAt.toISOString(),
      expiresAt: c.expiresAt.toISOString(),
      uses: c.uses,
      status: c.status,
    })),
  }));

  app.post(ADMIN_VIP_PATH, { onRequest: requireSession }, async (request, reply) => {
    const input = parse(vipIssueSchema, request.body);
    const issued = await opts.vip.issue(input);
    return reply.status(201).send({ id: issued.id, code: issued.code, expiresAt: issued.expiresAt.toISOString() });
  });

  app.post<{ Params: { id: string } }>(`${ADMIN_VIP_PATH}/:id/revoke`, { onRequest: requireSession }, async (request) => {
    const id = request.params.id;
    if (!/^\d{1,9}$/.test(id)) throw new AppError("not_found", ADMIN_MESSAGES.vipNotFound);
    const revoked = await opts.vip.revoke(id);
    if (!revoked) throw new AppError("not_found", ADMIN_MESSAGES.vipNotFound);
    return revoked;
  });

  if (opts.challenge) registerChallengeAdmin(app, opts.challenge, requireSession);
}
