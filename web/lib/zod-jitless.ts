/**
 * The site's CSP has no 'unsafe-eval'. zod 4 probes `new Function("")` when it first parses with an
 * object schema, to decide whether to compile a faster parser; in the browser that probe is a CSP
 * violation, which Chromium logs as an issue (Lighthouse best practices on /ff-bots/likes: 96, "Issues
 * were logged in the Issues panel"). zod's jitless mode skips the probe and the compiled parser.
 *
 * It must be on before any schema parses, so root.tsx imports this module first. `z.config` is zod's
 * public switch for it; the bundler keeps only zod's small config module from this import (about
 * 200 bytes minified), so pages that never validate do not load the schema library for it.
 */
import { z } from "zod";

z.config({ jitless: true });
