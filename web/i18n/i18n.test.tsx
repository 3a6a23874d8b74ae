import { act } from "react";
import { flushSync } from "react-dom";
import hindiSnake from "./messages/hi/games-snake.json";
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

/** A component showing Snake's first text on a Hindi page, and how many times it rendered. */
async function snakeOnHindiPage() {
  const i18n = await hindiPage();
  const messages = i18n.defineMessages("games-snake", { idle: "Press Start to play" });
  const renders = { count: 0 };
  function Snake() {
    const t = i18n.useMessages(messages);
    renders.count++;
    return <p>{t.idle}</p>;
  }
  return { ...i18n, messages, Snake, renders };
}

/** Snake's first text in Hindi, as its catalog file has it. */
const HINDI_IDLE = hindiSnake.idle;

function mount() {
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args.map(String).join(" ")));
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container, { onUncaughtError: (e) => errors.push(e), onRecoverableError: (e) => errors.push(e), onCaughtError: (e) => errors.push(e) });
  return { errors, consoleError, container, root };
}

describe("useMessages on a translated page", () => {
  it("shows a component's texts from the page's catalog at its first render, waiting for nothing", async () => {
    const { Snake, addCatalog } = await snakeOnHindiPage();
    addCatalog("hi", { "games-snake": { idle: HINDI_IDLE } });
    const { errors, container, root } = mount();
    flushSync(() => root.render(<Snake />));
    expect(container.textContent).toBe(HINDI_IDLE);
    expect(errors).toEqual([]);
    root.unmount();
  });

  it("keeps the same texts object while its catalog entry stays: another catalog arriving renders nothing again", async () => {
    const { Snake, addCatalog, messages, renders } = await snakeOnHindiPage();
    addCatalog("hi", { "games-snake": { idle: HINDI_IDLE } });
    const before = messages.get();
    const { errors, container, root } = mount();
    flushSync(() => root.render(<Snake />));
    const rendered = renders.count;
    // A later part's catalog (the chat window's), and one repeating Snake's entry, change nothing here.
    act(() => addCatalog("hi", { "chat-window": { title: "चैट" }, "games-snake": { idle: "other" } }));
    expect(renders.count).toBe(rendered);
    expect(messages.get()).toBe(before);
    expect(container.textContent).toBe(HINDI_IDLE);
    expect(errors).toEqual([]);
    root.unmount();
  });

  it("on the dev server, which writes no catalogs, loads a component's own file when its texts are missing", async () => {
    const { Snake } = await snakeOnHindiPage();
    const { errors, container, root } = mount();
    flushSync(() => root.render(<Snake />));
    expect(container.textContent).toBe("Press Start to play");
    await vi.waitFor(() => expect(container.textContent).toBe(HINDI_IDLE));
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
