import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { dropReactOnlyProps } from "./preact-props";

describe("React-only props under Preact", () => {
  it("are written as attributes without the hook, and dropped with it", () => {
    const link = () => h("link", { rel: "modulepreload", href: "/assets/a.js", suppressHydrationWarning: true });
    expect(renderToString(link())).toContain("suppressHydrationWarning");
    dropReactOnlyProps();
    expect(renderToString(link())).toBe('<link rel="modulepreload" href="/assets/a.js"/>');
  });
});
