/**
 * One chart.js chart on a canvas. This module (and chart.js with it) is loaded lazily, only on
 * /admin. React hosts the canvas; chart.js draws into it and is updated in place on new data.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";

Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);

export type ChartSeries = { label: string; counts: readonly number[] };

const COLORS = ["#6366f1", "#f59e0b", "#ef4444", "#10b981", "#0ea5e9", "#ec4899", "#84cc16", "#a855f7"];

type Props = { kind: "line" | "bar"; days: readonly string[]; series: readonly ChartSeries[]; label: string; height: string };

export default function ChartCanvas({ kind, days, series, label, height }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const muted = getComputedStyle(el).color;
    const instance = new Chart(el, {
      type: kind,
      data: { labels: [], datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduceMotion ? false : { duration: 300 },
        interaction: { mode: "index", intersect: false },
        scales: {
          x: { stacked: kind === "bar", ticks: { color: muted, maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
          y: { stacked: kind === "bar", beginAtZero: true, ticks: { color: muted, precision: 0 } },
        },
        plugins: { legend: { labels: { color: muted, boxWidth: 12 } } },
      },
    });
    chart.current = instance;
    return () => {
      instance.destroy();
      chart.current = null;
    };
  }, [kind]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    instance.data.labels = days.map((d) => d.slice(5));
    instance.data.datasets = series.map((s, i) => {
      const color = COLORS[i % COLORS.length] ?? "#6366f1";
      return { label: s.label, data: [...s.counts], borderColor: color, backgroundColor: color, pointRadius: days.length > 31 ? 0 : 2, tension: 0 };
    });
    instance.update();
  }, [kind, days, series]);

  return (
    <div className="text-muted relative" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
