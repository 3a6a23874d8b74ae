import { describe, expect, it } from "vitest";
import { createChatQuota, quotaKey } from "./quota";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe("createChatQuota", () => {
  it("allows 20 messages in 10 minutes and refuses the 21st with the seconds to wait", () => {
    const c = clock();
    const quota = createChatQuota({ max: 20, windowMs: 600_000, now: c.now });
    for (let i = 0; i < 20; i++) {
      expect(quota.take("1.2.3.4").allowed).toBe(true);
      c.advance(1000);
    }
    expect(quota.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 580 });
  });

  it("counts a sliding window: a message frees up once it is older than the window", () => {
    const c = clock();
    const quota = createChatQuota({ max: 2, windowMs: 60_000, now: c.now });
    quota.take("a");
    c.advance(30_000);
    quota.take("a");
    expect(quota.take("a").allowed).toBe(false);
    c.advance(30_001);
    expect(quota.take("a").allowed).toBe(true);
    expect(quota.take("a").allowed).toBe(false);
  });

  it("counts each client on its own", () => {
    const quota = createChatQuota({ max: 1, windowMs: 60_000 });
    expect(quota.take("a").allowed).toBe(true);
    expect(quota.take("b").allowed).toBe(true);
    expect(quota.take("a").allowed).toBe(false);
  });

  it("gives a message back once when released (the model failed)", () => {
    const quota = createChatQuota({ max: 1, windowMs: 60_000 });
    const first = quota.take("a");
    if (!first.allowed) throw new Error("expected allowed");
    first.release();
    first.release();
    const second = quota.take("a");
    expect(second.allowed).toBe(true);
    expect(quota.take("a").allowed).toBe(false);
  });

  it("forgets expired clients instead of growing without bound", () => {
    const c = clock();
    const quota = createChatQuota({ max: 1, windowMs: 1000, now: c.now, maxTrackedClients: 3 });
    for (const ip of ["a", "b", "c"]) quota.take(ip);
    c.advance(2000);
    for (const ip of ["d", "e", "f"]) expect(quota.take(ip).allowed).toBe(true);
    // A client seen after the sweep is still limited.
    expect(quota.take("f").allowed).toBe(false);
  });
});

describe("quotaKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("counts %s as %s", (ip, key) => {
    expect(quotaKey(ip)).toBe(key);
  });
});
