import { Download, LoaderCircle, QrCode } from "lucide-react";
import { params } from "@nanostores/i18n";
import { useEffect, useState, type FormEvent } from "react";
import { defineMessages, useMessages } from "../../../i18n/i18n";
import { downloadBlob, downloadUrl } from "../../../lib/download";
import { toast } from "../../../lib/toast-store";
import { ToolCard } from "../../../lib/ui/tool-card";
import { QR_TOASTS } from "../utilities-text";
import { DEFAULT_QR_LEVEL, loadQrLibrary, makeQrPng, makeQrSvg, QR_LEVELS, QR_PNG_FILE, QR_SVG_FILE, type QrLevel } from "./qr";

export const qrMessages = defineMessages("utilities-qr", {
  title: "QR Code Generator",
  description: "Turn a link or any text into a QR code you can print or share.",
  text: "Text or URL",
  level: "Error correction",
  "level-L": "L: low (7%)",
  "level-M": "M: medium (15%)",
  "level-Q": "Q: quartile (25%)",
  "level-H": "H: high (30%)",
  generate: "Generate",
  alt: params("QR code for {text}"),
  downloadPng: "Download PNG",
  downloadSvg: "Download SVG",
  errorTitle: QR_TOASTS.empty.title,
  empty: QR_TOASTS.empty.description,
  generatedTitle: QR_TOASTS.generated.title,
  generated: QR_TOASTS.generated.description,
  failed: QR_TOASTS.failed.description,
});

const failedToast = () => {
  const t = qrMessages.get();
  toast({ title: t.errorTitle, description: t.failed, variant: "destructive" });
};

type Generated = { text: string; level: QrLevel; png: string; pngWidth: number };

/** Text or URL in, a PNG QR code out, with a preview and downloads. */
export function QrCodeGenerator() {
  const t = useMessages(qrMessages);
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
      const message = qrMessages.get();
      toast({ title: message.errorTitle, description: message.empty, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const png = await makeQrPng(text, level);
      setGenerated({ text, level, png: png.url, pngWidth: png.width });
      const message = qrMessages.get();
      toast({ title: message.generatedTitle, description: message.generated });
    } catch (err) {
      console.warn("QR generation failed:", err);
      failedToast();
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
      failedToast();
    }
  };

  return (
    <ToolCard id="qr" title={t.title} icon={QrCode} description={t.description}>
      <form onSubmit={(e) => void generate(e)} className="mt-5 grid gap-4">
        <div className="grid gap-1">
          <label htmlFor="qr-text" className="font-medium">
            {t.text}
          </label>
          <input id="qr-text" className="input" value={text} placeholder="https://…" dir="auto" onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1">
            <label htmlFor="qr-level" className="font-medium">
              {t.level}
            </label>
            <select id="qr-level" className="input" value={level} onChange={(e) => setLevel(e.target.value as QrLevel)}>
              {QR_LEVELS.map((l) => (
                <option key={l.level} value={l.level}>
                  {t[`level-${l.level}`]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />} {t.generate}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {generated && (
          <div className="mt-5 grid justify-items-center gap-3">
            <img
              src={generated.png}
              alt={t.alt({ text: generated.text })}
              width={generated.pngWidth}
              height={generated.pngWidth}
              className="size-64 rounded-xl border border-[var(--border)] bg-white"
              data-testid="qr-preview"
            />
            <div className="flex flex-wrap justify-center gap-2">
              <button type="button" className="btn btn-primary" onClick={() => downloadUrl(generated.png, QR_PNG_FILE)}>
                <Download className="size-4" aria-hidden /> {t.downloadPng}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => void downloadSvg()}>
                <Download className="size-4" aria-hidden /> {t.downloadSvg}
              </button>
            </div>
          </div>
        )}
      </div>
    </ToolCard>
  );
}
