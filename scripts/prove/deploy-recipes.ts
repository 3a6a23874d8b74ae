/**
 * Part "deploy-recipes": deploy/Caddyfile and
 * deploy/nginx.conf run for real, each in front of two instances of the site on one PostgreSQL
 * database (README "One instance or several"), set up as the README says: HOST=127.0.0.1,
 * TRUST_PROXY=127.0.0.1 (proxy on the same host). The configs are derived from the recipes by
 * ./lib/recipe-proxies.ts (private name site.test: Caddy with `tls internal`, nginx with a
 * self-signed certificate; high ports). Every request goes over HTTPS and checks the certificate.
 * Which instance served a request is read from its own log (LOG_LEVEL=debug logs each request
 * with the X-Request-Id the client sent).
 *
 *   PROVE_ONLY=deploy-recipes npm run prove      (needs caddy and nginx: apt-get install -y caddy nginx)
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { vipLimitMessage } from "../../contracts/likes";
import { sentAnswer, startFakeLikesUpstream, type FakeLikesUpstream } from "../../server/test/fake-likes-upstream";
import { securityHeaderProblems } from "../../server/test/security-header-check";
import { siteConfig } from "../../site.config";
import { messageOf, send, statusSummary, type Answer } from "./lib/http-client";
import { createThrowawayDatabase } from "./lib/postgres";
import { caddyConfigFrom, installed, nginxConfigFrom, selfSignedCertificate, sendTls, startProxy, type ProxyProcess, type TlsTarget } from "./lib/recipe-proxies";
import { killServer, REPO_ROOT, startServer, type ServerProcess } from "./lib/server-process";
import type { ProvePart, ProveRow } from "./types";

const PART = "deploy-recipes";
const NAME = "site.test";
const INSTANCE_PORTS = [5301, 5302] as const;
const CADDY = { httpPort: 8450, httpsPort: 8443 };
const NGINX = { httpPort: 8451, httpsPort: 8444 };
/** The provider's delay for the POST that is cut off mid-request: long enough to kill its instance meanwhile. */
const SLOW_PROVIDER_MS = 3000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failed = (err: unknown): Answer => ({ status: 0, body: err instanceof Error ? err.message : String(err), headers: {} });

/** An instance and the request ids its log has shown (each request's "incoming request" line). */
type Instance = { server: ServerProcess; port: number; seen: Set<string> };

async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const server = await startServer(env, { port });
  const seen = new Set<string>();
  let rest = "";
  server.child.stdout!.on("data", (d: Buffer) => {
    const lines = (rest + d.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) for (const m of line.matchAll(/"reqId":"(dr-[\w.:-]+)"/g)) seen.add(m[1]!);
  });
  return { server, port, seen };
}

async function waitFor(test: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (test()) return true;
    await sleep(50);
  }
  return test();
}

type Context = { instances: Instance[]; env: Record<string, string>; provider: FakeLikesUpstream; slowUids: Set<string> };

let uidCounter = 40_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const nextUid = () => String(++uidCounter);
const reqId = (label: string, what: string) => `dr-${label}-${what}-${randomBytes(4).toString("hex")}`;
/** Which instances served these request ids, as "5301×10, 5302×10". */
const servedBy = (ctx: Context, ids: string[]) => ctx.instances.map((i) => `${i.port}×${ids.filter((id) => i.seen.has(id)).length}`).join(", ");

/**
 * The checks every recipe must pass. `clientBase` is a 127.0.0.x block of visitor addresses of its
 * own, so each recipe's visitors start with their daily free like unused.
 */
