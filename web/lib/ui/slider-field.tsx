import { useEffect, useRef } from "react";

type SliderFieldProps = {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Called once the visitor lets go (pointer up or key press), for work too heavy for every step. */
  onCommit?: (value: number) => void;
  format?: (value: number) => string;
};

/**
 * A labelled native range input: drag, tap, or use the arrow, Page and Home/End keys.
 *
 * Native rather than Radix's slider (docs/decisions/016-react-renders-the-site.md): the browser's
 * own slider needs no script to be accessible and weighs nothing on the tool's chunk.
 */
export function SliderField({ id, label, value, min, max, step = 1, onChange, onCommit, format = String }: SliderFieldProps) {
  const labelId = `${id}-label`;
  const input = useRef<HTMLInputElement>(null);

  // The native `change` event fires exactly when the visitor lets go or presses a key; React gives
  // `onChange` the meaning of `input`, so it is listened to directly.
  useEffect(() => {
    const el = input.current;
    if (!el || !onCommit) return;
    const onNativeChange = () => onCommit(Number(el.value));
    el.addEventListener("change", onNativeChange);
    return () => el.removeEventListener("change", onNativeChange);
  }, [onCommit]);

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <output htmlFor={id} className="font-mono text-sm font-semibold" data-testid={`${id}-value`}>
          {format(value)}
        </output>
      </div>
      <input
        ref={input}
        type="range"
        id={id}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-labelledby={labelId}
        aria-valuetext={format(value)}
        // The browser derives these from min/max/value; written out so every assistive technology
        // reads the same numbers in the prerendered HTML too.
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        className="h-6 w-full cursor-pointer accent-brand-500"
      />
      <div className="text-muted flex justify-between text-xs" aria-hidden>
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
