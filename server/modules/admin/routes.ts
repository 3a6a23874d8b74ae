/**
 * /api/admin/*: the operator dashboard's API (docs/decisions/011). Thin: auth, CSRF and parsing here; the
 * rules live in session.ts, stats.ts, config-check.ts and the VIP service (the same one as
 * `npm run vip`). With no ADMIN_TOKEN every admin path answers 503 saying how to turn it on.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_API,
  ADMIN_CONFIG_PATH,
  ADMIN_COOKIE,
  ADMIN_CSRF_HEADER,
  ADMIN_MESSAGES,
  ADMIN_SESSION_PATH,
  ADMIN_STATS_PATH,
  ADMIN_VIP_PATH,
  adminConfigSchema,
  adminSessionSchema,
  adminSignedInSchema,
  adminSignInSchema,
  adminStatsSchema,
  adminVipListSchema,
  statsQuerySchema,
  vipIdParamsSchema,
  vipIssuedSchema,
  vipIssueSchema,
  vipRevokedSchema,
} from "../../../contracts/admin";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { errorResponses } from "../../lib/route-schemas";
import { registerChallengeAdmin } from "../challenge/admin-routes";
import type { ChallengeService } from "../challenge/service";
import { registerRoomsAdmin } from "../rooms/admin-routes";
import type { RoomService } from "../rooms/service";
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
  /** Play a friend's live matches (docs/decisions/093). */
  rooms?: RoomService;
  now?: () => Date;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every admin call can be refused before its handler: 401 without a session, 403 over plain HTTP
 * or without the CSRF header, 503 when the database does not answer.
 */
const ADMIN_ERRORS = errorResponses(401, 403, 503);
/** The same for a call whose input is checked too. */
const ADMIN_INPUT_ERRORS = errorResponses(400, 401, 403, 503);

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

export async function adminRoutes(fastify: FastifyInstance, opts: AdminRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const token = opts.config.adminToken;
  if (!token) {
    app.all(`${ADMIN_API}/*`, { schema: { response: errorResponses(503) } }, async () => {
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

  const signInSchema = { body: adminSignInSchema, response: { 200: adminSessionSchema, ...errorResponses(400, 401, 403, 429, 503) } };
  app.post(ADMIN_SESSION_PATH, { schema: signInSchema }, async (request, reply) => {
    const { token: candidate } = request.body;
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

  const signOutSchema = { response: { 204: z.null().describe("Signed out (the cookie is cleared)."), ...errorResponses(403) } };
  app.delete(ADMIN_SESSION_PATH, { schema: signOutSchema }, async (request, reply) => {
    reply.header("set-cookie", clearedCookie(ADMIN_COOKIE, secure(request)));
    return reply.status(204).send(null); // a 204 is sent without a body whatever is passed
  });

  app.get(ADMIN_SESSION_PATH, { onRequest: requireSession, schema: { response: { 200: adminSignedInSchema, ...ADMIN_ERRORS } } }, async () => ({
    signedIn: true as const,
  }));

  const statsSchema = { querystring: statsQuerySchema, response: { 200: adminStatsSchema, ...ADMIN_INPUT_ERRORS } };
  app.get(ADMIN_STATS_PATH, { onRequest: requireSession, schema: statsSchema }, async (request) =>
    loadStats(opts.database.db, { range: request.query.days, timeZone: opts.config.limitTimeZone, now: now() }),
  );

  app.get(ADMIN_CONFIG_PATH, { onRequest: requireSession, schema: { response: { 200: adminConfigSchema, ...ADMIN_ERRORS } } }, async () =>
    configCheck(opts.config, opts.database.kind),
  );

  app.get(ADMIN_VIP_PATH, { onRequest: requireSession, schema: { response: { 200: adminVipListSchema, ...ADMIN_ERRORS } } }, async () => ({
    codes: (await opts.vip.list()).map((c) => ({
      id: c.id,
      note: c.note,
      createdAt: c.createdAt.toISOString(),
      expiresAt: c.expiresAt.toISOString(),
      uses: c.uses,
      status: c.status,
    })),
  }));

  app.post(ADMIN_VIP_PATH, { onRequest: requireSession, schema: { body: vipIssueSchema, response: { 201: vipIssuedSchema, ...ADMIN_INPUT_ERRORS } } }, async (request, reply) => {
    const issued = await opts.vip.issue(request.body);
    return reply.status(201).send({ id: issued.id, code: issued.code, expiresAt: issued.expiresAt.toISOString() });
  });

  const revokeOptions = {
    onRequest: requireSession,
    // An unknown or malformed id is the same 404.
    config: { invalidRequest: { code: "not_found" as const, message: ADMIN_MESSAGES.vipNotFound } },
    schema: { params: vipIdParamsSchema, response: { 200: vipRevokedSchema, ...errorResponses(401, 403, 404, 503) } },
  };
  app.post(`${ADMIN_VIP_PATH}/:id/revoke`, revokeOptions, async (request) => {
    const revoked = await opts.vip.revoke(request.params.id);
    if (!revoked) throw new AppError("not_found", ADMIN_MESSAGES.vipNotFound);
    return revoked;
  });

  if (opts.challenge) registerChallengeAdmin(app, opts.challenge, requireSession);
  if (opts.rooms) registerRoomsAdmin(app, opts.rooms, requireSession);
}
