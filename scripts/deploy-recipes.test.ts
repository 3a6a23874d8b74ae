/**
 * The recipes in deploy/ as an operator copies them: what each must say, read from the files
 * themselves. (systemd is not PID 1 and nginx and Caddy are not installed where the tests run:
 * `systemd-analyze verify` is run on the unit when it is available.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./prove/lib/server-process";

const recipe = (name: string) => readFileSync(path.join(REPO_ROOT, "deploy", name), "utf8");
/** A file's directives without its comments. */
const directives = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean);

describe("deploy/nginx.conf", () => {
  it("never resends a request that reached an instance and got no answer: no non_idempotent in proxy_next_upstream", () => {
    const nextUpstream = directives(recipe("nginx.conf")).filter((d) => d.startsWith("proxy_next_upstream "));
    expect(nextUpstream).toEqual(["proxy_next_upstream error timeout http_503;"]);
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
  const caddy = recipe("Caddyfile");

  it("gets a public certificate by default, and says how to serve a private name: tls internal and skip_install_trust", () => {
    expect(directives(caddy)).not.toContain("tls internal");
    expect(caddy).toContain("\t# tls internal\n");
    expect(caddy).toMatch(/^# \{\n#\tskip_install_trust\n# \}$/m);
  });
});
