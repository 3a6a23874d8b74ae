import { describe, expect, it } from "vitest";
import { applyTheme, parseTheme, readTheme, storeTheme, toggledTheme } from "./theme-store";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe("theme store", () => {
  it("defaults to dark", () => {
    expect(readTheme(memoryStorage())).toBe("dark");
    expect(readTheme(null)).toBe("dark");
  });

  it("reads a stored theme and ignores junk", () => {
    expect(readTheme(memoryStorage({ theme: "light" }))).toBe("light");
    expect(parseTheme("purple")).toBe("dark");
  });

  it("survives a storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readTheme(throwing)).toBe("dark");
    expect(() => storeTheme(throwing, "light")).not.toThrow();
  });

  it("toggles between light and dark and stores the choice", () => {
    const s = memoryStorage();
    storeTheme(s, toggledTheme("dark"));
    expect(readTheme(s)).toBe("light");
    expect(toggledTheme("light")).toBe("dark");
  });

  it("applies the theme as a class on the root", () => {
    const root = document.createElement("html");
    applyTheme(root, "dark");
    expect(root.classList.contains("dark")).toBe(true);
    applyTheme(root, "light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.classList.contains("light")).toBe(true);
  });
});
