// @ts-check
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

/**
 * Import boundaries (docs/architecture.md says what may import what and why): imports flow one
 * way, contracts/ and lib/ -> features -> routes and shell; features do not import each other;
 * web/ and server/ meet only in contracts/. They are import-x zones: each
 * zone forbids files under `target` to import anything under `from` (except `except`, relative to
 * `from`). Packages resolve into node_modules/, which is how the engines are kept off React.
 */
const FEATURES = readdirSync(new URL("web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ENGINES = ["./games", "./**/engine.ts"];
const boundaryZones = [
  // web/ and server/ meet only in contracts/ (and the root site.config.ts, which holds no secrets).
  { target: "./server", from: "./web", message: "server/ must not import web/: share code through contracts/." },
  { target: "./web", from: "./server", message: "web/ must not import server/: share code through contracts/." },
  // games/ holds the engines the browser plays and the server replays.
  {
    target: "./games",
    from: ".",
    except: ["./games", "./contracts", "./node_modules"],
    message: "games/ is shared by web/ and server/: it imports only games/ and contracts/.",
  },
  ...ENGINES.map((target) => ({
    target,
    from: ["./node_modules/react", "./node_modules/react-dom", "./node_modules/preact"],
    message: "A game engine must not import React.",
  })),
  { target: "./contracts", from: ".", except: ["./contracts", "./site.config.ts", "./node_modules"], message: "contracts/ must stand alone." },
  // texts/ holds the words the server and the build write in every language; web/ may show them too.
  {
    target: "./texts",
    from: ".",
    except: ["./texts", "./contracts", "./node_modules"],
    message: "texts/ is shared by web/, server/ and the build: it imports only texts/ and contracts/.",
  },
  // publishing/ (the site folder's reader, the post renderer) is loaded by the build, the server and
  // the blog routes' loaders alike, so it leans on none of them; its tests may use their fixtures.
  {
    target: "./publishing/!(*.test).ts",
    from: ".",
    except: ["./publishing", "./contracts", "./texts", "./node_modules"],
    message: "publishing/ is shared by the build, the server and the blog routes: it imports only publishing/, contracts/ and texts/.",
  },
  // Features meet in a route module or the shell, never in each other.
  ...FEATURES.map((name) => ({
    target: `./web/features/${name}`,
    from: "./web/features",
    except: [`./${name}`],
    message: `Features do not import each other (${name} -> another feature); meet in a route module.`,
  })),
  { target: "./web/features", from: ["./web/shell", "./web/routes"], message: "Features must not import the shell or routes." },
  { target: "./web/lib", from: "./web", except: ["./lib", "./content", "./i18n"], message: "web/lib/ is below features and the shell: it must not import them." },
  // The page's language and texts (decision 048) sit below everything else in web/.
  { target: "./web/i18n", from: "./web", except: ["./i18n"], message: "web/i18n/ is the lowest layer of web/: it imports only itself, contracts/ and packages." },
];

export default tseslint.config(
  { ignores: ["build/**", "builds/**", "test-build/**", "node_modules/**", ".react-router/**", "test-results/**", "playwright-report/**", "bench/results/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    // Relative imports name .ts/.tsx files without their extension; packages are not followed.
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
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
        ...[
          "sin",
          "cos",
          "tan",
          "asin",
          "acos",
          "atan",
          "atan2",
          "sinh",
          "cosh",
          "tanh",
          "asinh",
          "acosh",
          "atanh",
          "exp",
          "expm1",
          "log",
          "log1p",
          "log2",
          "log10",
          "pow",
          "sqrt",
          "cbrt",
          "hypot",
        ].map((property) => ({
          object: "Math",
          property,
          message: "Approximated differently by each JavaScript engine, so a replay could disagree: use games/shared/trig.ts, a table or integer math.",
        })),
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "BinaryExpression[operator='**'][right.type!='Literal']", message: "** with a computed exponent is Math.pow: approximated per engine." },
      ],
    },
  },
  {
    // zod's jitless switch lives in contracts/zod.ts and must run before any schema parses in the
    // browser (its CSP has no 'unsafe-eval'): shared and page code take z from there.
    files: ["contracts/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: ["contracts/zod.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import { z } from contracts/zod.ts: it sets zod's jitless mode for the browser's CSP first.", allowTypeImports: true }] },
      ],
    },
  },
);
