import { useEffect, useRef } from "react";
import { cancelIdle, onIdle } from "../../lib/load-script";
import { particleCount } from "./effects-rules";

type Particle = { x: number; y: number; vx: number; vy: number; r: number };

/**
 * The decorative particle background (spec 1 section 4). It starts when the browser is idle,
 * draws a few dots per frame on one canvas, stops while the tab is hidden, and does not run at
 * all for visitors who prefer reduced motion.
 */
export function Particles() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    let frame = 0;
    let particles: Particle[] = [];
    let stopped = false;

    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.floor(window.innerWidth * dpr);
      canvas.height = Math.floor(window.innerHeight * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const n = particleCount(window.innerWidth);
      // Decorative only: Math.random is fine here.
      particles = Array.from({ length: n }, () => ({
        x: Math.random() * window.innerWidth,
        y: Math.random() * window.innerHeight,
        vx: (Math.random() - 0.5) * 0.4,
        vy: (Math.random() - 0.5) * 0.4,
        r: 1 + Math.random() * 2,
      }));
    };

    const draw = () => {
      if (stopped) return;
      const w = window.innerWidth;
      const h = window.innerHeight;
      ctx.clearRect(0, 0, w, h);
      ctx.fillStyle = "rgba(122, 162, 255, 0.45)";
      for (const p of particles) {
        p.x = (p.x + p.vx + w) % w;
        p.y = (p.y + p.vy + h) % h;
        ctx.beginPath();
        ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        ctx.fill();
      }
      frame = requestAnimationFrame(draw);
    };

    const onVisibility = () => {
      cancelAnimationFrame(frame);
      if (!document.hidden) frame = requestAnimationFrame(draw);
    };

    const start = () => {
      if (stopped) return;
      resize();
      window.addEventListener("resize", resize);
      document.addEventListener("visibilitychange", onVisibility);
      frame = requestAnimationFrame(draw);
    };
    const idle = onIdle(start, 3000);

    return () => {
      stopped = true;
      cancelIdle(idle);
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", resize);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  return <canvas ref={ref} aria-hidden className="pointer-events-none fixed inset-0 -z-10 size-full" />;
}
