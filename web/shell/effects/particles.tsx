import { useEffect, useState, type CSSProperties } from "react";
import { useLocation } from "react-router";
import { afterLoad } from "../../lib/after-load";
import { isGameScreen } from "../../lib/game-screen";
import { particleCount } from "./effects-rules";

type Dot = { left: number; top: number; size: number; dx: number; dy: number; seconds: number; delay: number };

function randomDots(n: number): Dot[] {
  // Decorative only: Math.random is fine here.
  return Array.from({ length: n }, () => ({
    left: Math.random() * 100,
    top: Math.random() * 100,
    size: 2 + Math.random() * 4,
    dx: (Math.random() - 0.5) * 160,
    dy: (Math.random() - 0.5) * 160,
    seconds: 12 + Math.random() * 16,
    delay: -Math.random() * 20,
  }));
}

/**
 * The decorative particle background: a few dots drifting slowly, added once the
 * page has loaded and the browser is idle, and not at all for visitors who prefer reduced motion.
 *
 * Each dot is a small element moved by a CSS transform animation (`particle-drift` in app.css), which
 * the compositor runs without the page's main thread. It replaced a full-screen canvas redrawn every
 * frame: where the canvas is not GPU-backed (cheap phones, headless Chromium) each redraw of a
 * phone-sized canvas at DPR 2.6 was main-thread raster work, and at 4x CPU throttling the idle games
 * hub showed 12 to 33 long tasks (up to 144 ms) in 8 s, against 0 to 1 with the particles off
 * (bench/games-long-tasks.ts; Lighthouse blamed the same work for most of each page's TBT).
 *
 * On a game's screen the dots stand still (`data-still`: no animation and no layer of their own).
 * In every frame the page itself draws, Chromium also computes each running animation's style on
 * the main thread, and a game draws every frame: 20 drifting dots cost 0.6 to 0.9 ms a frame on this
 * machine, 2.5 to 3.5 ms at 4x CPU, and tipped Flappy's frames into long tasks. Pausing them only
 * while a round runs cost more: each pause and resume took 3 ms, 12 ms at 4x, in the frame a round
 * starts or ends (docs/decisions/051). Paused for good was not enough either: a paused animation
 * still fires `animationstart`, which React's root listener handled 20 times as the dots arrived,
 * often in a round's first second, and each dot kept a layer to composite (decision 052).
 */
export function Particles() {
  const [dots, setDots] = useState<Dot[]>([]);
  const { pathname } = useLocation();

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    return afterLoad(() => setDots(randomDots(particleCount(window.innerWidth))));
  }, []);

  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 -z-10 overflow-hidden" data-testid="particles" data-still={isGameScreen(pathname) || undefined}>
      {dots.map((d, i) => (
        <span
          key={i}
          className="particle"
          style={
            {
              left: `${d.left}%`,
              top: `${d.top}%`,
              width: `${d.size}px`,
              height: `${d.size}px`,
              "--dx": `${d.dx}px`,
              "--dy": `${d.dy}px`,
              animationDuration: `${d.seconds}s`,
              animationDelay: `${d.delay}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
