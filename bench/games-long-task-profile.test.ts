import { describe, expect, it } from "vitest";
import { longTasks, type TraceEvent } from "./games-long-task-profile";

const PID = 1;
const MAIN = 10;
const COMPOSITOR = 11;

/** A complete ("X") event on a thread: `ts` and `dur` in ms, stored in µs as Chromium's trace has them. */
function span(name: string, tid: number, ts: number, dur: number, data?: Record<string, unknown>): TraceEvent {
  return { name, cat: "toplevel", ph: "X", ts: ts * 1000, dur: dur * 1000, pid: PID, tid, args: data ? { data } : undefined };
}

// A made-up trace: thread names stamped at its start (as Chromium does, before anything else), one long task
// before play, two in play on the main thread (one nested in a task of the other name), one on the compositor.
const trace: TraceEvent[] = [
  { name: "thread_name", cat: "__metadata", ph: "M", ts: 0, pid: PID, tid: MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", cat: "__metadata", ph: "M", ts: 0, pid: PID, tid: COMPOSITOR, args: { name: "Compositor" } },
  span("RunTask", MAIN, 100, 80),
  span("EvaluateScript", MAIN, 110, 60, { url: "http://127.0.0.1:4000/assets/app.js" }),
  span("ThreadControllerImpl::RunTask", MAIN, 1000, 70),
  span("RunTask", MAIN, 1000, 70),
  span("FunctionCall", MAIN, 1005, 30, { url: "http://127.0.0.1:4000/assets/snake.js", functionName: "step" }),
  span("Layout", MAIN, 1040, 12),
  span("Commit", MAIN, 1055, 14),
  span("RunTask", MAIN, 2000, 40),
  span("RunTask", MAIN, 3000, 55),
  span("EventDispatch", MAIN, 3001, 50, { type: "keydown" }),
  span("RunTask", COMPOSITOR, 1500, 90),
];

describe("longTasks", () => {
  it("lists the main thread's tasks over 50 ms from the play start on, once each, with what ran inside them by kind", () => {
    const tasks = longTasks(trace, 500_000);
    expect(tasks.map((t) => [t.ts / 1000, t.ms])).toEqual([
      [1000, 70],
      [3000, 55],
    ]);
    expect(tasks[0]!.parts).toEqual([
      ["FunctionCall /assets/snake.js step", 30],
      ["Layout", 12],
    ]);
    expect(tasks[1]!.parts).toEqual([["EventDispatch keydown", 50]]);
  });

  it("keeps the thread names stamped before the play start, which is what tells the main thread from the others", () => {
    // A caller cutting the trace at the play start itself would have dropped them and found no task at all.
    expect(longTasks(trace, 999_000)).toHaveLength(2);
    expect(longTasks(trace.filter((e) => e.ph !== "M"))).toEqual([]);
  });

  it("counts the load's tasks when no play start is given, and lists every kind of event when asked", () => {
    expect(longTasks(trace).map((t) => t.ts / 1000)).toEqual([100, 1000, 3000]);
    expect(longTasks(trace, 500_000, true)[0]!.parts.map(([label]) => label)).toContain("Commit");
  });
});
