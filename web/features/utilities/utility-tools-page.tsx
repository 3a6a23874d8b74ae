import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft, ClipboardList, Flame, ImageDown, QrCode, Volume2 } from "lucide-react";
import { lazy } from "react";
import { Link, useNavigate } from "react-router";
import { hasInAppHistory } from "../../lib/navigation-history";
import { useUrlTab } from "../../lib/use-url-tab";
import { LazyTabPanels } from "../../lib/ui/lazy-panel";
import { TabBar } from "../../lib/ui/tab-bar";
import { UTILITIES_PAGE } from "./utilities-text";

// Each utility is its own chunk, fetched when its tab opens (the QR library only with the QR tab).
const ImageCompressor = lazy(() => import("./image-compressor/image-compressor").then((m) => ({ default: m.ImageCompressor })));
const TextToSpeech = lazy(() => import("./text-to-speech/text-to-speech").then((m) => ({ default: m.TextToSpeech })));
const QrCodeGenerator = lazy(() => import("./qr-code/qr-code-generator").then((m) => ({ default: m.QrCodeGenerator })));
const ClipboardManager = lazy(() => import("./clipboard-manager/clipboard-manager").then((m) => ({ default: m.ClipboardManager })));

/** The search parameter holding the choice: /utility-tools?tab=qr */
const UTILITY_TAB_PARAM = "tab";

const TABS = [
  { value: "image", label: "Image", icon: ImageDown, Tool: ImageCompressor },
  { value: "tts", label: "Speech", icon: Volume2, Tool: TextToSpeech },
  { value: "qr", label: "QR Code", icon: QrCode, Tool: QrCodeGenerator },
  { value: "clipboard", label: "Clipboard", icon: ClipboardList, Tool: ClipboardManager },
] as const;

const UTILITY_TABS = TABS.map((t) => t.value);

const PANEL_MIN_HEIGHT = "22rem";

/** Spec 1 "Utility tools (/utility-tools)". */
export function UtilityToolsPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useUrlTab(UTILITY_TAB_PARAM, UTILITY_TABS, "image");
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{UTILITIES_PAGE.title}</h1>
        <p className="text-muted mt-2">{UTILITIES_PAGE.intro}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Link to="/tools" className="btn btn-primary">
            <Flame className="size-4" aria-hidden /> {UTILITIES_PAGE.toolsLink}
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => void (hasInAppHistory() ? navigate(-1) : navigate("/"))}>
            <ArrowLeft className="size-4" aria-hidden /> {UTILITIES_PAGE.back}
          </button>
        </div>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="grid gap-4">
        <TabBar label="Utilities" items={TABS} columns={4} />
        <LazyTabPanels tabs={TABS} minHeight={PANEL_MIN_HEIGHT} />
      </Tabs.Root>
    </div>
  );
}
