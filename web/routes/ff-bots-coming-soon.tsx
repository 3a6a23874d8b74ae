import { useLocation } from "react-router";
import { BOT_CARDS } from "../content/ff-bots";
import { ComingSoonPage } from "../features/ff-bots/coming-soon-page";
import { pageMeta } from "../lib/meta";

/** One module for /ff-bots/info, /ff-bots/spam and /ff-bots/visit (web/routes.ts gives each its id). */
type SoonId = "info" | "spam" | "visit";

function botIdOf(pathname: string): SoonId {
  const id = pathname.split("/").filter(Boolean)[1];
  return id === "spam" || id === "visit" ? id : "info";
}

export const meta = ({ location }: { location: { pathname: string } }) => {
  const bot = BOT_CARDS.find((b) => b.id === botIdOf(location.pathname));
  return pageMeta({
    title: `${bot?.title ?? "Bot"} (Coming Soon)`,
    description: `${bot?.description ?? ""} Coming soon to the Free Fire bots.`,
    path: `/ff-bots/${botIdOf(location.pathname)}`,
  });
};

export default function FfBotsComingSoonRoute() {
  const { pathname } = useLocation();
  return <ComingSoonPage botId={botIdOf(pathname)} />;
}
