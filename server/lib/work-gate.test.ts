import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { workGate } from "./work-gate";

/** An app whose /work route holds its gate place until the test lets each request finish. */
async function appWithGate(maxActive: number) {
  const gate = workGate(maxActive);
  const app = Fastify();
  const finishers: Array<() => void> = [];
  let running = 0;
  let mostRunning = 0;
  app.post("/work", { onRequest: gate.onRequest }, async () => {
    running++;
    mostRunning = Math.max(mostRunning, running);
    await new Promise<void>((done) => finishers.push(done));
    running--;
    return { ok: true };
  });
  app.get("/other", async () => ({ ok: true }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  // Responses the server has seen close, so a test knows an abort has arrived.
  let closes = 0;
  app.server.on("request", (_request, response) => response.once("close", () => closes++));
  const address = app.server.address();
  const origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
  return { app, gate, origin, finishers, mostRunning: () => mostRunning, closes: () => closes };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe("workGate", () => {
  it("lets at most maxActive requests do their work, the rest in arrival order, while other routes answer", async () => {
    const { app, gate, origin, finishers, mostRunning } = await appWithGate(2);
    try {
      const answers = Array.from({ length: 5 }, () => fetch(`${origin}/work`, { method: "POST" }).then((r) => r.status));
      await until(() => gate.counts().waiting === 3);
      expect(gate.counts()).toEqual({ active: 2, waiting: 3 });
      // A request of another route does not wait behind the gate.
      expect((await fetch(`${origin}/other`)).status).toBe(200);
      for (let finished = 0; finished < 5; finished++) {
        await until(() => finishers.length > 0);
        expect(gate.counts().active).toBeLessThanOrEqual(2);
        finishers.shift()!();
      }
      expect(await Promise.all(answers)).toEqual([200, 200, 200, 200, 200]);
      expect(mostRunning()).toBe(2);
      await until(() => gate.counts().active === 0);
      expect(gate.counts()).toEqual({ active: 0, waiting: 0 });
    } finally {
      await app.close();
    }
  });

  it("gives a place back when a client goes away, waiting or working", async () => {
    const { app, gate, origin, finishers, closes } = await appWithGate(1);
    try {
      const working = new AbortController();
      const waiting = new AbortController();
      const first = fetch(`${origin}/work`, { method: "POST", signal: working.signal }).catch(() => "gone");
      await until(() => gate.counts().active === 1);
      const second = fetch(`${origin}/work`, { method: "POST", signal: waiting.signal }).catch(() => "gone");
      await until(() => gate.counts().waiting === 1);
      waiting.abort();
      await until(() => closes() === 1);
      expect(gate.counts()).toEqual({ active: 1, waiting: 1 });
      working.abort();
      expect(await Promise.all([first, second])).toEqual(["gone", "gone"]);
      // Both places are given back: the waiting one never does its work, and the working one's
      // place is free though its work goes on to its end.
      await until(() => gate.counts().active === 0 && gate.counts().waiting === 0);
      expect(finishers).toHaveLength(1);
      finishers.shift()!();
      const third = fetch(`${origin}/work`, { method: "POST" }).then((r) => r.status);
      await until(() => finishers.length === 1);
      finishers.shift()!();
      expect(await third).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => workGate(0)).toThrow(RangeError);
    expect(() => workGate(1.5)).toThrow(RangeError);
  });
});
