/** Builds the app for likes API tests and sends POST /api/ff-likes as a given client address. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { testConfig } from "./test-config";

export type PostOptions = { ip: string; headers?: Record<string, string> };

export async function likesApp(database: Database, env: Record<string, string> = {}) {
  const app: FastifyInstance = await buildApp(testConfig(env), { database });
  const post = (body: unknown, { ip, headers = {} }: PostOptions) =>
    app.inject({
      method: "POST",
      url: "/api/ff-likes",
      remoteAddress: ip,
      headers: { "content-type": "application/json", ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { app, post };
}

/** Distinct test clients and players, so tests sharing one database never share a daily use. */
export function uniqueSource(prefix: number) {
  let n = 0;
  return {
    ip: () => `10.${prefix}.${Math.floor(++n / 250)}.${(n % 250) + 1}`,
    uid: () => String(10_000_000 + prefix * 100_000 + ++n),
  };
}
