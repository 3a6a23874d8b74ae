/** Random Free Fire-style UIDs: 9 or 10 digits, never a leading zero, 1 to 10 at a time. */
import { randomIndex, type Uint32Source } from "../../../lib/secure-random";

export const UID_COUNT = { min: 1, max: 10, default: 5 } as const;
export const UID_LENGTHS = [9, 10] as const;

export function clampUidCount(count: number): number {
  if (!Number.isFinite(count)) return UID_COUNT.default;
  return Math.min(UID_COUNT.max, Math.max(UID_COUNT.min, Math.round(count)));
}

/** A 9 or 10 digit number (each length equally likely) whose first digit is 1 to 9. */
export function generateUid(source?: Uint32Source): string {
  const length = UID_LENGTHS[randomIndex(UID_LENGTHS.length, source)]!;
  let uid = String(1 + randomIndex(9, source));
  while (uid.length < length) uid += String(randomIndex(10, source));
  return uid;
}

export function generateUids(count: number, source?: Uint32Source): string[] {
  return Array.from({ length: clampUidCount(count) }, () => generateUid(source));
}
