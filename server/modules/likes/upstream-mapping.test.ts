import { describe, expect, it } from "vitest";
import { mapUpstreamAnswer } from "./upstream-mapping";

const FIELDS = {
  LikesGivenByAPI: 100,
  LikesbeforeCommand: 1200,
  LikesafterCommand: 1300,
  PlayerLevel: 57,
  PlayerNickname: "NightFury",
  UID: 123456789,
};

const SENT = {
  kind: "sent",
  player: "NightFury",
  uid: "123456789",
  level: 57,
  likesBefore: 1200,
  likesAdded: 100,
  likesAfter: 1300,
};

describe("mapUpstreamAnswer", () => {
  it("maps status 1 with the fields wrapped in `response` to sent likes", () => {
    expect(mapUpstreamAnswer({ status: 1, response: FIELDS })).toEqual(SENT);
  });

  it("maps status 1 with flat fields to sent likes", () => {
    expect(mapUpstreamAnswer({ status: 1, ...FIELDS })).toEqual(SENT);
  });

  it("accepts numbers sent as strings and a string status", () => {
    const stringly = Object.fromEntries(Object.entries(FIELDS).map(([k, v]) => [k, String(v)]));
    expect(mapUpstreamAnswer({ status: "1", response: stringly })).toEqual(SENT);
  });

  it("keeps only the public fields: key quota and expiry never pass through", () => {
    const out = mapUpstreamAnswer({ status: 1, response: { ...FIELDS, KeyRemainingRequests: 5, KeyExpiresAt: "2099-01-01" } });
    expect(JSON.stringify(out)).not.toMatch(/Key(Remaining|Expires)|2099/);
  });

  it("maps status 2 (0 likes given) to not sent, wrapped or flat", () => {
    expect(mapUpstreamAnswer({ status: 2 })).toEqual({ kind: "not_sent", reason: "no_likes" });
    expect(mapUpstreamAnswer({ status: 2, response: { ...FIELDS, LikesGivenByAPI: 0 } })).toEqual({ kind: "not_sent", reason: "no_likes" });
  });

  it("maps status 1 that gave 0 likes to not sent", () => {
    expect(mapUpstreamAnswer({ status: 1, ...FIELDS, LikesGivenByAPI: 0 })).toEqual({ kind: "not_sent", reason: "no_likes" });
  });

  it("maps status 3 (UID used elsewhere or invalid) to a rejected UID", () => {
    expect(mapUpstreamAnswer({ status: 3, response: {} })).toEqual({ kind: "not_sent", reason: "uid_rejected" });
    expect(mapUpstreamAnswer({ status: "3" })).toEqual({ kind: "not_sent", reason: "uid_rejected" });
  });

  it.each([
    ["a missing status", { response: FIELDS }],
    ["an unknown status", { status: 4, response: FIELDS }],
    ["status 1 without the fields", { status: 1 }],
    ["status 1 with a negative count", { status: 1, response: { ...FIELDS, LikesbeforeCommand: -1 } }],
    ["status 1 with an empty nickname", { status: 1, response: { ...FIELDS, PlayerNickname: "" } }],
    ["an array", [FIELDS]],
    ["null", null],
    ["a string", "ok"],
  ])("treats %s as an unreadable answer", (_label, body) => {
    expect(mapUpstreamAnswer(body)).toEqual({ kind: "not_sent", reason: "bad_answer" });
  });
});
