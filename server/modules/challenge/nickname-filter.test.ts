import { describe, expect, it } from "vitest";
import { isProfane } from "./nickname-filter";

const CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";

describe("nickname filter", () => {
  it("refuses words on the list, alone, joined by separators or hidden by them", () => {
    expect(isProfane("shit_happens")).toBe(true);
    expect(isProfane("Big Shit")).toBe(true);
    expect(isProfane("s-h-i-t")).toBe(true);
  });

  it("keeps ordinary names that contain a listed word inside another word", () => {
    for (const name of ["Cassandra", "Ashish", "Hitesh", "Sebastian", "Scunthorpe"]) expect(isProfane(name), name).toBe(false);
  });

  it("never refuses a word of one or two characters: initials, numbers, 'no'", () => {
    const refused: string[] = [];
    for (const a of CHARS) {
      if (isProfane(a)) refused.push(a);
      for (const b of CHARS) if (isProfane(a + b)) refused.push(a + b);
    }
    expect(refused).toEqual([]);
    for (const name of ["Rahul B", "Team 5", "Player T", "No Mercy", "Raj SH"]) expect(isProfane(name), name).toBe(false);
  });
});
