import { Download, ImageDown, LoaderCircle } from "lucide-react";
import { params } from "@nanostores/i18n";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { defineMessages, locale as pageLocale, useMessages } from "../../../i18n/i18n";
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

export const imageMessages = defineMessages("utilities-image", {
  title: "Image Compressor",
  description: params("Shrinks photos to fit {width}x{height} and re-encodes them, right on your device."),
  choose: "Choose an image",
  quality: "Quality",
  format: "Format",
  compressing: "Compressing…",
  original: "Original",
  compressed: "Compressed",
  originalAlt: "Original image preview",
  compressedAlt: "Compressed image preview",
  download: params("Download {file}"),
  errorTitle: IMAGE_TOASTS.notAnImage.title,
  notAnImage: IMAGE_TOASTS.notAnImage.description,
  compressedTitle: "Compressed!",
  reduced: params("Reduced by {percent}"),
  keptTitle: IMAGE_TOASTS.keptOriginal.title,
  kept: IMAGE_TOASTS.keptOriginal.description,
  failed: IMAGE_TOASTS.failed.description,
});

/** A percentage in the page's language ("42%", "42 %"); English stays "42%". */
function percent(value: number): string {
  return new Intl.NumberFormat(pageLocale.get(), { style: "percent", maximumFractionDigits: 0 }).format(value);
}

/** English keeps its plain "1.50 KB"; the other languages write the number their way. */
function bytes(size: number): string {
  const code = pageLocale.get();
  return formatBytes(size, code === "en" ? undefined : code);
}

/** The original keeps its own name when it was kept. */
const downloadName = (result: Result, original: Original | null) => (result.keptOriginal && original ? original.file.name : compressedFileName(result.blob.type));
type Result = CompressedImage & { keptOriginal: boolean; url: string };

/** An object URL that is revoked when it is replaced or the tool unmounts. */
function useObjectUrl<T extends { url: string }>(): [T | null, (next: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => () => void (value && URL.revokeObjectURL(value.url)), [value]);
  return [value, setValue];
}

function Preview({ id, title, url, alt, size, dims }: { id: "original" | "compressed"; title: string; url: string; alt: string; size: string; dims: string }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="text-muted">
          <span data-testid={`${id}-size`}>{size}</span> · <span dir="ltr">{dims}</span>
        </span>
      </figcaption>
      <div className="aspect-video overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--bg)]">
        <img src={url} alt={alt} className="size-full object-contain" />
      </div>
    </figure>
  );
}

/** Pick an image, compress it to fit 1920x1080 as JPEG (or WebP), compare, download. */
export function ImageCompressor() {
  const t = useMessages(imageMessages);
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
      const text = imageMessages.get();
      toast(
        compressed.keptOriginal
          ? { title: text.keptTitle, description: text.kept }
          : { title: text.compressedTitle, description: text.reduced({ percent: percent(reductionPercent(file.size, compressed.blob.size) / 100) }) },
      );
    } catch (err) {
      if (controller.signal.aborted) return;
      console.warn("Image compression failed:", err);
      setResult(null);
      const text = imageMessages.get();
      toast({ title: text.errorTitle, description: text.failed, variant: "destructive" });
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
      const text = imageMessages.get();
      toast({ title: text.errorTitle, description: text.notAnImage, variant: "destructive" });
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
    <ToolCard id="image-compressor" title={t.title} icon={ImageDown} description={t.description({ width: MAX_WIDTH, height: MAX_HEIGHT })} busy={busy}>
      <div className="mt-5 grid gap-4">
        <div className="grid gap-1">
          <label htmlFor="image-file" className="font-medium">
            {t.choose}
          </label>
          <input
            id="image-file"
            ref={fileInput}
            type="file"
            accept="image/*"
            onChange={onFile}
            className="input file:me-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:font-semibold file:text-white"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <SliderField
            id="image-quality"
            label={t.quality}
            value={quality}
            min={QUALITY_RANGE.min}
            max={QUALITY_RANGE.max}
            step={QUALITY_RANGE.step}
            format={(q) => percent(Math.round(q * 100) / 100)}
            onChange={setQuality}
            onCommit={(q) => rerun({ quality: q, type: format })}
          />
          <fieldset className="flex gap-3">
            <legend className="sr-only">{t.format}</legend>
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
                <span translate="no">{f.label}</span>
              </label>
            ))}
          </fieldset>
        </div>
        <p role="status" className="text-muted flex min-h-6 items-center gap-2 text-sm">
          {busy && (
            <>
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden /> {t.compressing}
            </>
          )}
        </p>
        {original && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Preview
              id="original"
              title={t.original}
              url={original.url}
              alt={t.originalAlt}
              size={bytes(original.file.size)}
              dims={result ? `${result.originalWidth}x${result.originalHeight}` : original.file.type}
            />
            {result && (
              <Preview id="compressed" title={t.compressed} url={result.url} alt={t.compressedAlt} size={bytes(result.blob.size)} dims={`${result.width}x${result.height}`} />
            )}
          </div>
        )}
        {result && (
          <a href={result.url} download={downloadName(result, original)} className="btn btn-primary">
            <Download className="size-4" aria-hidden /> {t.download({ file: downloadName(result, original) })}
          </a>
        )}
      </div>
    </ToolCard>
  );
}
