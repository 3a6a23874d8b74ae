import { describe, expect, it } from "vitest";
import { dynamicImports, fullClosure, htmlScripts, htmlStylesheets, resolveImport, staticClosure, staticImports } from "./module-graph";

describe("module graph of the built client", () => {
  it("reads minified static imports and re-exports, resolved against the importing chunk", () => {
    const code = 'import{t as e}from"./a-1.js";import"./b-2.js";export{x}from"./c-3.js";import*as r from`./d-4.js`;const s="import is a word";';
    expect(staticImports(code, "/assets/x.js").sort()).toEqual(["/assets/a-1.js", "/assets/b-2.js", "/assets/c-3.js", "/assets/d-4.js"]);
  });

  it("tells dynamic imports from static ones and leaves bare specifiers out", () => {
    const code = 'import{a}from"./a.js";const L=lazy(()=>e(()=>import(`./tool-1.js`),__vite__mapDeps([0])));import("react");';
    expect(dynamicImports(code, "/assets/page.js")).toEqual(["/assets/tool-1.js"]);
    expect(staticImports(code, "/assets/page.js")).toEqual(["/assets/a.js"]);
    expect(resolveImport("/assets/x.js", "react")).toBeUndefined();
    expect(resolveImport("/assets/x.js", "../y.js")).toBe("/y.js");
  });

  it("follows static imports transitively, and dynamic ones only when asked", () => {
    const files: Record<string, string> = {
      "/assets/entry.js": 'import"./react.js";import("./later.js");',
      "/assets/react.js": 'import"./scheduler.js";',
      "/assets/scheduler.js": "",
      "/assets/later.js": 'import"./react.js";',
    };
    const read = (f: string) => files[f] ?? "";
    expect([...staticClosure(["/assets/entry.js"], read)].sort()).toEqual(["/assets/entry.js", "/assets/react.js", "/assets/scheduler.js"]);
    expect(fullClosure(["/assets/entry.js"], read).has("/assets/later.js")).toBe(true);
  });

  it("does not walk into files already loaded: what they load on demand is theirs", () => {
    const files: Record<string, string> = {
      "/assets/tool.js": 'import"./shell.js";import"./tool-lib.js";',
      "/assets/shell.js": 'import("./toaster.js");',
      "/assets/tool-lib.js": 'import("./qr.js");',
    };
    const read = (f: string) => files[f] ?? "";
    const loaded = new Set(["/assets/shell.js"]);
    expect([...fullClosure(["/assets/tool.js"], read, loaded)].sort()).toEqual(["/assets/qr.js", "/assets/shell.js", "/assets/tool-lib.js", "/assets/tool.js"]);
    expect(fullClosure(["/assets/tool.js"], read).has("/assets/toaster.js")).toBe(true);
  });

  it("finds every script and stylesheet a page loads at once: modulepreload, src, inline module imports", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
      '<script>window.__ctx = {}; import("/assets/not-a-module.js")</script>' +
      '<script src="/assets/extra.js"></script>' +
      '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>';
    expect([...htmlScripts(html)].sort()).toEqual(["/assets/entry.js", "/assets/extra.js", "/assets/manifest-1.js", "/assets/root.js"]);
    expect([...htmlStylesheets(html)]).toEqual(["/assets/root.css"]);
    expect([...htmlStylesheets('<link rel="stylesheet" href="/assets/shell-1.css#"/>')]).toEqual(["/assets/shell-1.css"]);
  });
});
