import * as Tabs from "@radix-ui/react-tabs";
import { ArrowRight, Crosshair, Flame, Hash, KeyRound, Sparkles, Wrench } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { useLocalePath, useMessages } from "../../i18n/i18n";
import { withPartTexts } from "../../i18n/route-texts";
import { useUrlTab } from "../../lib/use-url-tab";
import { LazyTabPanels } from "../../lib/ui/lazy-panel";
import { TabBar } from "../../lib/ui/tab-bar";
import { toolsHubMessages } from "./tools-text";

// Each generator is its own chunk, fetched with its texts when its tab opens.
const NameGenerator = lazy(
  withPartTexts("features/tools/name-generator/name-generator", () => import("./name-generator/name-generator").then((m) => ({ default: m.NameGenerator }))),
);
const UidGenerator = lazy(withPartTexts("features/tools/uid-generator/uid-generator", () => import("./uid-generator/uid-generator").then((m) => ({ default: m.UidGenerator }))));
const SensitivityGenerator = lazy(
  withPartTexts("features/tools/sensitivity/sensitivity-generator", () => import("./sensitivity/sensitivity-generator").then((m) => ({ default: m.SensitivityGenerator }))),
);
const PasswordGenerator = lazy(
  withPartTexts("features/tools/password/password-generator", () => import("./password/password-generator").then((m) => ({ default: m.PasswordGenerator }))),
);

/** Search parameters holding the choices: /tools?tab=fftools&tool=uid */
const HUB_TAB_PARAM = "tab";
const FF_TOOL_PARAM = "tool";

const HUB_TAB_ITEMS = [
  { value: "fftools", text: "ffTools", icon: Flame },
  { value: "utilities", text: "utilities", icon: Wrench },
] as const;

const FF_TOOL_TABS = [
  { value: "ffname", text: "nameTab", icon: Sparkles, Tool: NameGenerator },
  { value: "uid", text: "uidTab", icon: Hash, Tool: UidGenerator },
  { value: "sensitivity", text: "sensitivityTab", icon: Crosshair, Tool: SensitivityGenerator },
  { value: "password", text: "passwordTab", icon: KeyRound, Tool: PasswordGenerator },
] as const;

const HUB_TABS = HUB_TAB_ITEMS.map((t) => t.value);
const FF_TOOLS = FF_TOOL_TABS.map((t) => t.value);

/** Keeps the loading box as tall as the tallest generator before it has output. */
const PANEL_MIN_HEIGHT = "24rem";

/** The tools hub, /tools. */
export function ToolsPage() {
  const [tab, setTab] = useUrlTab(HUB_TAB_PARAM, HUB_TABS, "fftools");
  const [tool, setTool] = useUrlTab(FF_TOOL_PARAM, FF_TOOLS, "ffname");
  const t = useMessages(toolsHubMessages);
  const to = useLocalePath();
  const hubTabs = HUB_TAB_ITEMS.map((item) => ({ ...item, label: t[item.text] }));
  const toolTabs = FF_TOOL_TABS.map((item) => ({ ...item, label: t[item.text] }));
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="text-muted mt-2">{t.intro}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="grid gap-4">
        <TabBar label={t.groupsLabel} items={hubTabs} />
        <Tabs.Content value="fftools" className="grid gap-4">
          <Tabs.Root value={tool} onValueChange={setTool} className="grid gap-4">
            <TabBar label={t.ffToolsLabel} items={toolTabs} columns={4} />
            <LazyTabPanels tabs={FF_TOOL_TABS} minHeight={PANEL_MIN_HEIGHT} />
          </Tabs.Root>
        </Tabs.Content>
        <Tabs.Content value="utilities">
          <section aria-labelledby="utilities-card-title" className="card grid gap-3 p-6 text-center">
            <Wrench className="mx-auto size-10 text-brand-500" aria-hidden />
            <h2 id="utilities-card-title" className="text-xl font-bold">
              {t.utilitiesTitle}
            </h2>
            <p className="text-muted">{t.utilitiesText}</p>
            <Link to={to("/utility-tools")} className="btn btn-primary mx-auto">
              {t.utilitiesLink} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
