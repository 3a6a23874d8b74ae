/**
 * The proxy recipes in deploy/ (Caddyfile, nginx.conf) turned into configs that run here, the way
 * the README's Production section tells an operator to adapt them, plus what running them needs:
 * the proxy as a child process and an HTTPS client that checks the proxy's certificate.
 *
 * Only what this machine forces is changed: high ports on 127.0.0.1 instead of 80/443 (other jobs
 * share the machine), a temporary folder for Caddy's data and nginx's files, and a self-signed
 * certificate for nginx instead of certbot's. Every other directive is the recipe's own text, so a
 * recipe that is wrong fails here. Each edit must find its text: a recipe rewritten so that an edit
 * no longer applies stops the derivation with a message instead of testing something else.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { send, type Answer, type RequestOptions } from "./http-client";

/** Replaces `from` (a string or a regex without the g flag) once; throws when the recipe lacks it. */
function edit(text: string, from: string | RegExp, to: string, recipe: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`${recipe} no longer contains ${String(from)}: update scripts/prove/lib/recipe-proxies.ts with the recipe`);
  return text.replace(from, to);
}

export type CaddyPorts = { httpPort: number; httpsPort: number };

/**
 * deploy/Caddyfile for a private name (README: uncomment the global options block with
 * `skip_install_trust` and the `tls internal` line), with the test's ports added to the global
 * options. `admin off`: Caddy's admin API would take port 2019, which is not ours to use.
 * The site name and the instances come from SITE_DOMAIN and UPSTREAMS in Caddy's environment,
 * as the README says.
 */
export function caddyConfigFrom(recipe: string, ports: CaddyPorts): string {
  let text = edit(
    recipe,
    /^# \{\n#\tskip_install_trust\n# \}$/m,
    `{\n\tskip_install_trust\n\thttp_port ${ports.httpPort}\n\thttps_port ${ports.httpsPort}\n\tdefault_bind 127.0.0.1\n\tadmin off\n}`,
    "deploy/Caddyfile",
  );
  text = edit(text, "\t# tls internal\n", "\ttls internal\n", "deploy/Caddyfile");
  return text;
}

export type NginxSetup = {
  serverName: string;
  httpPort: number;
  httpsPort: number;
  /** host:port of each instance, in order; the recipe lists two. */
  upstreams: [string, string];
  certFile: string;
  keyFile: string;
  /** Where nginx keeps its pid, temp files and the ACME folder. */
  dir: string;
};

/**
 * deploy/nginx.conf (a conf.d file) with `creator.example` replaced (README), the certificate at
 * the test's paths, the test's ports on 127.0.0.1 only (the [::] listens dropped: same server
 * blocks, and IPv6 may be off here), inside the minimal main context a conf.d file gets from
 * /etc/nginx/nginx.conf, with every file nginx writes in `dir`.
 */
export function nginxConfigFrom(recipe: string, s: NginxSetup): string {
  const name = "deploy/nginx.conf";
  let text = recipe;
  text = edit(text, "server 127.0.0.1:5001 ", `server ${s.upstreams[0]} `, name);
  text = edit(text, "server 127.0.0.1:5002 ", `server ${s.upstreams[1]} `, name);
  text = edit(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${s.httpPort};`, name);
  text = edit(text, /^\s*listen \[::\]:80;\n/m, "", name);
  text = edit(text, /^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${s.httpsPort} ssl http2;`, name);
  text = edit(text, /^\s*listen \[::\]:443 ssl http2;\n/m, "", name);
  text = edit(text, /ssl_certificate(\s+)\/etc\/letsencrypt\/live\/creator\.example\/fullchain\.pem;/, `ssl_certificate$1${s.certFile};`, name);
  text = edit(text, /ssl_certificate_key(\s+)\/etc\/letsencrypt\/live\/creator\.example\/privkey\.pem;/, `ssl_certificate_key$1${s.keyFile};`, name);
  text = edit(text, "root /var/www/acme;", `root ${s.dir}/acme;`, name);
  if (!/server_name creator\.example;/.test(text)) throw new Error(`${name} no longer names creator.example in server_name`);
  text = text.replaceAll("creator.example", s.serverName);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `    ${t}_temp_path ${s.dir}/${t}-temp;`).join("\n");
  return [
    "daemon off;",
    `pid ${s.dir}/nginx.pid;`,
    "error_log stderr warn;",
    "worker_processes 1;",
    "events { worker_connections 256; }",
    "http {",
    "    access_log off;",
    temp,
    text,
    "}",
    "",
  ].join("\n");
}

/** A self-signed certificate for `name` (the test's stand-in for certbot's), valid one day. */
export function selfSignedCertificate(name: string, certFile: string, keyFile: string): void {
  const res = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${name}`,
      "-addext",
      `subjectAltName=DNS:${name}`,
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { encoding: "utf8" },
  );
  if (res.status !== 0) throw new Error(`openssl could not make a certificate: ${res.error?.message ?? res.stderr}`);
}

/** Whether a command exists on PATH (spawn fails with ENOENT otherwise). */
export function installed(command: string, versionArgs: string[]): boolean {
  return !spawnSync(command, versionArgs, { stdio: "ignore" }).error;
}

export type ProxyProcess = { child: ChildProcess; output: () => string; alive: () => boolean; stop: () => Promise<void> };

/** Starts a proxy in the foreground (caddy run, nginx with daemon off) and keeps its output for diagnosis. */
export function startProxy(command: string, args: string[], env: Record<string, string>): ProxyProcess {
  const child = spawn(command, args, { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => ((gone = true), resolve())));
  child.once("error", (err) => ((log += `\n${err.message}`), (gone = true)));
  return {
    child,
    output: () => log,
    alive: () => !gone,
    stop: async () => {
      if (gone) return;
      // nginx: SIGQUIT is its graceful stop (SIGTERM is fast); Caddy treats SIGTERM as graceful.
      child.kill(command.endsWith("nginx") ? "SIGQUIT" : "SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type TlsTarget = { port: number; serverName: string; ca: string };

/**
 * One HTTPS request to the proxy on 127.0.0.1, verifying its certificate against `ca` for
 * `serverName` (as a browser that trusts that CA would), from an optional loopback source
 * address (each simulated visitor its own, as in ./http-client.ts).
 */
export function sendTls(target: TlsTarget, path: string, opts: Omit<RequestOptions, "tls"> = {}): Promise<Answer> {
  return send(`https://127.0.0.1:${target.port}`, path, {
    ...opts,
    tls: { ca: target.ca, serverName: target.serverName },
    headers: { host: `${target.serverName}:${target.port}`, "accept-encoding": "identity", ...opts.headers },
  });
}
