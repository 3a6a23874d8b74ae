/**
 * Loads API routes on loopback with autocannon for a bounded time and reports requests per second
 * and p99 latency. Each route gets a short warm-up first (JIT, database caches), then the measured run.
 */
import autocannon from "autocannon";

export type ApiRow = { route: string; requestsPerSec: number; p99Ms: number; non2xx: number; errors: number };

export type ApiLoadOptions = { durationS?: number; warmupS?: number; connections?: number };

async function load(url: string, durationS: number, connections: number): Promise<autocannon.Result> {
  return autocannon({ url, duration: durationS, connections });
}

export async function measureApi(base: string, routes: readonly string[], options: ApiLoadOptions = {}): Promise<ApiRow[]> {
  const { durationS = 10, warmupS = 2, connections = 50 } = options;
  if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(base)) throw new Error(`Load runs against loopback only, not ${base}`);
  const rows: ApiRow[] = [];
  for (const route of routes) {
    const url = `${base}${route}`;
    if (warmupS > 0) await load(url, warmupS, connections);
    const result = await load(url, durationS, connections);
    rows.push({
      route: `GET ${route}`,
      requestsPerSec: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  return rows;
}
