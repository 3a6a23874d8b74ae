/**
 * /api/admin/*: the operator dashboard's API (issue 11). Thin: auth, CSRF and parsing here; the
 * rules live in session.ts, stats.ts, config-check.ts and the VIP service (the same one as
 * `npm run vip`). With no ADMIN_TOKEN every admin path answers 503 saying how to turn it on.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ADMIN_API,
  ADMIN_CONFIG_PATH,
  ADMIN_COOKIE,
  ADMIN_CSRF_HEADER,
  ADMIN_FAILURE_WINDOW_MS,
  ADMIN_MAX_FAILURES,
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
import type { VipService } from "../vip/service";
import { configCheck } from "./config-check";
import { clearedCookie, createAdminSessions, createFailureLimiter, isLocalHost, readCookie, sessionCookie } from "./session";
import { loadStats } from "./stats";

export type AdminRoutesOptions = {
  config: Pick<AppConfig, "adminToken" | "likes" | "chat" | "limitTimeZone">;
  database: Database;
  vip: VipService;
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
  const failures = createFailureLimiter({ max: ADMIN_MAX_FAILURES, windowMs: ADMIN_FAILURE_WINDOW_MS, now: () => now().getTime() });
  const secure = (request: FastifyRequest) => !isLocalHost(request.hostname);
  const requireSession = async (request: FastifyRequest) => {
    if (!sessions.isValid(readCookie(request.headers.cookie, ADMIN_COOKIE))) throw new AppError("unauthorized", ADMIN_MESSAGES.signedOut);
  };

  app.addHook("onRequest", async (request) => checkCsrf(request));

  app.post(ADMIN_SESSION_PATH, async (request, reply: FastifyReply) => {
    const wait = failures.retryAfterSeconds(request.ip);
    if (wait > 0) throw new AppError("rate_limited", ADMIN_MESSAGES.tooManyFailures, { headers: { "retry-after": String(wait) } });
    const { token: candidate } = parse(adminSignInSchema, request.body);
    if (!sessions.tokenMatches(candidate)) {
      failures.fail(request.ip);
      request.log.warn({ ip: request.ip }, "admin sign-in with a wrong token");
      throw new AppError("unauthorized", ADMIN_MESSAGES.wrongToken);
    }
    failures.succeed(request.ip);
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
}
