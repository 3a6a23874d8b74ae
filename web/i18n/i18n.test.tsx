import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  document.documentElement.lang = "";
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A Hindi page's i18n module, fresh: the page's language is read when the module loads. */
async function hindiPage() {
  document.documentElement.lang = "hi";
  return import("./i18n");
}

/** A component showing Snake's first text, on a Hindi page whose file for it has not been loaded. */
async function snakeOnHindiPage() {
  const { defineMessages, useMessages } = await hindiPage();
  const messages = defineMessages("games-snake", { idle: "Press Start to play" });
  return function Snake() {
    const t = useMessages(messages);
    return <p>{t.idle}</p>;
  };
}

function mount() {
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args.map(String).join(" ")));
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container, { onUncaughtError: (e) => errors.push(e), onRecoverableError: (e) => errors.push(e), onCaughtError: (e) => errors.push(e) });
  return { errors, consoleError, container, root };
}

describe("useMessages on a translated page", () => {
  it("a component reached by a client navigation waits for its file in place, then shows it, with no React error", async () => {
    const Snake = await snakeOnHindiPage();
    const { errors, container, root } = mount();
    root.render(<p>before</p>);
    await vi.waitFor(() => expect(container.textContent).toBe("before"));
    // A navigation: React Router renders the next page in a transition, so React keeps the old
    // page and, once the file has arrived, renders the waiting component again from where it
    // stopped. It failed with React error 467 (production) when useMessages then skipped use().
    startTransition(() => root.render(<Snake />));
    expect(container.textContent).toBe("before");
    await vi.waitFor(() => expect(container.textContent).toBe("खेलने के लिए “शुरू करो” दबाओ"));
    expect(errors).toEqual([]);
    root.unmount();
  });

  it("more components using texts already loaded show them too, with no React error", async () => {
    const Snake = await snakeOnHindiPage();
    const { errors, container, root } = mount();
    startTransition(() => root.render(<Snake />));
    await vi.waitFor(() => expect(container.textContent).toBe("खेलने के लिए “शुरू करो” दबाओ"));
    startTransition(() =>
      root.render(
        <>
          <Snake />
          <Snake />
        </>,
      ),
    );
    await vi.waitFor(() => expect(container.textContent).toBe("खेलने के लिए “शुरू करो” दबाओ".repeat(2)));
    expect(errors).toEqual([]);
    root.unmount();
  });
});

describe("format", () => {
  it("writes numbers in the page's language, making each number format once however often it is asked", async () => {
    const { format } = await hindiPage();
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat);
    const { number } = format.get();
    for (let i = 0; i < 50; i++) expect(number(1234567)).toBe("12,34,567");
    expect(number(0.5, { style: "percent" })).toBe("50%");
    expect(number(0.25, { style: "percent" })).toBe("25%");
    expect(made).toHaveBeenCalledTimes(2);
  });
});
