import { Copy, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { RoomGame } from "../../../../contracts/rooms";
import { useMessages } from "../../../i18n/i18n";
import { roomMessages } from "./texts";

/** The maker's screen until the friend comes: the link, the phone's share sheet (copy where there is none) and a QR code. */
export function SharePanel({ roomId, game }: { roomId: string; game: RoomGame }) {
  const t = useMessages(roomMessages);
  const link = `${window.location.origin}${window.location.pathname}?room=${roomId}`;
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async (mod) => {
      const lib = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod;
      const url = await lib.toDataURL(link, { margin: 2, scale: 6, errorCorrectionLevel: "M" });
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const share = () => {
    if (typeof navigator.share === "function") void navigator.share({ title: game, text: t.shareText, url: link }).catch(() => undefined);
    else copy();
  };
  return (
    <div className="card mx-auto max-w-sm space-y-3 p-4 text-center" data-testid="room-share">
      <h2 className="font-bold">{t.shareTitle}</h2>
      <p className="break-all text-sm" dir="ltr" data-testid="room-link">
        {link}
      </p>
      <div className="flex justify-center gap-2">
        <button type="button" className="btn btn-primary" onClick={share}>
          <Share2 className="size-4" aria-hidden /> {t.share}
        </button>
        <button type="button" className="btn btn-outline" onClick={copy}>
          <Copy className="size-4" aria-hidden /> {copied ? t.copied : t.copy}
        </button>
      </div>
      {qr && <img src={qr} alt={t.qr} width={180} height={180} className="mx-auto size-44 rounded bg-white" data-testid="room-qr" />}
    </div>
  );
}
