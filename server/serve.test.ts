/**
 * The server's shutdown (server/serve.ts, close-with-grace): the first signal lets requests in
 * flight finish (scripts/start.test.ts proves a 12 s chat reply completes); a second one is the
 * operator insisting (Ctrl+C twice), and the process exits at once with status 1.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, REPO_ROOT } from "../scripts/prove/lib/server-process";
import { startFakeOpenAi } from "./test/fake-chat-upstreams";
import { isolatedEnv } from "./test/isolated-env";
import { tinySite } from "./test/tiny-site";

describe("shutting the server down", () => {
  it("exits at once with status 1 on a second signal, without waiting for a long reply in flight", async () => {
    const chat = await startFakeOpenAi();
    // 60 pieces, 500 ms apart: a 30 s reply, far longer than this test waits after the second signal.
    chat.behave({ kind: "stream", pieces: Array.from({ length: 60 }, (_, i) => `p${i} `), delayMs: 500 });
    const port = await freePort();
    const env = isolatedEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      CLIENT_DIR: tinySite(),
      OPENAI_BASE_URL: chat.url,
      OPENAI_MODEL: "fake",
      LOG_LEVEL: "info",
      NODE_ENV: "test",
    });
    const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "server/main.ts")], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      const origin = `http://127.0.0.1:${port}`;
      for (
        let i = 0;
        i < 600 &&
        !(await fetch(`${origin}/api/health/live`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      )
        await new Promise((r) => setTimeout(r, 100));
      const reply = fetch(`${origin}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ messages: [{ role: "user", content: "Hi" }] }),
      })
        // The process ends mid-stream: the reply is cut short, which is the point.
        .then((r) => r.text())
        .catch(() => "");
      while (chat.requests.length === 0) await new Promise((r) => setTimeout(r, 20));
      child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      expect(child.exitCode).toBeNull(); // the first signal waits for the reply
      const second = Date.now();
      child.kill("SIGTERM");
      expect(await exited).toBe(1);
      expect(Date.now() - second).toBeLessThan(5_000);
      expect(output).toMatch(/"signal":"SIGTERM".*"msg":"shutting down/);
      await reply;
    } finally {
      child.kill("SIGKILL");
      await chat.close();
    }
  }, 60_000);
});
