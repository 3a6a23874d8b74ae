import { describe, expect, it } from "vitest";
import { ADMIN_PATH } from "../../contracts/admin";
import { greetingShownOn } from "./greeting-pages";

describe("greetingShownOn", () => {
  it("greets on the site's pages, not on a game screen or the dashboard", () => {
    for (const path of ["/", "/games", "/blog/some-post", "/goals", "/administrator"]) expect(greetingShownOn(path), path).toBe(true);
    for (const path of [ADMIN_PATH, `${ADMIN_PATH}/`, "/games/snake"]) expect(greetingShownOn(path), path).toBe(false);
  });
});
