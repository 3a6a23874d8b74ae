/**
 * Builds the Fastify app (STYLE.md: app.ts builds, main.ts listens). Tests call buildApp with a
 * config and their own database and `inject` requests.
 */
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { siteConfig } from "../site.config";
import type { AppConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { createIpHasher, loadIpHashSecret } from "./lib/ip-hash";
import { adminRoutes } from "./modules/admin/routes";
import { blogRoutes } from "./modules/blog/routes";
import { createBlogService } from "./modules/blog/service";
import { chatRoutes } from "./modules/chat/routes";
import { healthRoutes } from "./modules/health/routes";
import { toolUsageRoutes } from "./modules/tool-usage/routes";
import { likesRoutes } from "./modules/likes/routes";
import { likesServiceFromConfig } from "./modules/likes/service";
import { createUsageCounter } from "./modules/usage/service";
import { createVipService } from "./modules/vip/service";
import { registerErrorMapper } from "./plugins/error-mapper";
import { clientErrorHandler, dropVanishedClient, frameworkErrors, refuseConnect, requireHostHeader } from "./plugins/framework-errors";
import { securityHeaders } from "./plugins/security-headers";
import { staticSite } from "./plugins/static-site";

export type AppDeps = {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
};

/** JSON bodies are small (a UID and a region, or a short chat); anything larger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    // Who is the client? The socket address, unless the operator says a proxy in front is
    // trusted (TRUST_PROXY); only then is X-Forwarded-For read, by Fastify's own rules.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Answers written before routing get the same JSON shape and security headers as the rest.
    frameworkErrors,
    clientErrorHandler,
    http: { requireHostHeader: false }, // checked by requireHostHeader below, so the 400 has the usual headers
    forceCloseConnections: "idle",
  });

  const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!deps.database) app.addHook("onClose", () => database.close());
  app.decorate("database", database);

  registerErrorMapper(app);
  await app.register(securityHeaders);
  app.addHook("onRequest", requireHostHeader);
  app.addHook("onRequest", dropVanishedClient);
  app.server.on("connect", refuseConnect);
  // Burst limits are opt-in per route (`config: { rateLimit: {...} }`); daily rules live in the database.
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes, { database });

  // One key for every module that counts visitors (blog views, the likes daily limit).
  const hashIp = createIpHasher(await loadIpHashSecret(database.db, config.ipHashSecret));
  const blog = createBlogService({ db: database.db, hashIp, timeZone: config.limitTimeZone, log: app.log });
  await blog.syncFromFolder(config.blogDir);
  await app.register(blogRoutes, { service: blog });
  await app.register(toolUsageRoutes, { database, timeZone: config.limitTimeZone });
  // Daily aggregate counts (no personal data) for the operator's dashboard.
  const usage = createUsageCounter({ db: database.db, timeZone: config.limitTimeZone, log: app.log });
  const likes = await likesServiceFromConfig(config, database.db, app.log, hashIp, usage);
  await app.register(likesRoutes, { service: likes });
  await app.register(chatRoutes, { chat: config.chat, usage });
  const vip = createVipService(database.db, { telegramHandle: siteConfig.telegramHandle });
  await app.register(adminRoutes, { config, database, vip });
  await app.register(staticSite, { clientDir: config.clientDir });

  app.log.info({ db: database.kind }, "database ready");
  app.log.info({ provider: likes.providerKind }, `likes provider: ${likes.providerDescription}`);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

/** A hop count means "trust that many proxies nearest to us", as proxy-addr reads a number. */
function trustProxyOption(value: AppConfig["trustProxy"]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}
