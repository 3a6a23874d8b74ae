import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft, ClipboardList, Flame, ImageDown, QrCode, Volume2 } from "lucide-react";
import { lazy } from "react";
import { Link, useNavigate } from "react-router";
import { useLocalePath, useMessages } from "../../i18n/i18n";
import { withPartTexts } from "../../i18n/route-texts";
import { hasInAppHistory } from "../../lib/navigation-history";
import { useUrlTab } from "../../lib/use-url-tab";
import { LazyTabPanels } from "../../lib/ui/lazy-panel";
import { TabBar } from "../../lib/ui/tab-bar";
import { utilitiesPageMessages } from "./utilities-text";

// Each utility is its own chunk, fetched with its texts when its tab opens (the QR library only with the QR tab).
const ImageCompressor = lazy(
  withPartTexts("features/utilities/image-compressor/image-compressor", () => import("./image-compressor/image-compressor").then((m) => ({ default: m.ImageCompressor }))),
);
const TextToSpeech = lazy(
  withPartTexts("features/utilities/text-to-speech/text-to-speech", () => import("./text-to-speech/text-to-speech").then((m) => ({ default: m.TextToSpeech }))),
);
const QrCodeGenerator = lazy(
  withPartTexts("features/utilities/qr-code/qr-code-generator", () => import("./qr-code/qr-code-generator").then((m) => ({ default: m.QrCodeGenerator }))),
);
const ClipboardManager = lazy(
  withPartTexts("features/utilities/clipboard-manager/clipboard-manager", () => import("./clipboard-manager/clipboard-manager").then((m) => ({ default: m.ClipboardManager }))),
);

/** The search parameter holding the choice: /utility-tools?tab=qr */
const UTILITY_TAB_PARAM = "tab";

const TABS = [
  { value: "image", text: "imageTab", icon: ImageDown, Tool: ImageCompressor },
  { value: "tts", text: "speechTab", icon: Volume2, Tool: TextToSpeech },
  { value: "qr", text: "qrTab", icon: QrCode, Tool: QrCodeGenerator },
  { value: "clipboard", text: "clipboardTab", icon: ClipboardList, Tool: ClipboardManager },
] as const;

const UTILITY_TABS = TABS.map((t) => t.value);

const PANEL_MIN_HEIGHT = "22rem";

/** The utility tools page, /utility-tools. */
export function UtilityToolsPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useUrlTab(UTILITY_TAB_PARAM, UTILITY_TABS, "image");
  const t = useMessages(utilitiesPageMessages);
  const to = useLocalePath();
  const tabs = TABS.map((item) => ({ ...item, label: t[item.text] }));
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="text-muted mt-2">{t.intro}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Link to={to("/tools")} className="btn btn-primary">
            <Flame className="size-4" aria-hidden /> {t.toolsLink}
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => void (hasInAppHistory() ? navigate(-1) : navigate(to("/")))}>
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t.back}
          </button>
        </div>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="grid gap-4">
        <TabBar label={t.tabsLabel} items={tabs} columns={4} />
        <LazyTabPanels tabs={TABS} minHeight={PANEL_MIN_HEIGHT} />
      </Tabs.Root>
    </div>
  );
}
