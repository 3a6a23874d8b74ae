import { describe, expect, it } from "vitest";
import { partLoaderProblems } from "./route-texts";

describe("the lazy parts against the loaders that fetch their texts", () => {
  const parts = {
    "features/tools/uid-generator/uid-generator": { key: "parts/features/tools/uid-generator/uid-generator", names: ["tools-uid"] },
    "features/admin/chart-canvas": { key: "parts/features/admin/chart-canvas", names: [] },
  };

  it("is content when every part with texts has a loader naming it (one with none needs none)", () => {
    expect(partLoaderProblems(parts, new Set(["features/tools/uid-generator/uid-generator"]))).toEqual([]);
  });

  it("names a part with texts that no loader fetches, and says how to load it", () => {
    expect(partLoaderProblems(parts, new Set())).toEqual([
      'web/features/tools/uid-generator/uid-generator is loaded lazily and shows texts (tools-uid): load it with withPartTexts("features/tools/uid-generator/uid-generator", () => import(...))',
    ]);
  });

  it("names a loader whose part does not exist", () => {
    expect(partLoaderProblems(parts, new Set(["features/tools/uid-generator/uid-generator", "features/tools/uid-generator"]))).toEqual([
      'a loader names the part "features/tools/uid-generator", which no page loads lazily',
    ]);
  });
});
