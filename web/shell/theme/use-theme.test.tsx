import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Loads the store afresh, as a page load does after the head script has set the root's class. */
async function loadProbe() {
  vi.resetModules();
  const { useTheme } = await import("./use-theme");
  return function Probe({ label }: { label: string }) {
    const { theme, toggleTheme } = useTheme();
    return <button onClick={toggleTheme}>{`${label}: ${theme}`}</button>;
  };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = "dark";
});

describe("useTheme", () => {
  it("reads the theme the head script put on the root", async () => {
    document.documentElement.className = "light";
    const Probe = await loadProbe();
    render(<Probe label="a" />);
    expect(screen.getByRole("button", { name: "a: light" })).toBeInTheDocument();
  });

  it("toggles, stores the choice, sets the root class and tells every reader", async () => {
    const Probe = await loadProbe();
    render(
      <>
        <Probe label="a" />
        <Probe label="b" />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "a: dark" }));
    expect(screen.getByRole("button", { name: "a: light" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "b: light" })).toBeInTheDocument();
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.classList.contains("light")).toBe(true);
  });
});
