import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTICLES_MOBILE } from "./effects-rules";
import { Particles } from "./particles";

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: reduce && query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Particles />
    </MemoryRouter>,
  );
}

describe("Particles", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("adds 20 drifting dots on a phone-wide screen once the browser is idle, hidden from assistive tech", async () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 412 });
    const { getByTestId } = renderAt("/about");
    const layer = getByTestId("particles");
    expect(layer.getAttribute("aria-hidden")).toBe("true");
    expect(layer.children).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(layer.querySelectorAll(".particle")).toHaveLength(PARTICLES_MOBILE);
    const dot = layer.querySelector<HTMLElement>(".particle")!;
    expect(dot.style.animationDuration).toMatch(/s$/);
    expect(dot.style.getPropertyValue("--dx")).toMatch(/px$/);
  });

  it("holds the dots still on a game's screen, in any language, and lets them drift elsewhere", () => {
    preferReducedMotion(false);
    const still = (path: string) => {
      const { getByTestId, unmount } = renderAt(path);
      const value = getByTestId("particles").dataset.still;
      unmount();
      return value;
    };
    expect(still("/games/flappy")).toBe("true");
    expect(still("/hi/games/pong")).toBe("true");
    expect(still("/games")).toBeUndefined();
    expect(still("/about")).toBeUndefined();
  });

  it("adds no dots for a visitor who prefers reduced motion", async () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    const { getByTestId } = renderAt("/about");
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(getByTestId("particles").children).toHaveLength(0);
  });
});
