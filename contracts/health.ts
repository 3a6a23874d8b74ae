/** GET /api/health (readiness) and GET /api/health/live (liveness): server/modules/health/routes.ts. */
import { z } from "./zod";

export const HEALTH_PATH = "/api/health";
export const HEALTH_LIVE_PATH = "/api/health/live";

const databaseKindSchema = z.enum(["pglite", "postgres"]);
/** 200 when the database answered the ping in time. */
export const healthReadySchema = z.object({ ok: z.literal(true), db: databaseKindSchema });
/** 503 (with Retry-After) when it did not: a load balancer should send traffic elsewhere. */
export const healthNotReadySchema = z.object({ ok: z.literal(false), db: databaseKindSchema });
export const healthLiveSchema = z.object({ ok: z.literal(true) });
