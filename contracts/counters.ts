/**
 * What the site's pages send to the public counters (POST /api/tool-usage/:tool and
 * POST /api/blog/:slug/views): an empty JSON object with its type. The server counts nothing else,
 * since another site's page cannot send JSON here without a CORS preflight the server never grants.
 */
export const COUNTER_REQUEST_INIT = {
  headers: { "content-type": "application/json" },
  body: "{}",
} as const satisfies RequestInit;
