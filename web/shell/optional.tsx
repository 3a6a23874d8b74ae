import { Component, type ReactNode } from "react";

/**
 * What can do without: when a part's code cannot load (the connection dropped in the seconds after
 * `load`, a chunk gone after a deploy), the part is left out instead of the error reaching the
 * page's own error screen.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("A deferred part of the page could not load:", error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
