import { useEffect, useState } from "react";

/** Date.now(), refreshed every `intervalMs` while `running`, for clocks shown on screen. */
export function useNow(running: boolean, intervalMs: number): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [running, intervalMs]);
  return now;
}
