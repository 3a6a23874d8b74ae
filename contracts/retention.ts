/**
 * How long the server keeps personal rows (docs/decisions/021): the records of free and VIP likes uses
 * (hashed IP, UID) and the per-visitor blog view rows (hashed IP). One constant, read by the
 * server's pruning and stated on the privacy page, so the page cannot promise one period while
 * the server keeps another. Daily totals without personal data are kept.
 */
export const PERSONAL_DATA_RETENTION_DAYS = 30;

/**
 * The daily challenge's periods, for the same reason: the server's clean-up
 * (server/modules/challenge/service.ts) and the privacy page read them. Submitted runs are kept
 * this many days, except the run each game's public record shows.
 */
export const CHALLENGE_RUN_RETENTION_DAYS = 90;
/** Started runs (with their moves and times), limit counters and name slots: while their day can still be played. */
export const CHALLENGE_DAILY_ROWS_RETENTION_DAYS = 2;
