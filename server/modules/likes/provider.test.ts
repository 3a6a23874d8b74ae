import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentAnswer, startFakeLikesUpstream, type FakeAnswer, type FakeLikesUpstream } from "../../test/fake-likes-upstream";
import { createDemoProvider, createUpstreamProvider, fillUrlTemplate } from "./provider";

describe("fillUrlTemplate", () => {
  it("fills every placeholder URL-encoded", () => {
    expect(fillUrlTemplate("https://h/api/{region}/{uid}?key={key}&again={uid}", { uid: "12345678", region: "me", key: "a b&c/d" })).toBe(
      "https://h/api/me/12345678?key=a%20b%26c%2Fd&again=12345678",
    );
  });
});

describe("demo provider", () => {
  it("answers with plausible numbers that are the same for the same request", async () => {
    const demo = createDemoProvider();
    const a = await demo.send({ uid: "123456789", region: "ind" });
    expect(a).toEqual(await demo.send({ uid: "123456789", region: "ind" }));
    if (a.kind !== "sent") throw new Error("expected sent");
    expect(a.uid).toBe("123456789");
    expect(a.player).toMatch(/789$/);
    expect(a.level).toBeGreaterThanOrEqual(20);
    expect(a.likesAdded).toBeGreaterThan(0);
    expect(a.likesAfter).toBe(a.likesBefore + a.likesAdded);
    expect(demo.kind).toBe("demo");
    expect(demo.description).toContain("no likes are sent");
  });
});

describe("upstream provider over real HTTP", () => {
  let upstream: FakeLikesUpstream;
  const answers = new Map<string, FakeAnswer>();
  beforeAll(async () => {
    upstream = await startFakeLikesUpstream((r) => answers.get(r.uid) ?? sentAnswer(r.uid));
  });
  afterAll(() => upstream.close());

  const provider = (template = upstream.pathTemplate, timeoutMs = 2000) => createUpstreamProvider({ urlTemplate: template, apiKey: "k&y", timeoutMs });

  it("sends a GET with the UID, region and key filled in and maps the answer", async () => {
    const out = await provider().send({ uid: "10000001", region: "br" });
    expect(out).toEqual({ kind: "sent", player: "FakePlayer", uid: "10000001", level: 57, likesBefore: 1200, likesAdded: 100, likesAfter: 1300 });
    expect(upstream.requests.at(-1)).toMatchObject({ uid: "10000001", region: "br", key: "k&y" });
  });

  it("works with the query-style template too", async () => {
    const out = await provider(upstream.queryTemplate).send({ uid: "10000002", region: "cis" });
    expect(out.kind).toBe("sent");
    expect(upstream.requests.at(-1)).toMatchObject({ uid: "10000002", region: "cis", key: "k&y" });
  });

  it.each<[string, FakeAnswer, string]>([
    ["a 5xx", { type: "raw", httpStatus: 503, body: "down" }, "unavailable"],
    ["a 404", { type: "raw", httpStatus: 404, body: "nope" }, "unavailable"],
    ["malformed JSON", { type: "raw", httpStatus: 200, body: "{not json", contentType: "application/json" }, "bad_answer"],
    ["an oversized answer", { type: "raw", httpStatus: 200, body: "x".repeat(100_000) }, "bad_answer"],
    ["status 2", { type: "json", body: { status: 2 } }, "no_likes"],
    ["status 3", { type: "json", body: { status: 3 } }, "uid_rejected"],
  ])("maps %s to not sent (%s)", async (_label, answer, reason) => {
    const uid = String(20_000_000 + answers.size);
    answers.set(uid, answer);
    expect(await provider().send({ uid, region: "ind" })).toEqual({ kind: "not_sent", reason });
  });

  it.each([301, 302, 303, 307, 308])("refuses a %i redirect as unavailable and never calls where it points", async (httpStatus) => {
    // The redirect target answers "sent": following it would turn a provider failure into success.
    const internal = await startFakeLikesUpstream((r) => sentAnswer(r.uid));
    try {
      const uid = String(40_000_000 + httpStatus);
      answers.set(uid, { type: "redirect", httpStatus, location: internal.pathTemplate.replace("{region}", "ind").replace("{uid}", uid).replace("{key}", "x") });
      expect(await provider().send({ uid, region: "ind" })).toEqual({ kind: "not_sent", reason: "unavailable" });
      expect(internal.requests).toEqual([]);
    } finally {
      await internal.close();
    }
  });

  it("gives up after the timeout", async () => {
    answers.set("30000000", { type: "hang" });
    const started = Date.now();
    expect(await provider(upstream.pathTemplate, 200).send({ uid: "30000000", region: "ind" })).toEqual({ kind: "not_sent", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports an unreachable provider as unavailable", async () => {
    const closed = await startFakeLikesUpstream(() => sentAnswer("1"));
    await closed.close();
    const out = await createUpstreamProvider({ urlTemplate: closed.pathTemplate, apiKey: undefined, timeoutMs: 2000 }).send({ uid: "12345678", region: "sg" });
    expect(out).toEqual({ kind: "not_sent", reason: "unavailable" });
  });

  it("describes itself by host only, never with the key", () => {
    const p = createUpstreamProvider({ urlTemplate: "https://likes.example/api/{region}/{uid}?key={key}", apiKey: "SECRET", timeoutMs: 10_000 });
    expect(p.description).toContain("likes.example");
    expect(p.description).not.toContain("SECRET");
  });
});
