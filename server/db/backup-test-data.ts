/** Test data for backups: rows in every table, and every row of every table as text. */
import { sql } from "drizzle-orm";
import { schemaTables } from "./backup";
import type { Db } from "./client";

/**
 * Rows for every table of the schema, with the awkward types on purpose: microsecond timestamps,
 * dates, arrays with commas and quotes, nulls, uuids, identity and serial ids with gaps. A table
 * added to schema.ts needs an entry here (the first test says which).
 */
export const SEED: Record<string, string> = {
  app_settings: `insert into app_settings (key, value, created_at) values ('ip_hash_secret', 's3cr3t', '2025-01-02 03:04:05.123456+00')`,
  blog_posts: `insert into blog_posts (slug, title, excerpt, content, category, tags, image_url, read_time, views, listed, created_at, synced_at) values
    ('a', 'A "quoted" title', 'x', 'body, with commas', 'Safety', array['a,b', 'c "d"', 'é'], null, 3, 41, true, '2025-07-03 00:00:00+00', '2025-07-04 10:11:12.654321+00'),
    ('b', 'B', 'y', 'z', 'Tips', array[]::text[], '/blog/b.webp', 1, 0, false, '2025-07-01 00:00:00+00', '2025-07-04 10:11:12+00')`,
  blog_post_views: `insert into blog_post_views (post_id, ip_hash, day) select id, 'h1', '2025-07-04' from blog_posts`,
  likes_free_uses: `insert into likes_free_uses (day, ip_hash, uid, region, status, likes_added, reserved_at, confirmed_at) values
    ('2025-07-04', 'ip1', '12345678', 'IND', 'confirmed', 100, '2025-07-04 10:00:00.000001+00', '2025-07-04 10:00:01+00'),
    ('2025-07-04', 'ip2', '87654321', 'BR', 'pending', null, '2025-07-04 11:00:00+00', null)`,
  vip_codes: `insert into vip_codes (code_hash, note, created_at, expires_at, revoked_at) values
    ('hash1', 'for Ravi', '2025-05-01 10:00:00+00', '2025-05-31 10:00:00+00', null),
    ('hash2', '', '2025-05-02 10:00:00+00', '2025-06-01 10:00:00+00', '2025-05-03 00:00:00+00')`,
  vip_uses: `insert into vip_uses (code_id, ip_hash, uid, region, likes_added, used_at) select id, 'ip3', '11111111', 'SG', 50, '2025-05-05 05:05:05+00' from vip_codes`,
  challenge_blocked_nicknames: `insert into challenge_blocked_nicknames (nickname_key, blocked_at) values ('badname', '2025-07-04 09:00:00+00')`,
  challenge_outcomes: `insert into challenge_outcomes (day, outcome, count) values ('2025-07-04', 'verified', 5), ('2025-07-04', 'refused', 2)`,
  challenge_runs: `insert into challenge_runs (day, game, nickname, nickname_key, score, ip_hash, device_hash, run_id, status, reason, created_at) values
    ('2025-07-04', '2048', 'Ravi', 'ravi', 2048, 'ip1', null, null, 'ranked', '', '2025-07-04 12:00:00+00'),
    ('2025-07-04', 'snake', 'Ana', 'ana', 31, 'ip2', 'dev2', '6f1c2a8e-6c1b-4f0e-9d55-7d2b1e0c9a11', 'held', 'Inputs machine-even, "quoted"', '2025-07-04 12:30:00+00')`,
  challenge_started_runs: `insert into challenge_started_runs (id, token_hash, game, day, seed, ip_hash, device_hash, started_at, expires_at, move_count, state, view, moves, move_at, move_arrivals, finished_at, log_hash, consumed_at) values
    ('6f1c2a8e-6c1b-4f0e-9d55-7d2b1e0c9a11', 'th1', 'memory', '2025-07-04', null, 'ip2', 'dev2', '2025-07-04 12:00:00.123456+00', '2025-07-04 12:40:00+00', 2, '{"open": [3, 7], "cards": [{"symbol": "🎮"}]}', '{"open": [3, 7], "cards": [{"symbol": ""}]}', '[3, 7]', '[800, 1650]', '[1751630401000, 1751630402000]', '2025-07-04 12:29:00+00', 'lh1', '2025-07-04 12:30:00+00'),
    ('0b6d3c9e-2f4a-4c8b-8e1d-5a7f9c3b2d10', 'th2', 'snake', '2025-07-04', 4294967295, 'ip1', null, '2025-07-04 13:00:00+00', '2025-07-04 14:40:00+00', 0, null, null, '[]', '[]', '[]', null, null, null)`,
  challenge_reports: `insert into challenge_reports (run_id, device_hash, created_at) values ('6f1c2a8e-6c1b-4f0e-9d55-7d2b1e0c9a11', 'dev7', '2025-07-04 12:31:00.5+00')`,
  challenge_start_counts: `insert into challenge_start_counts (day, game, ip_hash, count) values ('2025-07-04', 'memory', 'ip2', 4)`,
  challenge_name_slots: `insert into challenge_name_slots (day, game, ip_hash, slot, nickname_key) values ('2025-07-04', 'snake', 'ip2', 1, 'ana')`,
  challenge_device_starts: `insert into challenge_device_starts (day, game, device_hash, count) values ('2025-07-04', 'memory', 'dev2', 3)`,
  challenge_name_owners: `insert into challenge_name_owners (day, nickname_key, device_hash, code_hash, rebinds, claimed_at) values
    ('2025-07-04', 'ana', 'dev2', 'scrypt$salt$hash', 1, '2025-07-04 12:30:00.000001+00'), ('2025-07-04', 'ravi', 'dev1', null, 0, '2025-07-04 12:00:00+00')`,
  challenge_recovery_guesses: `insert into challenge_recovery_guesses (day, subject, count) values ('2025-07-04', 'ip:ip2', 2)`,
  challenge_blocked_players: `insert into challenge_blocked_players (kind, hash, blocked_at) values ('device', 'dev9', '2025-07-04 13:00:00+00'), ('ip', 'ip9', '2025-07-04 13:00:00+00')`,
  challenge_submissions: `insert into challenge_submissions (day, game, ip_hash, count) values ('2025-07-04', '2048', 'ip1', 3)`,
  daily_counts: `insert into daily_counts (metric, subject, day, count) values
    ('likes_success', '', '2025-07-04', 12), ('chat_message', '', '2025-07-04', 3), ('tool_use', 'uid-generator', '2025-07-04', 7), ('blog_view', 'a', '2025-07-03', 2)`,
  rooms: `insert into rooms (id, game, status, version, data, gone_since, created_at, updated_at) values
    ('r0omIdr0omIdr0omIdr0omIdr0omId00', 'rps', 'playing', 3, '{"game": "rps", "players": [{"nickname": "Ravi \\"R\\"", "seat": 0}]}', '2025-07-04 12:00:00.5+00', '2025-07-04 11:00:00+00', '2025-07-04 12:00:00.123456+00')`,
};

export type Snapshot = Record<string, unknown[]>;

export async function seed(db: Db): Promise<void> {
  for (const table of schemaTables()) await db.execute(sql.raw(SEED[table]!));
}

/** Every row of every table as text, sorted: what "as it was" means. */
export async function snapshot(db: Db): Promise<Snapshot> {
  // One time zone, so snapshots of PGlite and PostgreSQL compare equal when their rows are.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const out: Snapshot = {};
    for (const table of schemaTables()) {
      const result = (await tx.execute(sql`select t::text as row from ${sql.identifier(table)} t order by 1`)) as unknown as { rows: { row: string }[] };
      out[table] = result.rows.map((r) => r.row);
    }
    return out;
  });
}
