import { describe, expect, it } from "vitest";
import { LOG_TOO_DEEP_MESSAGE } from "../../../contracts/challenge";
import { parseBody } from "./verify-worker";

const deep = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

describe("a large body parsed in the worker", () => {
  it("hands back only plain top-level values, so a body nested thousands deep is refused by the schema, never a failed copy", () => {
    // A value this deep cannot be copied back to the request thread (the copy recurses): that was a 500.
    expect(parseBody(deep(100_000))).toEqual({ ok: true, body: [], logHash: null });
    const parsed = parseBody(`{"token":${deep(50_000)},"game":"breakout","claimedScore":3,"log":{"inputs":[]}}`);
    expect(parsed).toMatchObject({ ok: true, body: { token: [], game: "breakout", claimedScore: 3, log: null } });
    expect(structuredClone(parsed)).toEqual(parsed);
  });

  it("refuses what is not JSON, and a log too deep to hash", () => {
    expect(parseBody('{"token":"t"}}]]')).toEqual({ ok: false });
    expect(parseBody(`{"token":"t","log":${deep(200_000)}}`)).toEqual({ ok: false, message: LOG_TOO_DEEP_MESSAGE });
    // Four levels is one more than any game's log: refused, before the hash walks it.
    expect(parseBody(`{"token":"t","log":{"inputs":[[[1]]]}}`)).toEqual({ ok: false, message: LOG_TOO_DEEP_MESSAGE });
    expect(parseBody(`{"token":"t","log":{"inputs":[[1,"flap",2]]}}`)).toMatchObject({ ok: true });
  });
});
