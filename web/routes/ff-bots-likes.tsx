import { LikesPage } from "../features/ff-bots/likes/likes-page";
import { pageMeta } from "../lib/meta";
import { QueryProvider } from "../lib/query-provider";

export const meta = () =>
  pageMeta({
    title: "Free Fire Likes Bot",
    description: "Get free likes on your Free Fire profile: enter your UID, pick your region, one free use every day.",
    path: "/ff-bots/likes",
  });

export default function FfBotsLikesRoute() {
  return (
    <QueryProvider>
      <LikesPage />
    </QueryProvider>
  );
}
