/**
 * Throwaway PostgreSQL databases for the proof, on the loopback server named by PROVE_DATABASE_URL
 * (or TEST_DATABASE_URL, or the local default). Each is created fresh and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const PROVE_DATABASE_BASE_URL = process.env.PROVE_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type ThrowawayDatabase = {
  url: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
};

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PROVE_DATABASE_BASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `prove_${randomBytes(6).toString("hex")}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(PROVE_DATABASE_BASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query(text, values) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
