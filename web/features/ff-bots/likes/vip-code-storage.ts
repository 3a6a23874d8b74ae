/** The visitor's VIP code, remembered on this device only (localStorage), until they forget it. */
import { useCallback, useEffect, useState } from "react";
import { readString, removeKey, writeString } from "../../../lib/safe-storage";

export const VIP_CODE_STORAGE_KEY = "ffVipCode";

/** null until read after hydration (the prerendered page knows no storage), and when none is saved. */
export function useStoredVipCode(): { code: string | null; save: (code: string) => void; forget: () => void } {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    setCode(readString(VIP_CODE_STORAGE_KEY));
  }, []);
  const save = useCallback((value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    writeString(VIP_CODE_STORAGE_KEY, trimmed);
    setCode(trimmed);
  }, []);
  const forget = useCallback(() => {
    removeKey(VIP_CODE_STORAGE_KEY);
    setCode(null);
  }, []);
  return { code, save, forget };
}
