/**
 * zod for every schema the site shares (contracts/ and the pages that import it): import `z` from
 * here, never from "zod", so the switch below is set before any schema parses.
 *
 * The site's CSP has no 'unsafe-eval'. zod 4 probes `new Function("")` at its first object parse, to
 * decide whether to compile a faster parser; in the browser that probe is a CSP violation, which
 * Chromium logs as an issue (Lighthouse best practices on /ff-bots/likes: 96). zod's public
 * `z.config({ jitless: true })` skips it. Set here, zod is only loaded by the chunks that use schemas:
 * importing zod from the root for this put the whole library in every page's first visit (+20 KB
 * gzip on /, check:bundle). On the server (no window, no CSP) zod keeps its compiled parsers.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
