import * as Tabs from "@radix-ui/react-tabs";
import { ArrowRight, Crosshair, Flame, Hash, KeyRound, Sparkles, Wrench } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { useUrlTab } from "../../lib/use-url-tab";
import { LazyTabPanels } from "../../lib/ui/lazy-panel";
import { TabBar } from "../../lib/ui/tab-bar";
import { TOOLS_HUB } from "./tools-text";

// Each generator is its own chunk, fetched when its tab opens.
const NameGenerator = lazy(() => import("./name-generator/name-generator").then((m) => ({ default: m.NameGenerator })));
const UidGenerator = lazy(() => import("./uid-generator/uid-generator").then((m) => ({ default: m.UidGenerator })));
const SensitivityGenerator = lazy(() => import("./sensitivity/sensitivity-generator").then((m) => ({ default: m.SensitivityGenerator })));
const PasswordGenerator = lazy(() => import("./password/password-generator").then((m) => ({ default: m.PasswordGenerator })));

/** Search parameters holding the choices: /tools?tab=fftools&tool=uid */
const HUB_TAB_PARAM = "tab";
const FF_TOOL_PARAM = "tool";

const HUB_TAB_ITEMS = [
  { value: "fftools", label: "FF Tools", icon: Flame },
  { value: "utilities", label: "Utilities", icon: Wrench },
] as const;

const FF_TOOL_TABS = [
  { value: "ffname", label: "Name", icon: Sparkles, Tool: NameGenerator },
  { value: "uid", label: "UID", icon: Hash, Tool: UidGenerator },
  { value: "sensitivity", label: "Sensitivity", icon: Crosshair, Tool: SensitivityGenerator },
  { value: "password", label: "Password", icon: KeyRound, Tool: PasswordGenerator },
] as const;

const HUB_TABS = HUB_TAB_ITEMS.map((t) => t.value);
const FF_TOOLS = FF_TOOL_TABS.map((t) => t.value);

/** Keeps the loading box as tall as the tallest generator before it has output. */
const PANEL_MIN_HEIGHT = "24rem";

/** Spec 1 "Tools hub (/tools)". */
export function ToolsPage() {
  const [tab, setTab] = useUrlTab(HUB_TAB_PARAM, HUB_TABS, "fftools");
  const [tool, setTool] = useUrlTab(FF_TOOL_PARAM, FF_TOOLS, "ffname");
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{TOOLS_HUB.title}</h1>
        <p className="text-muted mt-2">{TOOLS_HUB.intro}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="grid gap-4">
        <TabBar label="Tool groups" items={HUB_TAB_ITEMS} />
        <Tabs.Content value="fftools" className="grid gap-4">
          <Tabs.Root value={tool} onValueChange={setTool} className="grid gap-4">
            <TabBar label="Free Fire tools" items={FF_TOOL_TABS} columns={4} />
            <LazyTabPanels tabs={FF_TOOL_TABS} minHeight={PANEL_MIN_HEIGHT} />
          </Tabs.Root>
        </Tabs.Content>
        <Tabs.Content value="utilities">
          <section aria-labelledby="utilities-card-title" className="card grid gap-3 p-6 text-center">
            <Wrench className="mx-auto size-10 text-brand-500" aria-hidden />
            <h2 id="utilities-card-title" className="text-xl font-bold">
              {TOOLS_HUB.utilitiesCard.title}
            </h2>
            <p className="text-muted">{TOOLS_HUB.utilitiesCard.text}</p>
            <Link to="/utility-tools" className="btn btn-primary mx-auto">
              {TOOLS_HUB.utilitiesCard.link} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
