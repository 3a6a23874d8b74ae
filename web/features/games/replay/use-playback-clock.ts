import { useCallback, useEffect, useRef, useState } from "react";

export const PLAYBACK_SPEEDS = [1, 2, 4] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/**
 * The watch page's clock: the run's own time in ms, moved by animation frames at 1x, 2x or 4x
 * while playing, stopping at `durationMs`. Paused at first: the watcher starts it. A frame after a
 * long gap (a hidden tab) moves at most a quarter second, so coming back does not skip the run.
 */
export function usePlaybackClock(durationMs: number) {
  const [ms, setMsState] = useState(0);
  const msRef = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<PlaybackSpeed>(1);
  const speedRef = useRef<PlaybackSpeed>(1);
  const setSpeed = useCallback((value: PlaybackSpeed) => {
    speedRef.current = value;
    setSpeedState(value);
  }, []);
  const setMs = useCallback((value: number) => {
    msRef.current = value;
    setMsState(value);
  }, []);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = Math.min(250, Math.max(0, now - last));
      last = now;
      const next = Math.min(durationMs, msRef.current + dt * speedRef.current);
      setMs(next);
      if (next >= durationMs) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, durationMs, setMs]);

  const toggle = useCallback(() => {
    if (playing) return setPlaying(false);
    // Play at the end starts the run again.
    if (msRef.current >= durationMs) setMs(0);
    setPlaying(true);
  }, [playing, durationMs, setMs]);

  const restart = useCallback(() => {
    setMs(0);
    setPlaying(true);
  }, [setMs]);

  return { ms, playing, speed, setSpeed, toggle, restart, ended: ms >= durationMs };
}
