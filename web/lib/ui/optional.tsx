import { Component, type ReactNode } from "react";

/**
 * A part the page can do without: when its code cannot load (the connection dropped, a chunk gone
 * after a deploy) or it crashes, it shows `fallback` (nothing by default) instead of the error
 * reaching the page's own error screen. The shell's deferred extras leave themselves out; a tool
 * shows a reload prompt in its own box.
 */
export class Optional extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("A part of the page could not load or crashed:", error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
