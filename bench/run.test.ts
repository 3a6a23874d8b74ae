import { describe, expect, it } from "vitest";
import { selectRoutes } from "./run";

describe("selectRoutes", () => {
  const routes = ["/", "/blog", "/games"];

  it("measures every route with simulated throttling, then `/` with throttling applied", () => {
    expect(selectRoutes(routes, undefined)).toEqual([
      { route: "/", throttling: "simulate" },
      { route: "/blog", throttling: "simulate" },
      { route: "/games", throttling: "simulate" },
      { route: "/", throttling: "devtools" },
    ]);
  });

  it("keeps only the rows BENCH_ROUTES names, by their labels", () => {
    expect(selectRoutes(routes, "/ (applied throttling)")).toEqual([{ route: "/", throttling: "devtools" }]);
    expect(selectRoutes(routes, " /blog , /")).toEqual([
      { route: "/", throttling: "simulate" },
      { route: "/blog", throttling: "simulate" },
    ]);
  });

  it("refuses a list that matches no row, naming the rows there are", () => {
    expect(() => selectRoutes(routes, "/nope")).toThrow("BENCH_ROUTES matches no row (rows: /, /blog, /games, / (applied throttling))");
  });
});
