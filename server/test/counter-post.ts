import { COUNTER_REQUEST_INIT } from "../../contracts/counters";

/** What the site's own pages send to a public counter, as `app.inject` options. */
export const COUNTER_POST = { method: "POST", headers: { ...COUNTER_REQUEST_INIT.headers }, payload: COUNTER_REQUEST_INIT.body } as const;
