import { likesMessages } from "../content/ff-bots-likes";
import { LikesPage } from "../features/ff-bots/likes/likes-page";
import { pageMeta, routeMeta } from "../lib/meta";
import { QueryProvider } from "../lib/query-provider";

export const meta = routeMeta(() => {
  const t = likesMessages.get();
  return pageMeta({ title: t.title, description: t.metaDescription, path: "/ff-bots/likes" });
});

export default function FfBotsLikesRoute() {
  return (
    <QueryProvider>
      <LikesPage />
    </QueryProvider>
  );
}
