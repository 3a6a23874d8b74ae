import { describe, expect, it } from "vitest";
import { NICKNAME_MESSAGE } from "../../../../contracts/challenge";
import { roomMessages } from "./texts";

describe("Play a friend's texts", () => {
  it("say the nickname rule in the challenge's own words", () => {
    expect(roomMessages.get().nicknameBad).toBe(NICKNAME_MESSAGE);
  });
});
