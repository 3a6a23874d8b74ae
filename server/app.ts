/**
 * Builds the Fastify app (app.ts builds, main.ts listens). Tests call buildApp with a
 * config and their own database and `inject` requests.
 */
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { PERSONAL_DATA_RETENTION_DAYS } from "../contracts/retention";
import type { Pool } from "pg";
import { siteConfig } from "../site.config";
import type { DestinationStream } from "pino";
import { SHUTDOWN_MARGIN_MS, type AppConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { createIpHasher, createUidHasher, loadIpHashSecret } from "./lib/ip-hash";
import { setZodCompilers } from "./lib/route-schemas";
import { openLimits } from "./limits/open-limits";
import { adminRoutes } from "./modules/admin/routes";
import { backupRoutes } from "./modules/backup/routes";
import { blogRoutes } from "./modules/blog/routes";
import { listenForListChanges } from "./modules/blog/list-cache-sync";
import { createMediaStore } from "../publishing/blog-media";
import { blogMediaRoot, blogMediaRoutes } from "./modules/blog/media";
import { createBlogService } from "./modules/blog/service";
import { loadChallengeDealSecret } from "./modules/challenge/deal-secret";
import { challengeRoutes } from "./modules/challenge/routes";
import { createChallengeService } from "./modules/challenge/service";
import { createVerifyPool } from "./modules/challenge/verify-pool";
import { chatRoutes } from "./modules/chat/routes";
import { healthRoutes } from "./modules/health/routes";
import { toolUsageRoutes } from "./modules/tool-usage/routes";
import { likesRoutes } from "./modules/likes/routes";
import { likesServiceFromConfig } from "./modules/likes/service";
import { createRetention } from "./modules/retention/service";
import { listenForRooms, LOCAL_ROOM_BUS } from "./modules/rooms/bus";
import { roomRoutes, type RoomLimits } from "./modules/rooms/routes";
import { createRoomService, type RoomService } from "./modules/rooms/service";
import { createUsageCounter } from "./modules/usage/service";
import { createVipService } from "./modules/vip/service";
import { registerErrorMapper } from "./plugins/error-mapper";
import { requireClientIp, trustProxyOption } from "./plugins/client-ip";
import { clientErrorHandler, dropVanishedClient, frameworkErrors, refuseConnect, requireHostHeader } from "./plugins/framework-errors";
import { genReqId, requestIds } from "./plugins/request-id";
import { DebugRequestLog, prettyLogStream, serializeRequest } from "./plugins/request-log";
import { securityHeaders } from "./plugins/security-headers";
import { staticSite } from "./plugins/static-site";

export type AppDeps = {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: DestinationStream;
  /** Tests sharing one Redis keep their limit counts apart with a namespace of their own. */
  limitsNamespace?: string;
  /** Tests move the daily challenge's clock (expiry, days) and shorten its replay budget. */
  challenge?: { now?: () => Date; replayBudgetMs?: number };
  /** Tests and the load proof set the rooms' clock, limits and sweep period (every 5 s otherwise). */
  rooms?: { now?: () => number; limits?: RoomLimits; sweepMs?: number };
  /** Collect the routes' schemas into an OpenAPI document (`app.swagger()`): scripts/openapi.ts only. */
  openapi?: boolean;
};

/** JSON bodies are small (a UID and a region, or a short chat); anything larger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      serializers: { req: serializeRequest },
      // Readable lines in a terminal (pino-pretty), JSON lines for a log collector otherwise.
      stream: deps.logStream ?? (process.stdout.isTTY ? prettyLogStream() : undefined),
    },
    // Each request's lines are logged at debug (LOG_LEVEL=debug shows them), not info: at info the
    // log says what happened to the site, not every asset fetched (docs/decisions/030).
    logController: new DebugRequestLog(),
    // Who is the client? The socket address, unless the operator says a proxy in front is
    // trusted (TRUST_PROXY); only then is X-Forwarded-For read, by Fastify's own rules.
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId,
    // genReqId reads and checks X-Request-Id itself; Fastify's own reading would take any value.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Answers written before routing get the same JSON shape and security headers as the rest.
    frameworkErrors,
    clientErrorHandler,
    ...slowClientOptions(config),
    forceCloseConnections: "idle",
  });
  app.server.maxConnections = config.http.maxConnections;

  const database =
    deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.database.timeouts, pgliteSync: config.pgliteSync }));
  database.onPoolError((err) => app.log.error({ err }, "database connection error"));
  if (!deps.database) app.addHook("onClose", () => database.close());
  app.decorate("database", database);

  // Routes declare zod schemas from contracts/ (docs/decisions/042).
  setZodCompilers(app);
  if (deps.openapi) await (await import("./lib/openapi")).registerOpenApi(app);
  registerErrorMapper(app);
  await app.register(securityHeaders);
  await app.register(requestIds);
  app.addHook("onRequest", requireHostHeader);
  app.addHook("onRequest", dropVanishedClient);
  app.addHook("onRequest", requireClientIp);
  app.server.on("connect", refuseConnect);
  // Where limits count: memory, PostgreSQL or Redis (decision 024). Burst limits are opt-in per
  // route (`config: { rateLimit: {...} }`); daily rules live in the database.
  const limits = await openLimits({ redisUrl: config.redisUrl, database, log: app.log, namespace: deps.limitsNamespace });
  app.addHook("onClose", () => limits.close());
  await app.register(rateLimit, limits.burstOptions);

  await app.register(healthRoutes, { database });

  // One key for every module that counts visitors (blog views, the likes daily limit).
  const hashSecret = await loadIpHashSecret(database.db, config.ipHashSecret);
  const hashIp = createIpHasher(hashSecret);
  // Several instances on one PostgreSQL: each hears when another changes the blog list (decision 025).
  const listChanges = database.kind === "postgres" ? await listenForListChanges({ pool: postgresPool(database), log: app.log }) : undefined;
  if (listChanges) app.addHook("onClose", () => listChanges.close());
  const mediaRoot = blogMediaRoot(config.dataDir);
  const blog = createBlogService({ db: database.db, hashIp, timeZone: config.limitTimeZone, log: app.log, listChanges, media: createMediaStore(mediaRoot) });
  await blog.syncFromFolder(config.blogDir);
  await app.register(blogRoutes, { service: blog });
  await app.register(blogMediaRoutes, { root: mediaRoot });
  await app.register(toolUsageRoutes, { database, timeZone: config.limitTimeZone });
  // Daily aggregate counts (no personal data) for the operator's dashboard.
  const usage = createUsageCounter({ db: database.db, timeZone: config.limitTimeZone, log: app.log });
  const likes = await likesServiceFromConfig(config, database.db, app.log, { hashIp, hashUid: createUidHasher(hashSecret) }, usage);
  await app.register(likesRoutes, { service: likes });
  await app.register(chatRoutes, { chat: config.chat, limits: limits.store, timeZone: config.limitTimeZone, usage });
  // Replays run in worker threads (verify-pool.ts), started on the first submission.
  const verifier = createVerifyPool({ budgetMs: deps.challenge?.replayBudgetMs });
  app.addHook("onClose", () => verifier.close());
  const dealSecret = await loadChallengeDealSecret(database.db, config.challengeSecret);
  const challenge = createChallengeService({
    db: database.db,
    hashIp,
    dealSecret,
    timeZone: config.limitTimeZone,
    verifier,
    attemptsPerDay: config.challengeAttemptsPerDay,
    now: deps.challenge?.now,
  });
  await app.register(challengeRoutes, { service: challenge });
  // Play a friend (docs/decisions/093): moves reach the other instances through LISTEN/NOTIFY (094).
  const roomBus = database.kind === "postgres" ? await listenForRooms({ pool: postgresPool(database), log: app.log }) : LOCAL_ROOM_BUS;
  app.addHook("onClose", () => roomBus.close());
  const roomService = createRoomService({ db: database.db, bus: roomBus, log: app.log, now: deps.rooms?.now, reconnectMs: config.rooms.reconnectMs });
  await app.register(roomRoutes, { service: roomService, limits: deps.rooms?.limits });
  const sweepMs = deps.rooms?.sweepMs ?? 5000;
  if (sweepMs > 0) {
    const sweep = setInterval(() => void roomService.sweep().catch((err: unknown) => app.log.warn({ err }, "rooms: sweep failed")), sweepMs);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
  }
  app.addHook("onClose", async () => roomService.stop());
  app.decorate("rooms", roomService);
  const vip = createVipService(database.db, { telegramHandle: siteConfig.telegramHandle });
  await app.register(adminRoutes, { config, database, vip, limits: limits.store, challenge, rooms: roomService });
  await app.register(backupRoutes, { config, database });
  await app.register(staticSite, { clientDir: config.clientDir });

  // Personal rows go after the period the privacy page states: now, then a few times a day.
  const retention = createRetention({ db: database.db, timeZone: config.limitTimeZone, retentionDays: PERSONAL_DATA_RETENTION_DAYS, log: app.log });
  app.addHook("onClose", async () => retention.stop());
  await retention.start();

  app.log.info({ db: database.kind, limits: limits.store.kind }, "database ready");
  app.log.info({ provider: likes.providerKind }, `likes provider: ${likes.providerDescription}`);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    rooms: RoomService;
  }
}

/**
 * Slow clients (docs/decisions/018): Node gives a request 300 s and its headers 60 s by default,
 * checked every 30 s, so a client declaring a 500-byte body and sending one byte held a
 * connection for minutes. Here the headers and the whole request must arrive within seconds
 * (408 otherwise), checked every second, and an idle keep-alive connection is closed after a few.
 * A socket idle timeout backs these up: it must outlast the longest upstream wait (a chat reply
 * or a likes call sends nothing until the upstream answers), so it is derived from those.
 */
function slowClientOptions(config: AppConfig) {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs } = config.http;
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionTimeout: Math.max(config.chat.timeoutMs, config.likes.timeoutMs) + SHUTDOWN_MARGIN_MS,
    http: {
      requireHostHeader: false, // checked by requireHostHeader below, so the 400 has the usual headers
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(headersTimeoutMs / 4))),
    },
  };
}

/** The node-postgres pool under Drizzle (kept on `$client`): the blog list's LISTEN copies its settings. */
function postgresPool(database: Database): Pool {
  return (database.db as unknown as { $client: Pool }).$client;
}
