/**
 * The recipes in deploy/ as an operator copies them: what each must say, read from the files
 * themselves. systemd is not PID 1 where the tests run: `systemd-analyze verify` is run on the unit
 * when it is available. Caddy and nginx are run for real, in front of two instances, by
 * `PROVE_ONLY=deploy-recipes npm run prove` (scripts/prove/deploy-recipes.ts); here the configs it
 * derives from the recipes are checked by `caddy validate` and `nginx -t` when those are installed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHALLENGE_BODY_LIMIT_BYTES } from "../contracts/challenge";
import { caddyConfigFrom, installed, nginxConfigFrom, selfSignedCertificate } from "./prove/lib/recipe-proxies";
import { REPO_ROOT } from "./prove/lib/server-process";

const recipe = (name: string) => readFileSync(path.join(REPO_ROOT, "deploy", name), "utf8");
/** A file's directives without its comments. */
const directives = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean);

/** An nginx size ("64k", "1m", "1048576") in bytes. */
const nginxBytes = (size: string) => Number.parseInt(size, 10) * ({ k: 1024, m: 1024 * 1024, g: 1024 ** 3 }[size.slice(-1).toLowerCase()] ?? 1);

/** The directives of each `location <path> { ... }` block of the recipe (no nesting in it). */
function nginxLocations(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const lines = directives(text);
  for (let i = 0; i < lines.length; i++) {
    const open = /^location (\S+) \{(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const body: string[] = [];
    // A one-line block ("location / { return 301 ...; }") or one closed by a line of its own.
    if (open[2]!.trim().endsWith("}")) body.push(open[2]!.replace(/\}\s*$/, "").trim());
    else while (lines[++i] !== "}") body.push(lines[i]!);
    out.set(`${open[1]}${out.has(open[1]!) ? " (https)" : ""}`, body.filter(Boolean));
  }
  return out;
}

describe("deploy/nginx.conf", () => {
  it("never resends a request that reached an instance and got no answer: no non_idempotent in proxy_next_upstream", () => {
    const nextUpstream = directives(recipe("nginx.conf")).filter((d) => d.startsWith("proxy_next_upstream "));
    expect(nextUpstream).toEqual(["proxy_next_upstream error timeout http_503;"]);
  });

  it("sets X-Forwarded-Host to the host it answered for, so a client's own never reaches the app, in every location", () => {
    const all = directives(recipe("nginx.conf"));
    expect(all).toContain("proxy_set_header X-Forwarded-Host $host;");
    // A location with a proxy_set_header of its own would inherit none of the server's: none has one.
    for (const [where, body] of nginxLocations(recipe("nginx.conf")))
      expect(
        body.filter((d) => d.startsWith("proxy_set_header")),
        where,
      ).toEqual([]);
  });

  it("lets the daily challenge's own body size through on /api/challenge/ and keeps 64 KB everywhere else", () => {
    const locations = nginxLocations(recipe("nginx.conf"));
    const challenge = locations.get("/api/challenge/");
    expect(challenge).toContain("proxy_pass http://site;");
    const limit = challenge!.find((d) => d.startsWith("client_max_body_size "));
    expect(nginxBytes(limit!.split(/\s+/)[1]!.replace(";", ""))).toBeGreaterThanOrEqual(CHALLENGE_BODY_LIMIT_BYTES);
    const serverWide = directives(recipe("nginx.conf")).filter((d) => d.startsWith("client_max_body_size "));
    expect(serverWide).toEqual(["client_max_body_size 64k;", limit]);
    expect(locations.get("/ (https)")).toEqual(["proxy_pass http://site;"]);
  });
});

describe("deploy/site@.service", () => {
  const unit = directives(recipe("site@.service"));

  it("starts where a folder is missing (no data/ on PostgreSQL): both ReadWritePaths are optional with '-'", () => {
    expect(unit.filter((d) => d.startsWith("ReadWritePaths="))).toEqual(["ReadWritePaths=-/srv/site/data -/var/backups/site"]);
  });

  it("sets BACKUP_DIR to the writable backups folder (./backups is read-only under ProtectSystem=strict)", () => {
    const environment = unit.filter((d) => d.startsWith("Environment=")).join(" ");
    expect(environment).toContain("BACKUP_DIR=/var/backups/site");
    expect(unit).toContain("ProtectSystem=strict");
  });

  it.runIf(spawnSync("systemd-analyze", ["--version"]).status === 0)("passes systemd-analyze verify", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "unit-"));
    try {
      // The template as site@1, with the paths it names made so verify checks the unit, not this machine.
      const file = path.join(dir, "site@1.service");
      writeFileSync(file, recipe("site@.service").replace("/usr/bin/node", process.execPath));
      const res = spawnSync("systemd-analyze", ["verify", "--man=no", file], { encoding: "utf8" });
      expect(res.status, res.stderr).toBe(0);
      const problems = res.stderr.split("\n").filter((l) => l.includes("site@1.service") && !/User|Group|EnvironmentFile|WorkingDirectory|network-online|postgresql/.test(l));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("deploy/Caddyfile", () => {
  it("sets no body limit below the daily challenge's (Caddy sets none unless told)", () => {
    const limits = directives(recipe("Caddyfile")).filter((d) => /^(request_body|max_size)\b/.test(d));
    expect(limits).toEqual([]);
  });

  const caddy = recipe("Caddyfile");

  it("gets a public certificate by default, and says how to serve a private name: tls internal and skip_install_trust", () => {
    expect(directives(caddy)).not.toContain("tls internal");
    expect(caddy).toContain("\t# tls internal\n");
    expect(caddy).toMatch(/^# \{\n#\tskip_install_trust\n# \}$/m);
  });
});

describe("the configs the deploy-recipes proof derives from the recipes", () => {
  const withDir = (fn: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), "recipe-"));
    try {
      fn(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it("Caddy: the private-name lines uncommented as the README says, every other line the recipe's", () => {
    const derived = caddyConfigFrom(recipe("Caddyfile"), { httpPort: 8450, httpsPort: 8443 });
    expect(directives(derived)).toContain("tls internal");
    expect(directives(derived).slice(0, 7)).toEqual(["{", "skip_install_trust", "http_port 8450", "https_port 8443", "default_bind 127.0.0.1", "admin off", "}"]);
    expect(
      directives(derived)
        .slice(7)
        .filter((d) => d !== "tls internal"),
    ).toEqual(directives(recipe("Caddyfile")));
  });

  it("a recipe edit that the derivation no longer matches stops it with a message naming the recipe", () => {
    expect(() => caddyConfigFrom(recipe("Caddyfile").replace("\t# tls internal\n", ""), { httpPort: 1, httpsPort: 2 })).toThrow(/deploy\/Caddyfile no longer contains/);
    expect(() => nginxSetup(recipe("nginx.conf").replace("listen 80;", "listen 8080;"), "/tmp")).toThrow(/deploy\/nginx.conf no longer contains/);
  });

  const nginxSetup = (text: string, dir: string) =>
    nginxConfigFrom(text, {
      serverName: "site.test",
      httpPort: 8451,
      httpsPort: 8444,
      upstreams: ["127.0.0.1:5301", "127.0.0.1:5302"],
      certFile: `${dir}/cert.pem`,
      keyFile: `${dir}/key.pem`,
      dir,
    });

  it("nginx: the recipe's proxy directives unchanged, only names, ports and certificate paths replaced", () => {
    const derived = directives(nginxSetup(recipe("nginx.conf"), "/tmp/x"));
    const proxying = (lines: string[]) => lines.filter((d) => /^(proxy_|client_max_body_size|keepalive )/.test(d) && !d.startsWith("proxy_temp_path"));
    expect(proxying(derived)).toEqual(proxying(directives(recipe("nginx.conf"))));
    expect(derived).toContain("server_name site.test;");
    expect(derived.join("\n")).not.toContain("creator.example");
  });

  it.runIf(installed("caddy", ["version"]))("caddy validate accepts the derived Caddyfile", () =>
    withDir((dir) => {
      writeFileSync(path.join(dir, "Caddyfile"), caddyConfigFrom(recipe("Caddyfile"), { httpPort: 8450, httpsPort: 8443 }));
      const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, SITE_DOMAIN: "site.test" };
      const res = spawnSync("caddy", ["validate", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], { encoding: "utf8", env });
      expect(res.status, res.stderr).toBe(0);
    }),
  );

  it.runIf(installed("nginx", ["-v"]) && installed("openssl", ["version"]))("nginx -t accepts the derived nginx.conf", () =>
    withDir((dir) => {
      selfSignedCertificate("site.test", path.join(dir, "cert.pem"), path.join(dir, "key.pem"));
      writeFileSync(path.join(dir, "nginx.conf"), nginxSetup(recipe("nginx.conf"), dir));
      const res = spawnSync("nginx", ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
      expect(res.status, res.stderr).toBe(0);
    }),
  );
});
