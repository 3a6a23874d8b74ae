import { options, type VNode } from "preact";

/** Props React reads and never writes to the DOM, which Preact would write as attributes. */
const REACT_ONLY_PROPS = ["suppressHydrationWarning"] as const;

/**
 * Drops React-only props from DOM elements before Preact renders them, in the prerender and in
 * the browser. React Router's `<Scripts>` puts `suppressHydrationWarning` on every modulepreload
 * link; without this the HTML would carry it as an unknown attribute.
 */
export function dropReactOnlyProps(): void {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === "string" && vnode.props) {
      const props = vnode.props as Record<string, unknown>;
      for (const name of REACT_ONLY_PROPS) delete props[name];
    }
    next?.(vnode);
  };
}
