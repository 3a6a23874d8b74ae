/**
 * What one player's UID is (docs/decisions/020-one-player-one-uid.md): a Free Fire UID is a
 * number, so "012345678" and "12345678" name the same player. The request is still validated
 * by its fixed rule (8 to 11 digits, "UID must be 8-11 digits"); after that, the canonical UID
 * (no leading zeros) is what the daily limit is keyed on, what is stored and what is sent to the
 * provider, so padding a UID with zeros can never buy another free use.
 */
export function canonicalUid(uid: string): string {
  // An all-zero UID stays "0" rather than becoming empty.
  return uid.replace(/^0+(?=\d)/, "");
}
