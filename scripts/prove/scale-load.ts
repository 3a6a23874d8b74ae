/**
 * Steady load for the scale proof, through the proxy: blog list and post reads, tool-usage writes
 * and health checks, each request from the next loopback source address (127.2.x.y), so no
 * per-client burst limit is what answers. It records every status, so a part can say exactly what
 * failed and when.
 */
import { send, type Answer } from "./lib/http-client";

export type LoadTally = {
  sent: number;
  ok: number;
  /** Tool uses answered 204 (each must be counted in the database). */
  toolUses: number;
  /** Network errors and answers that are neither 2xx nor a 503 carrying Retry-After. */
  failed: { status: number; path: string; body: string }[];
  /** 503 answers with a Retry-After header (the promised answer while the database is down). */
  unavailableWithRetry: number;
  /** Time of the last answer that was not 2xx, to see when the instances recovered. */
  lastNotOkAt: number;
};

export type SteadyLoad = { tally: LoadTally; stop(): Promise<LoadTally> };

export function startSteadyLoad(
  origin: string,
  { slug, tool, workers = 6, firstAddress = 0 }: { slug: string; tool: string; workers?: number; firstAddress?: number },
): SteadyLoad {
  const tally: LoadTally = { sent: 0, ok: 0, toolUses: 0, failed: [], unavailableWithRetry: 0, lastNotOkAt: 0 };
  let n = firstAddress;
  const nextAddress = () => {
    n++;
    return `127.2.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
  let running = true;
  const requests = [
    () => ({ path: "/api/blog", opts: {} }),
    () => ({ path: `/api/blog/${slug}`, opts: {} }),
    () => ({ path: `/api/tool-usage/${tool}`, opts: { body: {} } }),
    () => ({ path: "/api/health", opts: {} }),
  ];
  const worker = async (w: number) => {
    for (let i = w; running; i++) {
      const { path, opts } = requests[i % requests.length]!();
      tally.sent++;
      const res = await send(origin, path, { ...opts, localAddress: nextAddress(), timeoutMs: 15_000 }).catch((err: unknown): Answer => ({
        status: 0,
        body: String(err),
        headers: {},
      }));
      if (res.status >= 200 && res.status < 300) {
        tally.ok++;
        if (path.startsWith("/api/tool-usage/") && res.status === 204) tally.toolUses++;
        continue;
      }
      tally.lastNotOkAt = Date.now();
      if (res.status === 503 && res.headers["retry-after"]) tally.unavailableWithRetry++;
      else tally.failed.push({ status: res.status, path, body: res.body.slice(0, 200) });
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    tally,
    stop: async () => {
      running = false;
      await done;
      return tally;
    },
  };
}

/** "3 x 500 /api/blog/x, 1 x 0 /api/health" */
export function describeFailures(failed: LoadTally["failed"]): string {
  const counts = new Map<string, number>();
  for (const f of failed) counts.set(`${f.status} ${f.path}`, (counts.get(`${f.status} ${f.path}`) ?? 0) + 1);
  return [...counts].map(([k, v]) => `${v} x ${k}`).join(", ") || "none";
}
