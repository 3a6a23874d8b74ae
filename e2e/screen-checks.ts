/**
 * Checks for "nothing floats over play" (decision 047) on a game screen: while a round runs no
 * floating element (anything fixed on the page, the how-to-play popover, the game's own
 * message) overlaps the board, at no time one overlaps a control, and the board and the control
 * buttons stay where they were at first paint. A ScreenWatch takes the first paint, then a check
 * after every input and while time passes; it gathers what it finds and the test fails once, at
 * the end, naming the game, viewport, step, element and both rects of each finding.
 */
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export type Rect = { x: number; y: number; width: number; height: number };
type Named = { name: string; rect: Rect };
/** What one check sees on the page; `running` is the product's own `body[data-game-running]`. */
export type Snapshot = { running: boolean; serving: boolean; board: Rect | null; stage: Rect | null; controls: Named[]; floating: Named[]; message: Named[] };

/** Runs in the page: every rect a check needs, in viewport coordinates. */
function collect(): Snapshot {
  const box = (el: Element): Rect => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };
  const name = (el: Element): string => {
    const classes = typeof el.className === "string" ? el.className.split(/\s+/).filter(Boolean).slice(0, 3) : [];
    const testId = el.getAttribute("data-testid");
    const label = el.getAttribute("aria-label");
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
    return [el.tagName.toLowerCase() + classes.map((c) => `.${c}`).join(""), testId && `[data-testid=${testId}]`, label && `aria-label="${label}"`, text && `text "${text}"`]
      .filter(Boolean)
      .join(" ");
  };
  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const clear = (color: string) => color === "transparent" || /^rgba\(.*,\s*0\)$/.test(color);
  // Whether the element itself puts pixels on screen (a transparent layer or list holding toasts does not).
  const paints = (el: Element): boolean => {
    const s = getComputedStyle(el);
    if (!clear(s.backgroundColor) || s.backgroundImage !== "none" || s.boxShadow !== "none") return true;
    for (const side of ["Top", "Right", "Bottom", "Left"] as const) {
      if (parseFloat(s[`border${side}Width`]) > 0 && !clear(s[`border${side}Color`])) return true;
    }
    if (["img", "svg", "canvas", "video", "input", "button", "iframe", "textarea"].includes(el.tagName.toLowerCase())) return true;
    return [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");
  };
  const parts = (el: Element): Element[] => (shown(el) && paints(el) ? [el] : [...el.children].flatMap(parts));

  const floating: Named[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    const s = getComputedStyle(el);
    if (s.position !== "fixed") continue;
    // The site header's own buttons are not floating (the chat button is not inside it).
    if (el.closest("header")) continue;
    // Inside another fixed element: seen through that one's parts.
    if (insideFixed(el)) continue;
    // A layer behind the page (the particle background, z-index -10) paints under the board.
    if (parseInt(s.zIndex, 10) < 0) continue;
    for (const part of parts(el)) floating.push({ name: name(part), rect: box(part) });
  }
  // The how-to-play note is the player's own disclosure: open before play it may cover what they
  // chose to cover (a press outside closes it and still reaches its target); once a round runs it
  // must be closed, and anywhere it shows then is a finding.
  const running = document.body.hasAttribute("data-game-running");
  for (const el of running ? document.querySelectorAll(".game-screen .game-help[open] > :not(summary)") : []) {
    for (const part of parts(el)) floating.push({ name: `how-to-play popover open during a round: ${name(part)}`, rect: box(part) });
  }
  const message = [...document.querySelectorAll(".game-screen [data-testid=game-message] > *")].flatMap(parts).map((el) => ({ name: `game message: ${name(el)}`, rect: box(el) }));
  const board = document.querySelector(".game-screen [data-game-board]");
  const stage = document.querySelector(".game-screen .game-stage");
  const controls = [...document.querySelectorAll(".game-screen [data-game-controls] button")].map((el) => ({ name: name(el), rect: box(el) }));
  // Breakout after a lost life: the ball rests on the paddle until the 'Life lost!' message is gone.
  const serving = document.querySelector(".game-screen [data-serving]") !== null;
  return { running, serving, board: board && box(board), stage: stage && box(stage), controls, floating, message };

  function insideFixed(el: Element): boolean {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).position === "fixed") return true;
    return false;
  }
}

export function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(collect);
}

