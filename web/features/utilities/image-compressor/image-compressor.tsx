import { Download, ImageDown, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { toast } from "../../../lib/toast-store";
import { SliderField } from "../../../lib/ui/slider-field";
import { ToolCard } from "../../../lib/ui/tool-card";
import { IMAGE_TOASTS } from "../utilities-text";
import { compressImage } from "./compress";
import type { CompressedImage } from "./compress-core";
import {
  compressedFileName,
  DEFAULT_QUALITY,
  formatBytes,
  MAX_HEIGHT,
  MAX_WIDTH,
  OUTPUT_FORMATS,
  QUALITY_RANGE,
  reductionPercent,
  smallerOf,
  type OutputFormat,
} from "./image-math";

type Original = { file: File; url: string };

/** The original keeps its own name when it was kept. */
const downloadName = (result: Result, original: Original | null) => (result.keptOriginal && original ? original.file.name : compressedFileName(result.blob.type));
type Result = CompressedImage & { keptOriginal: boolean; url: string };

/** An object URL that is revoked when it is replaced or the tool unmounts. */
function useObjectUrl<T extends { url: string }>(): [T | null, (next: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => () => void (value && URL.revokeObjectURL(value.url)), [value]);
  return [value, setValue];
}

function Preview({ title, url, alt, size, dims }: { title: string; url: string; alt: string; size: string; dims: string }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="text-muted">
          <span data-testid={`${title.toLowerCase()}-size`}>{size}</span> · {dims}
        </span>
      </figcaption>
      <div className="aspect-video overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--bg)]">
        <img src={url} alt={alt} className="size-full object-contain" />
      </div>
    </figure>
  );
}

/** Spec 1 "Utility tools": pick an image, compress it to fit 1920x1080 as JPEG (or WebP), compare, download. */
export function ImageCompressor() {
  const [original, setOriginal] = useObjectUrl<Original>();
  const [result, setResult] = useObjectUrl<Result>();
  const [quality, setQuality] = useState(DEFAULT_QUALITY);
  const [format, setFormat] = useState<OutputFormat>("image/jpeg");
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async (file: File, options: { quality: number; type: OutputFormat }) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      const compressed = smallerOf(file, await compressImage({ file, ...options }, controller.signal));
      setResult({ ...compressed, url: URL.createObjectURL(compressed.blob) });
      toast(compressed.keptOriginal ? IMAGE_TOASTS.keptOriginal : IMAGE_TOASTS.compressed(reductionPercent(file.size, compressed.blob.size)));
    } catch (err) {
      if (controller.signal.aborted) return;
      console.warn("Image compression failed:", err);
      setResult(null);
      toast({ ...IMAGE_TOASTS.failed, variant: "destructive" });
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
      }
    }
  };

  const take = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({ ...IMAGE_TOASTS.notAnImage, variant: "destructive" });
      input.value = "";
      return;
    }
    setOriginal({ file, url: URL.createObjectURL(file) });
    setResult(null);
    void run(file, { quality, type: format });
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => take(event.target);

  // The picker is in the prerendered page, so on a slow phone a visitor can choose a photo before
  // this code has arrived; React does not replay that change event once it hydrates (it drops
  // discrete events aimed at a part still loading), so the file still in the input is taken here.
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (fileInput.current?.files?.length) take(fileInput.current);
    // Only at mount: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rerun = (options: { quality: number; type: OutputFormat }) => {
    if (original) void run(original.file, options);
  };

  return (
    <ToolCard
      id="image-compressor"
      title="Image Compressor"
      icon={ImageDown}
      description={`Shrinks photos to fit ${MAX_WIDTH}x${MAX_HEIGHT} and re-encodes them, right on your device.`}
      busy={busy}
    >
      <div className="mt-5 grid gap-4">
        <div className="grid gap-1">
          <label htmlFor="image-file" className="font-medium">
            Choose an image
          </label>
          <input
            id="image-file"
            ref={fileInput}
            type="file"
            accept="image/*"
            onChange={onFile}
            className="input file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:font-semibold file:text-white"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <SliderField
            id="image-quality"
            label="Quality"
            value={quality}
            min={QUALITY_RANGE.min}
            max={QUALITY_RANGE.max}
            step={QUALITY_RANGE.step}
            format={(q) => `${Math.round(q * 100)}%`}
            onChange={setQuality}
            onCommit={(q) => rerun({ quality: q, type: format })}
          />
          <fieldset className="flex gap-3">
            <legend className="sr-only">Format</legend>
            {OUTPUT_FORMATS.map((f) => (
              <label key={f.type} className="flex min-h-11 items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="image-format"
                  value={f.type}
                  checked={format === f.type}
                  onChange={() => {
                    setFormat(f.type);
                    rerun({ quality, type: f.type });
                  }}
                  className="accent-brand-600"
                />
                {f.label}
              </label>
            ))}
          </fieldset>
        </div>
        <p role="status" className="text-muted flex min-h-6 items-center gap-2 text-sm">
          {busy && (
            <>
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden /> Compressing…
            </>
          )}
        </p>
        {original && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Preview
              title="Original"
              url={original.url}
              alt="Original image preview"
              size={formatBytes(original.file.size)}
              dims={result ? `${result.originalWidth}x${result.originalHeight}` : original.file.type}
            />
            {result && (
              <Preview title="Compressed" url={result.url} alt="Compressed image preview" size={formatBytes(result.blob.size)} dims={`${result.width}x${result.height}`} />
            )}
          </div>
        )}
        {result && (
          <a href={result.url} download={downloadName(result, original)} className="btn btn-primary">
            <Download className="size-4" aria-hidden /> Download {downloadName(result, original)}
          </a>
        )}
      </div>
    </ToolCard>
  );
}
