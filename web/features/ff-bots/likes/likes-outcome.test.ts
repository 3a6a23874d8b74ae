import { describe, expect, it } from "vitest";
import { checkLikesForm, interpretLikesAnswer, limitFromStatus, outcomeToast } from "./likes-outcome";

const LIKES = { player: "NightFury", uid: "123456789", level: 57, likesBefore: 1200, likesAdded: 100, likesAfter: 1300 };
const json = (v: unknown) => JSON.stringify(v);

describe("checkLikesForm", () => {
  it.each([
    ["", "ind"],
    ["123456789", ""],
    ["", ""],
    ["   ", "ind"],
  ])("asks for both fields when uid=%j region=%j", (uid, region) => {
    expect(checkLikesForm(uid, region)).toEqual({
      ok: false,
      toast: { title: "Missing Information", description: "Please enter both UID and select a region", variant: "destructive" },
    });
  });

  it.each(["1234567", "123456789012", "12345abc"])("rejects the UID %j with 'UID must be 8-11 digits'", (uid) => {
    expect(checkLikesForm(uid, "ind")).toEqual({
      ok: false,
      toast: { title: "Invalid UID", description: "UID must be 8-11 digits", variant: "destructive" },
    });
  });

  it.each(["12345678", "12345678901"])("accepts the UID %j", (uid) => {
    expect(checkLikesForm(uid, "br")).toEqual({ ok: true, request: { uid, region: "br" } });
  });
});

describe("interpretLikesAnswer", () => {
  it("reads a success with every field", () => {
    expect(interpretLikesAnswer(200, json({ success: true, message: "Likes sent successfully", ...LIKES, demo: false }))).toEqual({
      kind: "success",
      likes: LIKES,
      demo: false,
    });
  });

  it("notices the demo provider", () => {
    expect(interpretLikesAnswer(200, json({ success: true, ...LIKES, demo: true }))).toMatchObject({ kind: "success", demo: true });
  });

  it("treats HTTP 429 as the VIP case with the server's message", () => {
    expect(interpretLikesAnswer(429, json({ success: false, message: "Come back tomorrow" }))).toEqual({ kind: "vip", message: "Come back tomorrow" });
  });

  it.each(["", "<html>Too many</html>", json({ success: false }), json({ message: "" })])("gives the default VIP message for a 429 body %j", (body) => {
    expect(interpretLikesAnswer(429, body)).toEqual({
      kind: "vip",
      message: "You've already used your free daily like. To get unlimited likes, contact the operator on Telegram to buy VIP access.",
    });
  });

  it("reads success false with its message, on any status", () => {
    expect(interpretLikesAnswer(200, json({ success: false, message: "0 likes given" }))).toEqual({ kind: "unable", message: "0 likes given" });
    expect(interpretLikesAnswer(502, json({ success: false, message: "Provider down" }))).toEqual({ kind: "unable", message: "Provider down" });
    expect(interpretLikesAnswer(401, json({ success: false, message: "This VIP code has been revoked." }))).toEqual({
      kind: "unable",
      message: "This VIP code has been revoked.",
    });
  });

  it("reads success false without a message as 'unable' with no message", () => {
    expect(interpretLikesAnswer(200, json({ success: false }))).toEqual({ kind: "unable", message: undefined });
  });

  it("reads a success that lacks the player's numbers as 'unable'", () => {
    expect(interpretLikesAnswer(200, json({ success: true, player: "X" }))).toEqual({ kind: "unable", message: undefined });
  });

  it.each<[number, string]>([
    [200, "not json"],
    [500, "<html>Bad gateway</html>"],
    [200, json({ ok: true })],
    [200, json({ success: "yes" })],
  ])("treats status %i with an unreadable body as a connection error", (status, body) => {
    expect(interpretLikesAnswer(status, body)).toEqual({ kind: "connection" });
  });
});

describe("outcomeToast: the exact texts", () => {
  it("a success that added no likes is '0 likes given', not a success", () => {
    expect(interpretLikesAnswer(200, json({ success: true, ...LIKES, likesAdded: 0, likesAfter: LIKES.likesBefore, demo: false }))).toEqual({
      kind: "unable",
      message: "UID already used elsewhere or 0 likes given",
      code: "no_likes",
    });
  });

  it("the status of an address whose free use is taken shows the limit panel, unless a VIP code is kept", () => {
    expect(limitFromStatus({ freeUseLeft: false, resetSeconds: 3600 }, false)).toMatchObject({ kind: "vip", code: "ip_limit", resetSeconds: 3600 });
    expect(limitFromStatus({ freeUseLeft: false, resetSeconds: 3600 }, true)).toBeNull();
    expect(limitFromStatus({ freeUseLeft: true, resetSeconds: null }, false)).toBeNull();
    expect(limitFromStatus(undefined, false)).toBeNull();
  });

  it("success: '🎉 Success!' / 'Added {likesAdded} likes to {player}!'", () => {
    expect(outcomeToast({ kind: "success", likes: LIKES, demo: false })).toEqual({ title: "🎉 Success!", description: "Added 100 likes to NightFury!" });
  });

  it("success from the demo provider says no likes were sent", () => {
    expect(outcomeToast({ kind: "success", likes: LIKES, demo: true })).toEqual({
      title: "🎉 Success!",
      description: "Added 100 likes to NightFury! Demo mode: no likes were sent.",
    });
  });

  it("429: destructive 'VIP Access Available' with the message", () => {
    expect(outcomeToast({ kind: "vip", message: "m" })).toEqual({ title: "VIP Access Available", description: "m", variant: "destructive" });
  });

  it("success false: '⚠️ Unable to Process' with the message or the default", () => {
    expect(outcomeToast({ kind: "unable", message: "m" })).toEqual({ title: "⚠️ Unable to Process", description: "m", variant: "destructive" });
    expect(outcomeToast({ kind: "unable", message: undefined })).toEqual({
      title: "⚠️ Unable to Process",
      description: "UID already used elsewhere or 0 likes given",
      variant: "destructive",
    });
  });

  it("connection: '❌ Error' / 'Failed to connect to the server. Please try again later.'", () => {
    expect(outcomeToast({ kind: "connection" })).toEqual({
      title: "❌ Error",
      description: "Failed to connect to the server. Please try again later.",
      variant: "destructive",
    });
  });
});