async function exercise(label: string, target: TlsTarget, httpPort: number, clientBase: number, ctx: Context): Promise<ProveRow[]> {
  const rows: ProveRow[] = [];
  const row = (check: string, target: string, measured: string, ok: boolean) => rows.push({ part: PART, check: `${label}: ${check}`, target, measured, ok });
  const get = (p: string, opts: Parameters<typeof sendTls>[2] = {}) => sendTls(target, p, opts).catch(failed);

  const home = await get("/");
  const direct = await send(ctx.instances[0]!.server.origin, "/");
  const problems = securityHeaderProblems(home.headers);
  row(
    "GET / over HTTPS (certificate verified)",
    "200 with the app's security headers",
    `${home.status}; ${problems.length ? problems.join(", ") : "CSP, HSTS, nosniff, X-Frame-Options, Referrer- and Permissions-Policy present"}; CSP ${home.headers["content-security-policy"] === direct.headers["content-security-policy"] ? "same as" : "DIFFERENT from"} the instance's`,
    home.status === 200 && problems.length === 0 && home.headers["content-security-policy"] === direct.headers["content-security-policy"],
  );
  const health = await get("/api/health");
  row(
    "GET /api/health",
    "200 {ok: true, db: postgres}",
    `${health.status} ${health.body.slice(0, 60)}`,
    health.status === 200 && /"ok":true/.test(health.body) && /"db":"postgres"/.test(health.body),
  );
  const plain = await send(`http://127.0.0.1:${httpPort}`, "/blog?x=1", { headers: { host: NAME } }).catch(failed);
  const location = String(plain.headers.location ?? "");
  row(
    "plain HTTP port",
    "redirect to https://",
    `${plain.status} -> ${location || plain.body.slice(0, 80)}`,
    [301, 308].includes(plain.status) && location.startsWith(`https://${NAME}`),
  );

  const ids = Array.from({ length: 20 }, (_, i) => reqId(label, `lb${i}`));
  const lb: Answer[] = [];
  for (const id of ids) lb.push(await get("/api/health/live", { headers: { "x-request-id": id } }));
  await sleep(300); // the instances' log lines
  const counts = ctx.instances.map((i) => ids.filter((id) => i.seen.has(id)).length);
  row(
    "load balancing, 20 GETs in a row",
    "both instances serve some",
    `${statusSummary(lb)}; served by ${servedBy(ctx, ids)}`,
    lb.every((a) => a.status === 200) && counts.every((n) => n > 0),
  );

  // The visitor's address as the app sees it, through the daily free like (one per address per day).
  const vip = vipLimitMessage(siteConfig.telegramHandle);
  const [a, b] = [`127.0.0.${clientBase}`, `127.0.0.${clientBase + 1}`];
  const like = (from: string, headers: Record<string, string>) =>
    sendTls(target, "/api/ff-likes", { body: { uid: nextUid(), region: "ind" }, localAddress: from, headers }).catch(failed);
  const first = await like(a, { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.1" });
  const forged = await like(a, { "x-forwarded-for": "198.51.100.2", "x-real-ip": "198.51.100.2", forwarded: "for=198.51.100.2" });
  const other = await like(b, { "x-forwarded-for": a });
  const says = (r: Answer) => `${r.status}${r.status === 429 ? (messageOf(r) === vip ? " (daily limit)" : ` (${messageOf(r)})`) : ""}`;
  row(
    "client address: visitor A forging X-Forwarded-For, A again with a new forged one, B claiming to be A",
    "200, 429 daily limit, 200",
    `${says(first)}, ${says(forged)}, ${says(other)}`,
    first.status === 200 && forged.status === 429 && messageOf(forged) === vip && other.status === 200,
  );
  const adminVia = await get("/api/admin/session");
  const adminDirect = await send(ctx.instances[0]!.server.origin, "/api/admin/session", { headers: { host: NAME } }).catch(failed);
  row(
    "X-Forwarded-Proto believed: dashboard session check",
    "401 signed out via the proxy (HTTPS seen); 403 direct over HTTP",
    `${adminVia.status} via proxy, ${adminDirect.status} direct`,
    adminVia.status === 401 && adminDirect.status === 403,
  );

  // Rolling restart: SIGTERM one instance while visitors keep loading pages.
  const second1 = ctx.instances[1]!;
  let rolling = true;
  const during: Answer[] = [];
  const visitors = Array.from({ length: 3 }, async () => {
    while (rolling) during.push(await get("/"));
  });
  await sleep(500);
  await second1.server.stop(); // SIGTERM, waits for the exit
  await sleep(3000); // after the exit too: the proxy's view of the stopped instance
  rolling = false;
  await Promise.all(visitors);
  row(
    `rolling restart: SIGTERM :${second1.port} while 3 visitors load / in a loop`,
    "every answer 200",
    statusSummary(during),
    during.length > 10 && during.every((r) => r.status === 200),
  );
  ctx.instances[1] = await startInstance(second1.port, ctx.env);

  // A POST cut off mid-request (its instance dies while the provider call is out) must not be
  // sent again to the other instance: the like may have been given already.
  const uid = nextUid();
  ctx.slowUids.add(uid);
  const id = reqId(label, "post");
  const pending = sendTls(target, "/api/ff-likes", { body: { uid, region: "ind" }, localAddress: `127.0.0.${clientBase + 2}`, headers: { "x-request-id": id } }).catch(failed);
  const reached = await waitFor(() => ctx.instances.some((i) => i.seen.has(id)) && ctx.provider.requests.some((r) => r.uid === uid), 10_000);
  const victim = ctx.instances.find((i) => i.seen.has(id));
  if (!reached || !victim) throw new Error(`${label}: the POST never reached an instance and the provider`);
  await killServer(victim.server, "SIGKILL");
  const cut = await pending;
  await sleep(SLOW_PROVIDER_MS); // time enough for a resend to arrive and call the provider
  const survivor = ctx.instances.find((i) => i !== victim)!;
  const calls = ctx.provider.requests.filter((r) => r.uid === uid).length;
  row(
    `POST /api/ff-likes, its instance :${victim.port} killed (SIGKILL) while the provider call is out`,
    "not resent to the other instance (provider called once)",
    `visitor got ${cut.status || cut.body}; other instance :${survivor.port} ${survivor.seen.has(id) ? "GOT IT" : "never saw it"}; provider calls ${calls}`,
    !survivor.seen.has(id) && calls === 1,
  );

  // With that instance still dead: pages and a POST (refused connection: never sent) still work.
  const downIds = Array.from({ length: 20 }, (_, i) => reqId(label, `down${i}`));
  const down: Answer[] = [];
  for (const d of downIds) down.push(await get("/", { headers: { "x-request-id": d } }));
  const postDown = await like(`127.0.0.${clientBase + 3}`, {});
  await sleep(300);
  row(
    `one instance down (:${victim.port} killed): 20 GET / right after, then a like`,
    "all 200",
    `GET ${statusSummary(down)} (served by ${servedBy(ctx, downIds)}); like ${says(postDown)}`,
    down.every((r) => r.status === 200) && postDown.status === 200,
  );
  await victim.server.stop(); // already dead: removes its data folder
  ctx.instances[ctx.instances.indexOf(victim)] = await startInstance(victim.port, ctx.env);
  return rows;
}

/** Waits until the proxy answers /api/health over HTTPS with a certificate the client trusts. */
async function untilServing(proxy: ProxyProcess, target: () => TlsTarget | undefined, ms = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (!proxy.alive()) throw new Error(`the proxy exited:\n${proxy.output().slice(-2000)}`);
    const t = target();
    if (t && (await sendTls(t, "/api/health", { timeoutMs: 2000 }).catch(failed)).status === 200) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`the proxy did not serve HTTPS within ${ms / 1000} s:\n${proxy.output().slice(-2000)}`);
}

async function runCaddy(dir: string, ctx: Context): Promise<ProveRow[]> {
  if (!installed("caddy", ["version"]))
    return [{ part: PART, check: "Caddy recipe", target: "runs", measured: "not run: caddy not installed: apt-get install -y caddy", ok: false }];
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "Caddyfile");
  writeFileSync(file, caddyConfigFrom(readFileSync(path.join(REPO_ROOT, "deploy/Caddyfile"), "utf8"), CADDY));
  const env = {
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, "caddy-data"),
    XDG_CONFIG_HOME: path.join(dir, "caddy-config"),
    SITE_DOMAIN: NAME,
    UPSTREAMS: ctx.instances.map((i) => `127.0.0.1:${i.port}`).join(" "),
  };
  const rootCa = path.join(env.XDG_DATA_HOME, "caddy/pki/authorities/local/root.crt");
  const proxy = startProxy("caddy", ["run", "--config", file, "--adapter", "caddyfile"], env);
  try {
    const target = () => (existsSync(rootCa) ? { port: CADDY.httpsPort, serverName: NAME, ca: readFileSync(rootCa, "utf8") } : undefined);
    const ms = await untilServing(proxy, target);
    const version = spawnSync("caddy", ["version"], { encoding: "utf8" }).stdout.trim().split(" ")[0];
    return [
      {
        part: PART,
        check: `caddy ${version}: deploy/Caddyfile with tls internal + skip_install_trust, SITE_DOMAIN=${NAME}`,
        target: "serves HTTPS with a certificate from Caddy's own root",
        measured: `ready in ${(ms / 1000).toFixed(1)} s; certificate verified against ${path.relative(dir, rootCa)}`,
        ok: true,
      },
      ...(await exercise("caddy", target()!, CADDY.httpPort, 30, ctx)),
    ];
  } finally {
    await proxy.stop();
  }
}

