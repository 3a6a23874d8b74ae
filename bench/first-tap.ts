/**
 * Benchmark (numbers, not a pass/fail test): from content to working controls, on a throttled
 * phone. Each page is opened at 360x640 with slow 4G (Lighthouse's applied-throttling values:
 * 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up) and a 4x slower CPU (Chrome DevTools
 * protocol), and the page itself records, every 16 ms from the document's start:
 *   - content: the first contentful paint;
 *   - painted: when the control is first laid out on screen;
 *   - works: when React has hydrated the control (its props are on the element) and it no longer
 *     says it is not ready (web/lib/ui/not-ready.ts).
 * "content to working" is works minus content; "said not ready" tells whether, between painted and
 * works, the control said so (it should, every frame of that time).
 *
 *   npx tsx bench/first-tap.ts      # after `npm run build`; BENCH_RUNS (3), CHROMIUM_PATH, BENCH_BASE (a running server)
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "./chromium";
import { median } from "./median";
import { startServer } from "./server";

export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

type Control = { page: string; name: string; selector: string };
const CONTROLS: readonly Control[] = [
  { page: "/", name: "home avatar", selector: "main section button" },
  { page: "/", name: "menu", selector: 'button[aria-controls="mobile-menu"]' },
  { page: "/games/snake", name: "Snake's Start", selector: ".game-controls button" },
  { page: "/ff-bots/likes", name: "likes submit", selector: 'form:has(#ff-uid) button[type="submit"]' },
];

type Sample = { content: number; painted: number; works: number; honest: boolean };
export type FirstTapRow = { page: string; control: string; contentMs: number; paintedMs: number; worksMs: number; contentToWorkingMs: number; honestRuns: number; runs: number };

async function measure(page: Page, base: string, path: string, selectors: readonly string[]): Promise<Sample[]> {
  // A string, not a function: tsx's transform wraps named functions in a helper the page lacks.
  await page.addInitScript(`(() => {
    const sels = ${JSON.stringify(selectors)};
    const out = sels.map(() => ({ painted: -1, works: -1, honest: true }));
    window.__firstTap = out;
    // A timer, not requestAnimationFrame: it also runs before the first frame.
    const timer = setInterval(() => {
      sels.forEach((sel, i) => {
        const el = document.querySelector(sel);
        const o = out[i];
        if (!el || o.works >= 0) return;
        if (o.painted < 0) {
          if (el.getBoundingClientRect().width > 0) o.painted = performance.now();
          else return;
        }
        const hydrated = Object.keys(el).some((k) => k.startsWith("__reactProps"));
        const saysNotReady = el.hasAttribute("data-not-ready");
        if (hydrated && !saysNotReady) o.works = performance.now();
        else if (!saysNotReady) o.honest = false;
      });
      if (out.every((o) => o.works >= 0)) clearInterval(timer);
    }, 16);
  })();`);
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  await page
    .waitForFunction(() => (window as unknown as { __firstTap: { works: number }[] }).__firstTap.every((o) => o.works >= 0), null, { timeout: 60_000 })
    .catch(async () =>
      console.log(`${path}: not every control worked within 60 s`, JSON.stringify(await page.evaluate(() => (window as unknown as { __firstTap: unknown }).__firstTap))),
    );
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
    return (window as unknown as { __firstTap: Sample[] }).__firstTap.map((o) => ({ ...o, content: fcp }));
  });
}

export async function measureFirstTap(base: string, { runs = 3, chromePath = DEFAULT_CHROMIUM } = {}): Promise<FirstTapRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const pages = [...new Set(CONTROLS.map((c) => c.page))];
  const samples = new Map<string, Sample[]>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of pages) {
        const controls = CONTROLS.filter((c) => c.page === path);
        const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        const got = await measure(
          page,
          base,
          path,
          controls.map((c) => c.selector),
        );
        controls.forEach((c, i) => samples.set(c.name, [...(samples.get(c.name) ?? []), got[i]!]));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return CONTROLS.map((c) => {
    const s = samples.get(c.name) ?? [];
    const m = (f: (x: Sample) => number) => Math.round(median(s.map(f)));
    return {
      page: c.page,
      control: c.name,
      contentMs: m((x) => x.content),
      paintedMs: m((x) => x.painted),
      worksMs: m((x) => x.works),
      contentToWorkingMs: m((x) => x.works - x.content),
      honestRuns: s.filter((x) => x.honest).length,
      runs: s.length,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_BASE: measure a server already running (its build) instead of starting this checkout's.
  const server = process.env.BENCH_BASE ? { base: process.env.BENCH_BASE, stop: async () => {} } : await startServer();
  try {
    const rows = await measureFirstTap(server.base, { runs: Number(process.env.BENCH_RUNS ?? 3), chromePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM });
    console.log("| page | control | content ms | painted ms | works ms | content to working ms | said not ready until it worked |");
    console.log("|---|---|---:|---:|---:|---:|---:|");
    for (const r of rows) console.log(`| ${r.page} | ${r.control} | ${r.contentMs} | ${r.paintedMs} | ${r.worksMs} | ${r.contentToWorkingMs} | ${r.honestRuns} of ${r.runs} |`);
  } finally {
    await server.stop();
  }
}
