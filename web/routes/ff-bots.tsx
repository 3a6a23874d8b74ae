import { FfBotsHubPage } from "../features/ff-bots/ff-bots-hub-page";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Free Fire Bots",
    description: "Free Free Fire tools: get free likes on your profile today, with info, spam and visit bots coming soon.",
    path: "/ff-bots",
  });

export default function FfBotsRoute() {
  return <FfBotsHubPage />;
}
