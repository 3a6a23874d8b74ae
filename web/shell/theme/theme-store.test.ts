import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "../boot-script";
import { applyTheme, storeTheme, toggledTheme } from "./theme-store";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

/** The head script's theme part, run as the page runs it, on a root the prerender made dark. */
function themeBeforePaint(): string {
  document.documentElement.className = "dark";
  new Function(THEME_SCRIPT)();
  return document.documentElement.className;
}

describe("theme store", () => {
  it("toggles between light and dark and stores the choice", () => {
    const s = memoryStorage();
    storeTheme(s, toggledTheme("dark"));
    expect(s.getItem("theme")).toBe("light");
    expect(toggledTheme("light")).toBe("dark");
  });

  it("survives a storage that throws", () => {
    const throwing = {
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => storeTheme(throwing, "light")).not.toThrow();
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

describe("the head script's theme", () => {
  it("stays dark by default and for anything stored but light, and turns light for a stored light", () => {
    localStorage.clear();
    expect(themeBeforePaint()).toBe("dark");
    localStorage.setItem("theme", "purple");
    expect(themeBeforePaint()).toBe("dark");
    localStorage.setItem("theme", "light");
    expect(themeBeforePaint()).toBe("light");
    localStorage.clear();
  });
});
