import * as Tabs from "@radix-ui/react-tabs";
import { ArrowRight, Crosshair, Flame, Hash, KeyRound, Sparkles, Wrench } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { useUrlTab } from "../../lib/use-url-tab";
import { LazyPanel } from "../../lib/ui/lazy-panel";
import { TabBar } from "../../lib/ui/tab-bar";
import { TOOLS_HUB } from "./tools-text";

// Each generator is its own chunk, fetched when its tab opens.
const NameGenerator = lazy(() => import("./name-generator/name-generator").then((m) => ({ default: m.NameGenerator })));
const UidGenerator = lazy(() => import("./uid-generator/uid-generator").then((m) => ({ default: m.UidGenerator })));
const SensitivityGenerator = lazy(() => import("./sensitivity/sensitivity-generator").then((m) => ({ default: m.SensitivityGenerator })));
const PasswordGenerator = lazy(() => import("./password/password-generator").then((m) => ({ default: m.PasswordGenerator })));

export const HUB_TABS = ["fftools", "utilities"] as const;
export const FF_TOOLS = ["ffname", "uid", "sensitivity", "password"] as const;
/** Search parameters holding the choices: /tools?tab=fftools&tool=uid */
export const HUB_TAB_PARAM = "tab";
export const FF_TOOL_PARAM = "tool";

const HUB_TAB_ITEMS = [
  { value: "fftools", label: "FF Tools", icon: Flame },
  { value: "utilities", label: "Utilities", icon: Wrench },
] as const;

const FF_TOOL_ITEMS = [
  { value: "ffname", label: "Name", icon: Sparkles },
  { value: "uid", label: "UID", icon: Hash },
  { value: "sensitivity", label: "Sensitivity", icon: Crosshair },
  { value: "password", label: "Password", icon: KeyRound },
] as const;

const PANELS = [
  { value: "ffname", Tool: NameGenerator },
  { value: "uid", Tool: UidGenerator },
  { value: "sensitivity", Tool: SensitivityGenerator },
  { value: "password", Tool: PasswordGenerator },
] as const;

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
            <TabBar label="Free Fire tools" items={FF_TOOL_ITEMS} columns={4} />
            {PANELS.map(({ value, Tool }) => (
              <Tabs.Content key={value} value={value}>
                <LazyPanel minHeight={PANEL_MIN_HEIGHT} loadingLabel="Loading the tool">
                  <Tool />
                </LazyPanel>
              </Tabs.Content>
            ))}
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
