import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { describe, expect, it } from "vitest";
import { useFocusTrap, wrapTarget } from "./focus-trap";

describe("wrapTarget", () => {
  const [a, b, c] = ["a", "b", "c"].map((id) => Object.assign(document.createElement("button"), { id }));
  const items = [a!, b!, c!];

  it("wraps Tab from the last item to the first and Shift+Tab from the first to the last", () => {
    expect(wrapTarget(items, c!, false)).toBe(a);
    expect(wrapTarget(items, a!, true)).toBe(c);
  });

  it("leaves moves between inner items to the browser", () => {
    expect(wrapTarget(items, a!, false)).toBeNull();
    expect(wrapTarget(items, c!, true)).toBeNull();
  });

  it("pulls focus that is outside back in at the matching end", () => {
    expect(wrapTarget(items, document.body, false)).toBe(a);
    expect(wrapTarget(items, document.body, true)).toBe(c);
  });
});

function Trap({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <>
      <button type="button">outside</button>
      <div ref={ref}>
        <button type="button">first</button>
        <button type="button" disabled>
          disabled
        </button>
        <a href="/x">last</a>
      </div>
    </>
  );
}

describe("useFocusTrap", () => {
  // happy-dom has no layout: every element has client rects, so visibility is not what is tested here.
  it("cycles Tab inside the container while active, skipping disabled controls", async () => {
    render(<Trap active />);
    screen.getByRole("link", { name: "last" }).focus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "first" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("link", { name: "last" })).toHaveFocus();
  });

  it("lets Tab leave when inactive", async () => {
    render(<Trap active={false} />);
    screen.getByRole("link", { name: "last" }).focus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "last" })).not.toHaveFocus();
  });
});
