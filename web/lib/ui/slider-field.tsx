import * as Slider from "@radix-ui/react-slider";

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

/** A labelled Radix slider: drag, tap, or use the arrow, Page and Home/End keys on its thumb. */
export function SliderField({ id, label, value, min, max, step = 1, onChange, onCommit, format = String }: SliderFieldProps) {
  const labelId = `${id}-label`;
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
      <Slider.Root
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([v]) => v !== undefined && onChange(v)}
        onValueCommit={([v]) => v !== undefined && onCommit?.(v)}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-[var(--border)]">
          <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
        </Slider.Track>
        <Slider.Thumb
          id={id}
          aria-labelledby={labelId}
          aria-valuetext={format(value)}
          className="block size-5 rounded-full border-2 border-brand-500 bg-white shadow"
        />
      </Slider.Root>
      <div className="text-muted flex justify-between text-xs" aria-hidden>
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
