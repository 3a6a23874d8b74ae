import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StepError, checkInstances, logHint, ownManifest, restartPlan, rollingRestart } from "./rolling-restart";
import { lockChanged, pullFastForward, refuseLocalChanges } from "./upgrade-steps";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "upgrade-steps-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8", stdio: "pipe" });

/** An upstream repository, the operator's clone of it, and a second clone standing for the project's authors. */
function repos() {
  const upstream = path.join(dir, "upstream.git");
  git(dir, "init", "--bare", "-q", upstream);
  const authors = path.join(dir, "authors");
  git(dir, "clone", "-q", upstream, authors);
  writeFileSync(path.join(authors, "package-lock.json"), "{}\n");
  writeFileSync(path.join(authors, "app.ts"), "v1\n");
  git(authors, "add", ".");
  git(authors, "commit", "-q", "-m", "v1");
  git(authors, "push", "-q", "origin", "HEAD");
  const site = path.join(dir, "site");
  git(dir, "clone", "-q", upstream, site);
  const release = (file: string, text: string) => {
    writeFileSync(path.join(authors, file), text);
    git(authors, "commit", "-q", "-am", text);
    git(authors, "push", "-q", "origin", "HEAD");
  };
  return { site, release };
}

describe("the fetch step", () => {
  it("fast-forwards and tells whether package-lock.json changed", () => {
    const { site, release } = repos();
    release("app.ts", "v2\n");
    const first = pullFastForward(site);
    expect(first.from).not.toBe(first.to);
    expect(lockChanged(site, first.from, first.to)).toBe(false);
    release("package-lock.json", '{"v":2}\n');
    const second = pullFastForward(site);
    expect(lockChanged(site, second.from, second.to)).toBe(true);
  });

  it("refuses local changes to tracked files, naming them, and ignores untracked ones", () => {
    const { site } = repos();
    mkdirSync(path.join(site, "site"));
    writeFileSync(path.join(site, "site", "site.yaml"), "mine\n"); // untracked: fine
    expect(() => refuseLocalChanges(site, "git pull")).not.toThrow();
    writeFileSync(path.join(site, "app.ts"), "my edit\n");
    expect(() => refuseLocalChanges(site, "git pull")).toThrow(/tracked files have local changes \(app\.ts\).*site\//);
  });

  it("stops when the checkout has its own commits, changing nothing", () => {
    const { site, release } = repos();
    writeFileSync(path.join(site, "app.ts"), "local\n");
    git(site, "commit", "-q", "-am", "local");
    release("app.ts", "v2\n");
    const before = git(site, "rev-parse", "HEAD");
    expect(() => pullFastForward(site)).toThrow(/has commits the upstream does not/);
    expect(git(site, "rev-parse", "HEAD")).toBe(before);
    expect(readFileSync(path.join(site, "app.ts"), "utf8")).toBe("local\n");
  });
});

describe("the restart and check steps", () => {
  let server: Server;
  let port = 0;
  /** What the fake instance serves: healthy or not, and which build's manifest its home page names. */
  const state = { healthy: true, manifest: "manifest-new.js" };
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/api/health") return res.writeHead(state.healthy ? 200 : 503).end();
      if (req.url === "/") return res.writeHead(200).end(`<script src="/assets/${state.manifest}"></script>`);
      if (req.url === `/assets/${state.manifest}`) return res.writeHead(200).end("m");
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => Object.assign(state, { healthy: true, manifest: "manifest-new.js" }));

  const plan = (command: string, extra: Record<string, string> = {}) =>
    restartPlan({ UPGRADE_RESTART: command, UPGRADE_INSTANCES: "1 2", UPGRADE_URL: `http://127.0.0.1:${port}`, UPGRADE_WAIT_S: "1", ...extra })!;

  it("is off without UPGRADE_RESTART, and wants {n} for several instances", () => {
    expect(restartPlan({})).toBeUndefined();
    expect(() => restartPlan({ UPGRADE_RESTART: "systemctl restart site", UPGRADE_INSTANCES: "1 2" })).toThrow(/has no \{n\}/);
    expect(restartPlan({ UPGRADE_RESTART: "x {n}" })!.url("3")).toBe("http://127.0.0.1:5003");
  });

  it("restarts the instances one after the other with {n} filled in, and checks them", async () => {
    const trace = path.join(dir, "trace");
    const lines: string[] = [];
    await rollingRestart(plan(`echo restarted {n} >> ${trace}`), "manifest-new.js", (l) => lines.push(l));
    expect(readFileSync(trace, "utf8")).toBe("restarted 1\nrestarted 2\n");
    expect(lines).toEqual([expect.stringMatching(/^restart: instance 1 is back and serves the live build/), expect.stringMatching(/^restart: instance 2 /)]);
    await expect(checkInstances(plan("true {n}"), "manifest-new.js")).resolves.toBeUndefined();
  });

  it("stops at a failing command and leaves the later instances alone", async () => {
    const trace = path.join(dir, "trace");
    const failing = plan(`echo {n} >> ${trace}; test {n} != 1 || { echo 'unit not found' >&2; exit 5; }`);
    await expect(rollingRestart(failing, "manifest-new.js", () => {})).rejects.toThrow(/restarting instance 1 failed .*exited 5: unit not found.*UPGRADE_RESTART/);
    expect(readFileSync(trace, "utf8")).toBe("1\n");
  });

  it("stops when an instance still serves the old build or is unhealthy, saying which and how to go back", async () => {
    state.manifest = "manifest-old.js";
    const err = await rollingRestart(plan("true {n}"), "manifest-new.js", () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StepError);
    expect((err as Error).message).toMatch(
      /instance 1 was restarted but did not serve the live build within 1 s .*not the live build.*instance\(s\) 2 still run the old one.*npm run rollback/,
    );
    state.healthy = false;
    await expect(checkInstances(plan("true {n}"), "manifest-old.js")).rejects.toThrow(/instance 1: GET .*\/api\/health answered 503/);
  });
});

describe("ownManifest", () => {
  it("points at the restarted instance's log where its service manager keeps it", () => {
    expect(logHint("sudo systemctl restart site@2")).toBe("journalctl -u site@2 -n 50");
    expect(logHint("systemctl --user restart site@1.service")).toBe("journalctl -u site@1.service -n 50");
    expect(logHint("docker compose restart site1")).toBe("docker logs site1");
    expect(logHint("/srv/restart.sh 1")).toBe("wherever `/srv/restart.sh 1` sends the server's output");
  });

  it("names the build by its own manifest, not a carried one", () => {
    const client = path.join(dir, "b", "client");
    mkdirSync(path.join(client, "assets"), { recursive: true });
    for (const f of ["manifest-new.js", "manifest-new.js.br", "manifest-old.js"]) writeFileSync(path.join(client, "assets", f), "x");
    expect(() => ownManifest(client)).toThrow(/2 own React Router manifests/);
    writeFileSync(path.join(dir, "b", "carried-assets.json"), JSON.stringify({ files: { "assets/manifest-old.js": { from: "a", builtAt: "", buildsAgo: 1 } } }));
    expect(ownManifest(client)).toBe("manifest-new.js");
  });
});
