import { useLocation, type Params } from "react-router";
import { unlocalizedPath } from "../../contracts/locales";
import { botCardMessages, botTexts } from "../content/ff-bots";
import { comingSoonMessages } from "../content/ff-bots-soon";
import { ComingSoonPage } from "../features/ff-bots/coming-soon-page";
import { pageMeta, routeMeta } from "../lib/meta";

/** One module for /ff-bots/info, /ff-bots/spam and /ff-bots/visit (web/routes.ts gives each its id), in every language. */
type SoonId = "info" | "spam" | "visit";

function botIdOf(pathname: string): SoonId {
  const id = unlocalizedPath(pathname).split("/").filter(Boolean)[1];
  return id === "spam" || id === "visit" ? id : "info";
}

export const meta = routeMeta(({ location }: { location: { pathname: string }; params: Params }) => {
  const id = botIdOf(location.pathname);
  const bot = botTexts(botCardMessages.get(), id);
  const t = comingSoonMessages.get();
  return pageMeta({
    title: t.metaTitle({ bot: bot.title }),
    description: t.metaDescription({ description: bot.description }),
    path: `/ff-bots/${id}`,
  });
});

export default function FfBotsComingSoonRoute() {
  const { pathname } = useLocation();
  return <ComingSoonPage botId={botIdOf(pathname)} />;
}
