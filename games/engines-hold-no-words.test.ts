import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Engines say what happened (state and events: a winner, a death reason, a score); the web says it
 * in the page's language (each game's texts in web/features/games/). A message in an engine would
 * be English a translated page cannot show, so no engine exports one.
 */
const ENGINES = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, import.meta.url)).includes("engine.ts"))
  .map((entry) => entry.name);

describe("the game engines", () => {
  it("are all found", () => {
    expect(ENGINES).toHaveLength(14);
  });

  it.each(ENGINES)("%s exports no message for a player to read", (game) => {
    const source = readFileSync(new URL(`${game}/engine.ts`, import.meta.url), "utf8");
    expect(source.match(/export (?:function|const) \w*(?:Message|MESSAGE)\w*/g) ?? []).toEqual([]);
  });
});
