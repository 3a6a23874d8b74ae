import { describe, expect, it } from "vitest";
import {
  type Build,
  checkFirstVisitCss,
  checkFirstVisitJs,
  checkFonts,
  checkLazyChunks,
  checkTranslatedPage,
  chunkName,
  FIRST_VISIT_JS_BUDGET_BYTES,
  inlineMessagesBytes,
} from "./budgets";

/** A synthetic build: file texts and their gzip sizes. */
function fakeBuild(files: Record<string, { code?: string; gzip: number }>): Build {
  return { read: (f) => files[f]?.code ?? "", gzipSize: (f) => files[f]?.gzip ?? 0 };
}

const HOME = '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/entry.js"/><script type="module">import "/assets/root.js";</script>';
const TOOLS = HOME + '<script type="module">import "/assets/tools-page.js";</script>';

const files = {
  "/assets/entry.js": { code: 'import"./runtime.js";', gzip: 30_000 },
  "/assets/runtime.js": { gzip: 40_000 },
  "/assets/root.js": { code: 'import"./runtime.js";import("./chat.js");', gzip: 20_000 },
  "/assets/chat.js": { gzip: 9_000 },
  "/assets/root.css": { gzip: 11_000 },
  "/assets/tools-page.js": { code: 'import"./runtime.js";const A=lazy(()=>import("./qr-tool-AbCd1234.js"));const B=lazy(()=>import("./uid-tool-AbCd1234.js"));', gzip: 3_000 },
  "/assets/qr-tool-AbCd1234.js": { code: 'import"./runtime.js";import"./slider.js";const q=()=>import("./qrcode-lib.js");', gzip: 2_000 },
  "/assets/uid-tool-AbCd1234.js": { code: 'import"./slider.js";', gzip: 3_000 },
  "/assets/slider.js": { gzip: 4_000 },
  "/assets/qrcode-lib.js": { gzip: 8_800 },
};

describe("first-visit budgets", () => {
  it("sums every script / loads at once, with their static imports, once each", () => {
    const line = checkFirstVisitJs("/", HOME, fakeBuild(files));
    expect(line).toMatchObject({ subject: "/ (3 files)", bytes: 90_000, budget: FIRST_VISIT_JS_BUDGET_BYTES, ok: true });
  });

  it("holds at exactly its budget (132 KB) and fails one byte past it", () => {
    const at = (total: number) => ({ ...files, "/assets/root.js": { code: 'import"./runtime.js";', gzip: total - 70_000 } });
    expect(FIRST_VISIT_JS_BUDGET_BYTES).toBe(132 * 1024);
    expect(checkFirstVisitJs("/", HOME, fakeBuild(at(132 * 1024))).ok).toBe(true);
    expect(checkFirstVisitJs("/", HOME, fakeBuild(at(132 * 1024 + 1))).ok).toBe(false);
  });

  it("fails when the first-visit JavaScript passes its budget, even through a transitive import", () => {
    const heavy = { ...files, "/assets/runtime.js": { code: 'import"./react-dom.js";', gzip: 40_000 }, "/assets/react-dom.js": { gzip: 65_000 } };
    const line = checkFirstVisitJs("/", HOME, fakeBuild(heavy));
    expect(line).toMatchObject({ bytes: 155_000, ok: false });
  });

  it("fails a page that loads no script at all (a broken build, not a small one)", () => {
    expect(checkFirstVisitJs("/", "<html></html>", fakeBuild(files)).ok).toBe(false);
  });

  it("checks the first visit's CSS against 30 KB", () => {
    expect(checkFirstVisitCss("/", HOME, fakeBuild(files))).toMatchObject({ bytes: 11_000, ok: true });
    const fat = { ...files, "/assets/root.css": { gzip: 31 * 1024 } };
    expect(checkFirstVisitCss("/", HOME, fakeBuild(fat)).ok).toBe(false);
  });
});