const fmt = (r: Rect | null) => (r ? `{x ${r.x.toFixed(1)}, y ${r.y.toFixed(1)}, w ${r.width.toFixed(1)}, h ${r.height.toFixed(1)}}` : "(none)");
/** More than half a pixel of overlap both ways. */
const overlaps = (a: Rect, b: Rect) => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;
const moved = (a: Rect, b: Rect) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width), Math.abs(a.height - b.height)) > 1;
/** The visible text of a control, from its name ("button.btn... text "Play Again""). */
const labelOf = (name: string) => /text "([^"]*)"/.exec(name)?.[1] ?? /aria-label="([^"]*)"/.exec(name)?.[1] ?? name;

type Finding = { text: string; firstStep: string; lastStep: string; times: number; lastText: string };

/** Watches one game screen at one viewport; `where` names both, e.g. "Snake at 360x640". */
export class ScreenWatch {
  private first: Snapshot | null = null;
  private readonly findings = new Map<string, Finding>();
  private steps = 0;

  constructor(
    private readonly page: Page,
    private readonly where: string,
  ) {}

  /** Call right after hydration, before any input. */
  async firstPaint(): Promise<Snapshot> {
    this.first = await snapshot(this.page);
    expect(this.first.board, `${this.where}: a [data-game-board] at first paint`).not.toBeNull();
    expect(this.first.controls.length, `${this.where}: buttons in [data-game-controls] at first paint`).toBeGreaterThan(0);
    return this.first;
  }

  /** Checks the screen now; `step` says what just happened ("tap Start", "after tick 120"). */
  async check(step: string): Promise<Snapshot> {
    const first = this.first!;
    const now = await snapshot(this.page);
    this.steps++;
    const note = (key: string, text: string) => {
      const seen = this.findings.get(key);
      if (seen) Object.assign(seen, { lastStep: step, times: seen.times + 1, lastText: text });
      else this.findings.set(key, { text, firstStep: step, lastStep: step, times: 1, lastText: text });
    };
    const over = [...now.floating, ...now.message];
    for (const f of over) {
      const isMessage = now.message.includes(f);
      // A lost life's message may stand over the court while the serve waits for it (nothing moves there).
      if (now.running && now.board && overlaps(f.rect, now.board) && !(isMessage && now.serving)) {
        note(
          `board|${f.name}`,
          `${f.name} ${fmt(f.rect)} overlaps the board ${fmt(now.board)} while the round runs${isMessage ? " (a message over the board before the round's end)" : ""}`,
        );
      }
      for (const [i, c] of now.controls.entries()) {
        if (overlaps(f.rect, c.rect)) note(`control|${f.name}|${i}`, `${f.name} ${fmt(f.rect)} overlaps control #${i + 1} ${c.name} ${fmt(c.rect)}`);
      }
    }
    if (!now.board || moved(now.board, first.board!)) {
      note("moved|board", `the board moved: first paint ${fmt(first.board)}, now ${fmt(now.board)} (stage first ${fmt(first.stage)}, now ${fmt(now.stage)})`);
    }
    if (now.controls.length !== first.controls.length) {
      note("controls|count", `${first.controls.length} control buttons at first paint, ${now.controls.length} now: ${now.controls.map((c) => labelOf(c.name)).join(", ")}`);
    }
    for (const [i, c] of first.controls.entries()) {
      const later = now.controls[i];
      if (!later || !moved(later.rect, c.rect)) continue;
      const [was, is] = [labelOf(c.name), labelOf(later.name)];
      // Marked so: the lead fixes button widths; this fails until then, by design.
      const resized = Math.abs(later.rect.width - c.rect.width) > 1 || Math.abs(later.rect.height - c.rect.height) > 1;
      const relabelled = was !== is && resized ? ` [EXPECTED TO FAIL UNTIL BUTTON WIDTHS ARE FIXED: its label changed from "${was}" to "${is}" and its size with it]` : "";
      note(`moved|control|${i}|${was}->${is}`, `control #${i + 1} "${was}" moved: first paint ${fmt(c.rect)}, now "${is}" ${fmt(later.rect)}${relabelled}`);
    }
    return now;
  }

  /** Fails the test with every finding, once each (with the first and last step it was seen at). */
  expectClean(): void {
    const lines = [...this.findings.values()].map(
      (f) =>
        `${this.where} · step "${f.firstStep}"${f.times > 1 ? ` (seen at ${f.times} checks, last "${f.lastStep}")` : ""}: ${f.text}` +
        (f.lastText !== f.text ? `; at the last: ${f.lastText}` : ""),
    );
    expect(this.steps, `${this.where}: checks made`).toBeGreaterThan(3);
    expect(lines, `${this.where}: floating elements over play, or a board or control that moved`).toEqual([]);
  }
}

/** The centre of what `target` finds, and whether something outside it lies there (a tap would land on that). */
export function aim(target: Locator): Promise<{ x: number; y: number; covered: boolean; by: string }> {
  return target.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    const covered = !hit || !el.contains(hit);
    return { x, y, covered, by: covered && hit ? `${hit.tagName.toLowerCase()} "${(hit.textContent ?? "").trim().slice(0, 40)}"` : "" };
  });
}

/** A finger tap at the centre of what `target` finds, which must be on screen and uncovered. */
export async function tapCentre(page: Page, target: Locator, what: string): Promise<void> {
  const { x, y, covered, by } = await aim(target);
  const viewport = page.viewportSize()!;
  if (x < 0 || y < 0 || x > viewport.width || y > viewport.height) throw new Error(`Cannot tap ${what}: its centre (${x}, ${y}) is off screen`);
  if (covered) throw new Error(`Cannot tap ${what}: its centre (${x}, ${y}) is covered by ${by}`);
  await page.touchscreen.tap(x, y);
}

/** With SHOTS=1, a screenshot to /tmp/game-shots/<game>-<moment>.png. */
export async function shot(page: Page, game: string, moment: "start" | "mid" | "end"): Promise<void> {
  if (process.env.SHOTS !== "1") return;
  mkdirSync("/tmp/game-shots", { recursive: true });
  await page.screenshot({ path: `/tmp/game-shots/${game}-${moment}.png` });
}
