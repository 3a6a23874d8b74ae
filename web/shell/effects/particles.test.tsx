import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PARTICLES_MOBILE } from "./effects-rules";
import { Particles } from "./particles";

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: reduce && query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

describe("Particles", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("adds the spec's 20 drifting dots on a phone-wide screen once the browser is idle, hidden from assistive tech", async () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 412 });
    const { getByTestId } = render(<Particles />);
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

  it("adds no dots for a visitor who prefers reduced motion", async () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    const { getByTestId } = render(<Particles />);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(getByTestId("particles").children).toHaveLength(0);
  });
});
