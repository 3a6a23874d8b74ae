/**
 * The site's CSP has no 'unsafe-eval'. zod 4 probes `new Function("")` when it first builds an object
 * schema, to decide whether to compile a faster parser; in the browser that probe is a CSP violation,
 * which Chromium logs as an issue (Lighthouse best practices on /ff-bots/likes: 96, "Issues were logged
 * in the Issues panel"). zod's jitless mode skips the probe.
 *
 * It must be on before any schema is built, so root.tsx imports this module first. zod keeps its
 * config object on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and reuses one that exists,
 * so setting it here costs no zod code on pages that never validate; zod-jitless.test.ts proves zod
 * reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
