/**
 * Decision 019: `npm start` used to build at boot on the serving host, and a SIGTERM sent
 * to `npm start` never reached the server (npm -> sh -> tsx -> node: the shell died and left the
 * server running). Now the production start serves a build made before or stops with one line,
 * and SIGTERM reaches the server, which finishes a chat reply longer than the old 10 s grace.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../server/test/fake-chat-upstreams";
import { tinySite } from "../server/test/tiny-site";
import { freePort, REPO_ROOT } from "./prove/lib/server-process";
import {
  checkoutCommit,
  contentPath,
  mismatchMessage,
  noBuildMessage,
  otherPostsMessage,
  pairMismatch,
  planStart,
  readBuildCommit,
  readBuildContent,
  type StartInputs,
} from "./start-plan";
import { isolatedEnv } from "../server/test/isolated-env";

const inputs = (over: Partial<StartInputs>): StartInputs => ({
  nodeEnv: undefined,
  argv: [],
  manifest: "/app/build/pages.json",
  exists: () => true,
  mtimeMs: () => 1000,
  newestSourceMs: () => 500,
  ...over,
});

describe("what npm start does before serving", () => {
  it("a production start never builds, even when the sources look newer", () => {
    expect(planStart(inputs({ nodeEnv: "production", newestSourceMs: () => 5000 }))).toEqual({ kind: "serve" });
    expect(planStart(inputs({ argv: ["--no-build"], newestSourceMs: () => 5000 }))).toEqual({ kind: "serve" });
  });

  it("a production start with no build fails with one line saying what to run", () => {
    expect(planStart(inputs({ nodeEnv: "production", exists: () => false }))).toEqual({ kind: "fail", message: noBuildMessage("/app/build/pages.json") });
    expect(noBuildMessage("x")).not.toContain("\n");
  });

  it("a fresh clone (no NODE_ENV) builds when there is no build or the sources are newer, else serves", () => {
    expect(planStart(inputs({ exists: () => false })).kind).toBe("build");
    expect(planStart(inputs({ newestSourceMs: () => 5000 })).kind).toBe("build");
    expect(planStart(inputs({})).kind).toBe("serve");
  });

  it("a build of other posts (another BLOG_DIR) is rebuilt by a start and refused by a production start", () => {
    const test = { blogDir: "site/blog", builtBlogDir: "test/fixtures/blog" };
    expect(planStart(inputs(test))).toEqual({ kind: "build", reason: "the last build holds the posts of test/fixtures/blog, not site/blog" });
    expect(planStart(inputs({ ...test, nodeEnv: "production" }))).toEqual({ kind: "fail", message: otherPostsMessage("test/fixtures/blog", "site/blog") });
    expect(otherPostsMessage("a", "b")).toMatch(
      /^The build holds the posts of a .*not b, which this start serves: run `npm run build` with the same settings, then start again\.$/,
    );
    // The same posts, or a build that does not say which (made before build/content.json existed): as before.
    expect(planStart(inputs({ blogDir: "site/blog", builtBlogDir: "site/blog" })).kind).toBe("serve");
    expect(planStart(inputs({ blogDir: "site/blog", nodeEnv: "production" })).kind).toBe("serve");
  });

  it("a build of other code than the checkout's is refused by a production start with the true reason and rebuilt by npm start", () => {
    const other = { builtCommit: "a".repeat(40), codeCommit: "b".repeat(40), buildName: "builds/20260101-000000-1234" };
    const refused = planStart(inputs({ ...other, nodeEnv: "production", blogDir: "site/blog", builtBlogDir: "test/fixtures/blog" }));
    expect(refused).toEqual({ kind: "fail", message: mismatchMessage("builds/20260101-000000-1234 was built from commit aaaaaaa, but this checkout's code is at bbbbbbb") });
    expect(refused.kind === "fail" && refused.message).toMatch(/Run `npm run build`, then start again\.$/);
    expect(planStart(inputs(other))).toEqual({ kind: "build", reason: "builds/20260101-000000-1234 was built from commit aaaaaaa, but this checkout's code is at bbbbbbb" });
    // A build folder that records no commit (the layout before build folders) cannot be of this code.
    expect(pairMismatch({ builtCommit: null, codeCommit: "b".repeat(40), buildName: "builds/x-old" })).toBe(
      "builds/x-old does not record the code it was built from (it was made before builds recorded it), and this checkout is at bbbbbbb",
    );
    // The same commit, no build-info.json at all (a copied or hand-made build), or no git checkout (an image): served.
    expect(planStart(inputs({ builtCommit: "b".repeat(40), codeCommit: "b".repeat(40), nodeEnv: "production" })).kind).toBe("serve");
    expect(planStart(inputs({ builtCommit: undefined, codeCommit: "b".repeat(40), nodeEnv: "production" })).kind).toBe("serve");
    expect(planStart(inputs({ builtCommit: "a".repeat(40), codeCommit: undefined, nodeEnv: "production" })).kind).toBe("serve");
  });

  it("reads the build's commit from build-info.json: null when it records none", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-"));
    const manifest = path.join(dir, "pages.json");
    expect(readBuildCommit(manifest)).toBeUndefined();
    writeFileSync(path.join(dir, "build-info.json"), JSON.stringify({ id: "x-old", builtAt: "2026-01-01T00:00:00Z" }));
    expect(readBuildCommit(manifest)).toBeNull();
    writeFileSync(path.join(dir, "build-info.json"), JSON.stringify({ id: "x", builtAt: "2026-01-01T00:00:00Z", commit: "c".repeat(40) }));
    expect(readBuildCommit(manifest)).toBe("c".repeat(40));
    expect(checkoutCommit(REPO_ROOT)).toMatch(/^[0-9a-f]{40}$/);
    expect(checkoutCommit(dir)).toBeUndefined();
  });

  it("reads the build's posts folder from build/content.json, as the build wrote it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-"));
    const manifest = path.join(dir, "pages.json");
    expect(readBuildContent(manifest)).toBeUndefined();
    writeFileSync(path.join(dir, "content.json"), JSON.stringify({ blogDir: contentPath("test/fixtures/blog/") }));
    expect(readBuildContent(manifest)).toEqual({ blogDir: "test/fixtures/blog" });
    expect(contentPath(path.resolve("site/blog"))).toBe("site/blog");
  });
});

function npmStart(script: string, env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", script], {
    cwd: REPO_ROOT,
    env: isolatedEnv({ LOG_LEVEL: "info", DATA_DIR: "memory://", HOST: "127.0.0.1", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")));
  child.stderr.on("data", (c: Buffer) => (out += c.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => out };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("npm start as a process", () => {
  it("npm run start:prod with no build stops at once with the one-line message", async () => {
    const missing = "/nonexistent-build/client";
    const run = npmStart("start:prod", { CLIENT_DIR: missing, PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(noBuildMessage(path.join(missing, "..", "pages.json")));
    expect(run.output()).not.toContain("Building the site");
  });

  it("SIGTERM sent to npm start reaches the server, which finishes a 12 s chat reply before it exits", async () => {
    const chat = await startFakeOpenAi();
    const pieces = Array.from({ length: 24 }, (_, i) => `p${i} `);
    chat.behave({ kind: "stream", pieces, delayMs: 500 });
    const port = await freePort();
    let serverPid = 0;
    const run = npmStart("start", {
      NODE_ENV: "production",
      CLIENT_DIR: tinySite(),
      PORT: String(port),
      OPENAI_BASE_URL: chat.url,
      OPENAI_MODEL: "fake",
      IP_HASH_SECRET: "start-test-ip-hash-secret-0123456789",
    });
    try {
      const origin = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 600; i++) {
        const up = await fetch(`${origin}/api/health/live`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      serverPid = Number(/"pid":(\d+)/.exec(run.output())?.[1]);
      expect(serverPid).toBeGreaterThan(0);
      const reply = fetch(`${origin}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ messages: [{ role: "user", content: "Hi" }] }),
      }).then((r) => r.text());
      while (chat.requests.length === 0) await new Promise((r) => setTimeout(r, 20));
      run.child.kill("SIGTERM");
      expect(await reply).toBe(pieces.join(""));
      expect(await run.exited).toBe(0);
      expect(run.output()).toMatch(/"signal":"SIGTERM".*"msg":"shutting down/);
      expect(alive(serverPid)).toBe(false);
    } finally {
      run.child.kill("SIGKILL");
      // Without the fix the server outlives npm: do not leave it running.
      if (serverPid > 0 && alive(serverPid)) process.kill(serverPid, "SIGKILL");
      await chat.close();
    }
  }, 90_000);
});