async function runNginx(dir: string, ctx: Context): Promise<ProveRow[]> {
  if (!installed("nginx", ["-v"])) return [{ part: PART, check: "nginx recipe", target: "runs", measured: "not run: nginx not installed: apt-get install -y nginx", ok: false }];
  // nginx's workers run as nobody and buffer large answers in dir's temp folders.
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(path.dirname(dir), 0o755);
  const [cert, key] = [path.join(dir, "fullchain.pem"), path.join(dir, "privkey.pem")];
  selfSignedCertificate(NAME, cert, key);
  const file = path.join(dir, "nginx.conf");
  const upstreams = ctx.instances.map((i) => `127.0.0.1:${i.port}`) as [string, string];
  writeFileSync(
    file,
    nginxConfigFrom(readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8"), { serverName: NAME, ...NGINX, upstreams, certFile: cert, keyFile: key, dir }),
  );
  const version = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.trim().replace("nginx version: ", "");
  const check = spawnSync("nginx", ["-t", "-c", file, "-p", dir], { encoding: "utf8" });
  const rows: ProveRow[] = [
    {
      part: PART,
      check: `${version}: nginx -t on deploy/nginx.conf (server_name ${NAME}, self-signed certificate)`,
      target: "syntax ok, test successful",
      measured: check.stderr
        .trim()
        .split("\n")
        .map((l) => l.replace(/^nginx: /, "").replace(file, "<conf>"))
        .join(" / "),
      ok: check.status === 0,
    },
  ];
  if (check.status !== 0) return rows;
  const proxy = startProxy("nginx", ["-c", file, "-p", dir], {});
  try {
    const target = { port: NGINX.httpsPort, serverName: NAME, ca: readFileSync(cert, "utf8") };
    await untilServing(proxy, () => target);
    return [...rows, ...(await exercise("nginx", target, NGINX.httpPort, 40, ctx))];
  } finally {
    await proxy.stop();
  }
}

export const deployRecipesPart: ProvePart = {
  name: PART,
  async run(): Promise<ProveRow[]> {
    const dir = mkdtempSync(path.join(tmpdir(), "prove-deploy-recipes-"));
    const slowUids = new Set<string>();
    const provider = await startFakeLikesUpstream((r) => ({ ...sentAnswer(r.uid), delayMs: slowUids.has(r.uid) ? SLOW_PROVIDER_MS : 0 }));
    const database = await createThrowawayDatabase();
    const ctx: Context = { instances: [], provider, slowUids, env: {} };
    try {
      // As the README sets up two instances behind a proxy on the same host; LOG_LEVEL=debug only
      // so that each instance's log names the requests it served.
      ctx.env = {
        DATABASE_URL: database.url,
        TRUST_PROXY: "127.0.0.1",
        LIKES_API_URL: provider.pathTemplate,
        IP_HASH_SECRET: randomBytes(24).toString("hex"),
        ADMIN_TOKEN: randomBytes(24).toString("hex"),
        LOG_LEVEL: "debug",
      };
      ctx.instances = await Promise.all(INSTANCE_PORTS.map((port) => startInstance(port, ctx.env)));
      return [...(await runCaddy(path.join(dir, "caddy"), ctx).catch(crashRow("caddy"))), ...(await runNginx(path.join(dir, "nginx"), ctx).catch(crashRow("nginx")))];
    } finally {
      await Promise.all(ctx.instances.map((i) => i.server.stop()));
      await provider.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

const crashRow =
  (label: string) =>
  (err: unknown): ProveRow[] => [
    { part: PART, check: `${label}: recipe ran to the end`, target: "no crash", measured: err instanceof Error ? err.message : String(err), ok: false },
  ];
