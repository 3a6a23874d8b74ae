/**
 * How long the server keeps personal rows (issue 18 #11): the records of free and VIP likes uses
 * (hashed IP, UID) and the per-visitor blog view rows (hashed IP). One constant, read by the
 * server's pruning and stated on the privacy page, so the page cannot promise one period while
 * the server keeps another. Daily totals without personal data are kept.
 */
export const PERSONAL_DATA_RETENTION_DAYS = 30;
