import { describe, expect, it } from "vitest";
import { hasInAppHistory } from "./navigation-history";

function page({ idx, length, referrer }: { idx?: number; length: number; referrer: string }) {
  return {
    history: { state: idx === undefined ? null : { idx }, length } as unknown as History,
    location: { origin: "https://site.example" } as Location,
    document: { referrer },
  };
}

describe("hasInAppHistory", () => {
  it("is true after a client navigation in this document", () => {
    expect(hasInAppHistory(page({ idx: 1, length: 2, referrer: "" }))).toBe(true);
  });

  it("is true on a page reached by a plain link from this site, in the same tab", () => {
    expect(hasInAppHistory(page({ idx: 0, length: 3, referrer: "https://site.example/terms-conditions" }))).toBe(true);
    expect(hasInAppHistory(page({ length: 2, referrer: "https://site.example/" }))).toBe(true);
  });

  it("is false for a first page: typed, from another site, or opened in a new tab", () => {
    expect(hasInAppHistory(page({ idx: 0, length: 1, referrer: "" }))).toBe(false);
    expect(hasInAppHistory(page({ idx: 0, length: 4, referrer: "https://search.example/?q=site" }))).toBe(false);
    expect(hasInAppHistory(page({ idx: 0, length: 1, referrer: "https://site.example/blog" }))).toBe(false);
    expect(hasInAppHistory(page({ idx: 0, length: 3, referrer: "not a url" }))).toBe(false);
  });
});
