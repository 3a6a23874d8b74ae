import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../../contracts/admin";
import { greetingShownOn } from "./greeting-pages";

describe("greetingShownOn", () => {
  it("greets on the site's pages, not on a game screen or the dashboard", () => {
    for (const path of ["/", "/games", "/blog/some-post", "/goals", "/administrator"]) expect(greetingShownOn(path), path).toBe(true);
    for (const path of [ADMIN_PATH, `${ADMIN_PATH}/`, "/games/snake"]) expect(greetingShownOn(path), path).toBe(false);
  });

  it("knows a game screen in every language", () => {
    for (const path of ["/hi/games/snake", "/pt-br/games/2048", "/ar/games/pong/"]) expect(greetingShownOn(path), path).toBe(false);
    for (const path of ["/hi", "/ar/games", "/id/blog/some-post"]) expect(greetingShownOn(path), path).toBe(true);
  });
});
