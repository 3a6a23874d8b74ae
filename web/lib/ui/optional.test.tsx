import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyPanel } from "./lazy-panel";
import { Optional } from "./optional";

function Broken(): never {
  throw new Error("chunk gone");
}

afterEach(() => vi.restoreAllMocks());

describe("a part the page can do without", () => {
  it("leaves itself out when it fails, and the page around it stays", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <main>
        <p>page</p>
        <Optional>
          <Broken />
        </Optional>
      </main>,
    );
    expect(screen.getByRole("main")).toHaveTextContent(/^page$/);
  });

  it("a lazy tool that fails shows the reload prompt in its own box", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <LazyPanel minHeight="10rem">
        <Broken />
      </LazyPanel>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This tool could not load. Check your connection and reload the page.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
