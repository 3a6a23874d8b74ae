import type { Page } from "@playwright/test";
import { unlocalizedPath } from "../contracts/locales";
import { expect, hydrated, shellExtrasLoaded, test } from "./fixtures";
import { browserCheckedPaths } from "./site-pages";

/**
 * Every prerendered page hydrates cleanly with React 19 (docs/decisions/016-react-renders-the-site.md):
 * no console error or warning, no error React recovered from (web/lib/hydration-report.ts), and the
 * DOM after hydration equal to the prerendered HTML, element by element, attributes and text
 * included. It is compared twice: when the page has hydrated, and again once the shell's extras,
 * which load after the page has loaded (web/shell/deferred-parts.tsx, web/lib/after-load.ts),
 * have loaded and hydrated too, so a lazy part that replaced its prerendered HTML (with its
 * loading fallback, say) fails here.
 *
 * What may change after hydration by design is named, not guessed: `<html>`'s own attributes
 * (the boot script's theme and splash classes, the hydration marker) are not compared; elements
 * rendered only in the browser (the greeting box, which depends on the visitor's clock, the hub's
 * box of yesterday's challenge winners, fetched after the page, and the toaster's region) are left out; text inside `[data-live]` (a count refreshed from the API) is
 * not compared; two attributes that a widget sets once it can be used are not compared (below);
 * and on the few pages whose main content is drawn or fetched in the browser by design, only the
 * page around <main> is compared. Reduced motion keeps the particles and confetti out of the DOM.
 */
test.use({ reducedMotion: "reduce", serviceWorkers: "allow" });

/** Elements the browser adds after hydration by design. */
const BROWSER_ONLY = ['[data-testid="greeting-box"]', '[data-testid="hub-winners-box"]', '[aria-label^="Notifications"]', "[data-radix-toast-announce-exclude]"];

/**
 * Attributes set or cleared once the page can be used: the not-ready marks on controls that wait
 * for hydration (a game's Start, the menu toggle, the home avatar: `aria-disabled`, `aria-busy`,
 * `data-not-ready`, web/lib/ui/not-ready.ts), and the roving `tabindex` Radix moves onto a tab list
 * after mounting.
 */
const SET_WHEN_INTERACTIVE = new Set(["aria-disabled", "aria-busy", "data-not-ready", "tabindex"]);

/** Pages whose <main> is drawn or fetched in the browser by design, with the reason. */
const BROWSER_DRAWN_MAIN: Record<string, string> = {
  "/admin": "asks the server whether a session exists, then shows sign-in or the dashboard",
  "/ff-bots/likes": "asks the API for the provider's status, then shows the Demo badge and numbers",
  "/games/2048": "deals a random board after hydration",
  "/games/sliding": "shuffles the tiles after hydration",
  "/content": "picks a random quote after hydration",
  "/games/typing": "picks a random sentence after hydration",
  "/games/replay": "reads which run to play back from the address (?run=) after hydration, then fetches it",
};

/**
 * Answers that are errors on purpose, which Chromium logs as console errors: the not-found
 * documents themselves (404), the dashboard's session check before sign-in (401), and the blog's
 * not-found page opened at its own path asking the API for the slug "_not-found" (400).
 */
const EXPECTED_STATUS: Record<string, RegExp> = {
  "/404": /status of 404/,
  "/blog/_not-found": /status of (404|400)/,
  "/admin": /status of 401/,
};

type Node = { tag: string; attrs: string; text: string };

async function domShape(page: Page, html: string | undefined, path: string): Promise<Node[]> {
  return page.evaluate(
    ({ source, skip, ignoredAttrs, skipMain }) => {
      const doc = source === undefined ? document : new DOMParser().parseFromString(source, "text/html");
      const out: { tag: string; attrs: string; text: string }[] = [];
      const walk = (el: Element, live: boolean) => {
        if (skip.some((s) => el.matches(s))) return;
        if (skipMain && el.localName === "main") return;
        const isLive = live || el.hasAttribute("data-live");
        const attrs = [...el.attributes]
          .filter((a) => !ignoredAttrs.includes(a.name))
          .map((a) => `${a.name}=${a.value}`)
          .sort()
          .join(" ");
        const text = isLive
          ? ""
          : [...el.childNodes]
              .filter((n) => n.nodeType === 3)
              .map((n) => n.textContent ?? "")
              .join("")
              .replace(/\s+/g, " ")
              .trim();
        out.push({ tag: el.localName, attrs, text });
        for (const child of el.children) walk(child, isLive);
      };
      walk(doc.head, false);
      walk(doc.body, false);
      return out;
    },
    { source: html, skip: BROWSER_ONLY, ignoredAttrs: [...SET_WHEN_INTERACTIVE], skipMain: unlocalizedPath(path) in BROWSER_DRAWN_MAIN },
  );
}

/** The first difference, readable in a failure message. */
function firstDifference(actual: Node[], expected: Node[]): string | null {
  for (let i = 0; i < Math.max(actual.length, expected.length); i++) {
    const a = actual[i];
    const e = expected[i];
    if (JSON.stringify(a) !== JSON.stringify(e)) {
      return `element ${i}: prerendered ${JSON.stringify(e)}\n           hydrated    ${JSON.stringify(a)}`;
    }
  }
  return null;
}

/**
 * Vite's loader for a lazily loaded chunk adds a `modulepreload` link for each of its imports and
 * a stylesheet link for its CSS to <head>, when the page has not already got that exact link.
 */
const withoutAddedPreloads = (nodes: Node[], expected: Node[]) => {
  const known = new Set(expected.map((n) => `${n.tag} ${n.attrs}`));
  return nodes.filter((n) => !(n.tag === "link" && /\brel=(modulepreload|stylesheet)\b/.test(n.attrs) && !known.has(`${n.tag} ${n.attrs}`)));
};

// In every language (decision 048): a translated page hydrates from the translations it carries.
for (const path of browserCheckedPaths()) {
  test(`${path} hydrates with no error, warning or DOM difference`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const hydrates = html.includes('type="module"');
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(`page error: ${String(e)}`));
    page.on("console", (m) => {
      const ownStatus = m.text().startsWith("Failed to load resource") && !!EXPECTED_STATUS[unlocalizedPath(path)]?.test(m.text());
      if ((m.type() === "error" || m.type() === "warning") && !ownStatus) problems.push(`console ${m.type()}: ${m.text()}`);
    });

    await page.goto(path);
    if (hydrates) await hydrated(page);
    const expected = await domShape(page, html, path);
    expect(firstDifference(withoutAddedPreloads(await domShape(page, undefined, path), expected), expected)).toBeNull();

    if (hydrates) {
      await shellExtrasLoaded(page);
      await page.waitForLoadState("networkidle");
      expect(firstDifference(withoutAddedPreloads(await domShape(page, undefined, path), expected), expected)).toBeNull();
      expect(await page.evaluate(() => (window as { __recoverableErrors?: string[] }).__recoverableErrors ?? [])).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}
