import { Download, LoaderCircle, QrCode } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { downloadBlob, downloadUrl } from "../../../lib/download";
import { toast } from "../../../lib/toast-store";
import { ToolCard } from "../../../lib/ui/tool-card";
import { QR_TOASTS } from "../utilities-text";
import { DEFAULT_QR_LEVEL, loadQrLibrary, makeQrPng, makeQrSvg, QR_LEVELS, QR_PNG_FILE, QR_SVG_FILE, type QrLevel } from "./qr";

type Generated = { text: string; level: QrLevel; png: string; pngWidth: number };

/** Spec 1 "Utility tools": text or URL in, a PNG QR code out, with a preview and downloads. */
export function QrCodeGenerator() {
  const [text, setText] = useState("");
  const [level, setLevel] = useState<QrLevel>(DEFAULT_QR_LEVEL);
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<Generated | null>(null);

  // Fetch the library as soon as the tab opens, so Generate answers at once.
  useEffect(() => {
    loadQrLibrary().catch(() => {});
  }, []);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      toast({ ...QR_TOASTS.empty, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const png = await makeQrPng(text, level);
      setGenerated({ text, level, png: png.url, pngWidth: png.width });
      toast(QR_TOASTS.generated);
    } catch (err) {
      console.warn("QR generation failed:", err);
      toast({ ...QR_TOASTS.failed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const downloadSvg = async () => {
    if (!generated) return;
    try {
      const svg = await makeQrSvg(generated.text, generated.level);
      downloadBlob(new Blob([svg], { type: "image/svg+xml" }), QR_SVG_FILE);
    } catch (err) {
      console.warn("QR SVG failed:", err);
      toast({ ...QR_TOASTS.failed, variant: "destructive" });
    }
  };

  return (
    <ToolCard id="qr" title="QR Code Generator" icon={QrCode} description="Turn a link or any text into a QR code you can print or share.">
      <form onSubmit={(e) => void generate(e)} className="mt-5 grid gap-4">
        <div className="grid gap-1">
          <label htmlFor="qr-text" className="font-medium">
            Text or URL
          </label>
          <input id="qr-text" className="input" value={text} placeholder="https://…" onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1">
            <label htmlFor="qr-level" className="font-medium">
              Error correction
            </label>
            <select id="qr-level" className="input" value={level} onChange={(e) => setLevel(e.target.value as QrLevel)}>
              {QR_LEVELS.map((l) => (
                <option key={l.level} value={l.level}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />} Generate
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {generated && (
          <div className="mt-5 grid justify-items-center gap-3">
            <img
              src={generated.png}
              alt={`QR code for ${generated.text}`}
              width={generated.pngWidth}
              height={generated.pngWidth}
              className="size-64 rounded-xl border border-[var(--border)] bg-white"
              data-testid="qr-preview"
            />
            <div className="flex flex-wrap justify-center gap-2">
              <button type="button" className="btn btn-primary" onClick={() => downloadUrl(generated.png, QR_PNG_FILE)}>
                <Download className="size-4" aria-hidden /> Download PNG
              </button>
              <button type="button" className="btn btn-outline" onClick={() => void downloadSvg()}>
                <Download className="size-4" aria-hidden /> Download SVG
              </button>
            </div>
          </div>
        )}
      </div>
    </ToolCard>
  );
}
