/**
 * localStorage that never throws: private modes, full quotas and disabled storage all read as
 * "nothing stored" instead of breaking a page or a game.
 */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply lasts for this page only.
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore: see writeString
  }
}

/** An integer stored as text (high scores). Missing or corrupt values read as 0. */
export function readInt(key: string): number {
  const raw = readString(key);
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return 0;
  return Number.parseInt(raw, 10);
}

export function writeInt(key: string, value: number): void {
  writeString(key, String(Math.max(0, Math.trunc(value))));
}

/** A JSON value, or null when missing or not valid JSON (the caller still checks its shape). */
export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