describe("lazily loaded tool chunks", () => {
  const shared = new Set(["/assets/entry.js", "/assets/runtime.js", "/assets/root.js"]);

  it("counts each tool with what it loads beyond the page, a library only it loads included", () => {
    const lines = checkLazyChunks("/tools", TOOLS, shared, fakeBuild(files));
    expect(lines.map((l) => [l.subject, l.bytes, l.ok])).toEqual([
      ["/tools qr-tool (3 files)", 2_000 + 4_000 + 8_800, true],
      ["/tools uid-tool (2 files)", 3_000 + 4_000, true],
    ]);
  });

  it("fails a tool over 15 KB", () => {
    const big = { ...files, "/assets/qrcode-lib.js": { gzip: 12_000 } };
    const lines = checkLazyChunks("/tools", TOOLS, shared, fakeBuild(big));
    expect(lines.map((l) => l.ok)).toEqual([false, true]);
  });

  it("fails when the page has no lazily loaded tool (they were bundled into the page)", () => {
    const eager = { ...files, "/assets/tools-page.js": { code: 'import"./uid-tool-AbCd1234.js";', gzip: 3_000 } };
    expect(checkLazyChunks("/tools", TOOLS, shared, fakeBuild(eager))).toEqual([
      { check: "lazy tool chunk", subject: "/tools: none found", ok: false, note: "expected lazily loaded tools" },
    ]);
  });

  it("names a chunk without its hash", () => {
    expect(chunkName("/assets/qr-code-generator-BclgZ0HF.js")).toBe("qr-code-generator");
    expect(chunkName("/assets/password-generator-BIFx6n7n.js")).toBe("password-generator");
    expect(chunkName("/assets/qr-code-generator-IwZr-MYf.js")).toBe("qr-code-generator");
  });
});

describe("fonts", () => {
  const preloaded = '<link rel="preload" as="font" type="font/woff2" href="/fonts/inter-latin.woff2" crossorigin=""/>';

  it("passes with no font files: system fonts", () => {
    expect(checkFonts([], "")).toEqual([{ check: "fonts", subject: "none: system fonts", ok: true }]);
  });

  it("passes a preloaded subset woff2", () => {
    expect(checkFonts([{ file: "/fonts/inter-latin.woff2", bytes: 24_000 }], preloaded)[0]!.ok).toBe(true);
  });

  it("fails a font that is not woff2, not subset, or not preloaded", () => {
    const lines = checkFonts(
      [
        { file: "/fonts/inter.ttf", bytes: 20_000 },
        { file: "/fonts/inter-latin.woff2", bytes: 300_000 },
        { file: "/fonts/other.woff2", bytes: 20_000 },
      ],
      preloaded,
    );
    expect(lines.map((l) => [l.ok, l.note])).toEqual([
      [false, "not woff2, not preloaded by /"],
      [false, "over 60 KB, not a subset"],
      [false, "not preloaded by /"],
    ]);
  });
});

describe("a translated page's first visit", () => {
  const inline = (json: string) => `<script type="application/json" id="i18n-messages">${json}</script>`;
  const gzipText = (text: string) => text.length;

  it("counts its scripts and the translations it carries, against English's scripts plus 3 KB", () => {
    const line = checkTranslatedPage("/hi", HOME + inline("x".repeat(3 * 1024)), HOME, fakeBuild(files), gzipText);
    expect(line).toMatchObject({ bytes: 90_000 + 3 * 1024, budget: 90_000 + 3 * 1024, ok: true });
  });

  it("reads the catalog whatever other attributes its element has (the route it is for)", () => {
    const html = HOME + `<script type="application/json" id="i18n-messages" data-route="index">${"x".repeat(100)}</script>`;
    expect(checkTranslatedPage("/hi", html, HOME, fakeBuild(files), gzipText).bytes).toBe(90_000 + 100);
  });

  it("fails one byte past the 3 KB", () => {
    expect(checkTranslatedPage("/hi", HOME + inline("x".repeat(3 * 1024 + 1)), HOME, fakeBuild(files), gzipText).ok).toBe(false);
  });

  it("reads no translations from an English page", () => {
    expect(inlineMessagesBytes(HOME, gzipText)).toBe(0);
  });
});
