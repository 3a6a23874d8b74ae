// @ts-check
import path from "node:path";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

/**
 * Import boundaries (STYLE.md habit 1, ARCHITECTURE.md "Shared contracts"):
 * - web/ and server/ meet only in contracts/ (and the root site.config.ts, which holds no secrets);
 * - a feature never imports another feature (they meet in a route module or the shell);
 * - contracts/ and web/lib/ import no feature, route or shell code;
 * - games/ (the engines the browser plays and the server replays) imports nothing from web/ or
 *   server/, and neither React nor anything that touches the DOM.
 */
const boundaries = {
  meta: { type: "problem", schema: [], messages: { bad: "{{why}}" } },
  create(context) {
    const file = path.relative(process.cwd(), context.filename).split(path.sep).join("/");
    const area = (p) => {
      const m = /^web\/features\/([^/]+)\//.exec(p);
      if (m) return { kind: "feature", name: m[1] };
      if (p.startsWith("web/lib/")) return { kind: "lib" };
      if (p.startsWith("web/")) return { kind: "web" };
      if (p.startsWith("server/")) return { kind: "server" };
      if (p.startsWith("contracts/")) return { kind: "contracts" };
      if (p.startsWith("games/")) return { kind: "games" };
      return { kind: "other" };
    };
    const from = area(file);
    return {
      ImportDeclaration(node) {
        const spec = String(node.source.value);
        if ((file.endsWith("/engine.ts") || from.kind === "games") && /^(react|react-dom|preact)(\/|$)/.test(spec)) {
          context.report({ node, messageId: "bad", data: { why: "A game engine must not import React." } });
        }
        if (!spec.startsWith(".")) return;
        const target = path.relative(process.cwd(), path.resolve(path.dirname(context.filename), spec)).split(path.sep).join("/");
        const to = area(target + "/");
        const report = (why) => context.report({ node, messageId: "bad", data: { why } });
        if (from.kind === "server" && (to.kind === "feature" || to.kind === "lib" || to.kind === "web"))
          report("server/ must not import web/: share code through contracts/.");
        if ((from.kind === "feature" || from.kind === "lib" || from.kind === "web") && to.kind === "server")
          report("web/ must not import server/: share code through contracts/.");
        if (from.kind === "games" && to.kind !== "games" && to.kind !== "contracts")
          report("games/ is shared by web/ and server/: it imports only games/ and contracts/.");
        if (from.kind === "contracts" && to.kind !== "contracts" && !target.startsWith("site.config"))
          report("contracts/ must stand alone.");
        if (from.kind === "feature" && to.kind === "feature" && from.name !== to.name)
          report(`Features do not import each other (${from.name} -> ${to.name}); meet in a route module.`);
        if (from.kind === "lib" && (to.kind === "feature" || (to.kind === "web" && !target.startsWith("web/lib"))) && !target.startsWith("web/content"))
          report("web/lib/ is below features and the shell: it must not import them.");
        if (from.kind === "feature" && to.kind === "web" && /^web\/(shell|routes)\//.test(target + "/"))
          report("Features must not import the shell or routes.");
      },
    };
  },
};

export default tseslint.config(
  { ignores: ["build/**", "builds/**", "node_modules/**", ".react-router/**", "test-results/**", "playwright-report/**", "bench/results/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX, local: { rules: { boundaries } } },
    // Relative imports name .ts/.tsx files without their extension; packages are not followed.
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "local/boundaries": "error",
      // A cycle makes load order decide what is defined when (an import can be undefined at the
      // time it is used) and makes layers meaningless; type-only imports are not counted.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/engine.ts", "games/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", "window", "document", "localStorage", "sessionStorage", "setTimeout", "setInterval", "requestAnimationFrame"],
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "Engines take a seeded random source." }],
    },
  },
  {
    // The server replays challenge runs with these engines: a run played in Safari or on an ARM
    // phone must give the same score in Node. + - * / on doubles are exact IEEE 754 everywhere;
    // these Math functions are only approximated, differently per JavaScript engine.
    files: ["games/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Engines take a seeded random source (games/shared/random.ts)." },
        ...["sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp", "expm1", "log", "log1p", "log2", "log10", "pow", "sqrt", "cbrt", "hypot"].map((property) => ({
          object: "Math",
          property,
          message: "Approximated differently by each JavaScript engine, so a replay could disagree: use games/shared/trig.ts, a table or integer math.",
        })),
      ],
      "no-restricted-syntax": ["error", { selector: "BinaryExpression[operator='**'][right.type!='Literal']", message: "** with a computed exponent is Math.pow: approximated per engine." }],
    },
  },
  {
    // zod's jitless switch lives in contracts/zod.ts and must run before any schema parses in the
    // browser (its CSP has no 'unsafe-eval'): shared and page code take z from there.
    files: ["contracts/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: ["contracts/zod.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "zod", message: "Import { z } from contracts/zod.ts: it sets zod's jitless mode for the browser's CSP first.", allowTypeImports: true }] }],
    },
  },
);
