import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_LOAD_TIMEOUT_MS, afterLoad } from "./after-load";

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = "interactive";
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function load() {
  readyState = "complete";
  window.dispatchEvent(new Event("load"));
}

describe("afterLoad", () => {
  it("waits for the window's load event, then for an idle period (at the latest its timeout)", () => {
    const fn = vi.fn();
    afterLoad(fn);
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
    load();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("on a page that has already loaded, waits only for the idle period", () => {
    readyState = "complete";
    const fn = vi.fn();
    afterLoad(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled, before or after load", () => {
    const early = vi.fn();
    const late = vi.fn();
    afterLoad(early)();
    const cancelLate = afterLoad(late);
    load();
    cancelLate();
    vi.advanceTimersByTime(AFTER_LOAD_TIMEOUT_MS * 2);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
