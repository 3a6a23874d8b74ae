import { useEffect, useState } from "react";
import type { Random } from "../../../lib/random";
import { startValues, type CounterRule } from "./counter-rule";

/**
 * Drives a set of simulated counters: each starts at its rule's start value (so the prerendered
 * HTML and the first client render agree) and, once mounted, moves by its own rule on its own
 * interval. Every interval is cleared when the page is left.
 */
export function useSimulatedCounters<K extends string>(rules: Readonly<Record<K, CounterRule>>, random: Random = Math.random): Record<K, number> {
  const [values, setValues] = useState(() => startValues(rules));

  useEffect(() => {
    const timers = (Object.keys(rules) as K[]).map((key) => {
      const rule = rules[key];
      return window.setInterval(() => {
        setValues((current) => ({ ...current, [key]: rule.next(current[key], random) }));
      }, rule.intervalMs);
    });
    return () => timers.forEach((id) => window.clearInterval(id));
  }, [rules, random]);

  return values;
}
