import { notFoundMessages } from "../content/not-found";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { pageMeta } from "../lib/meta";

export const meta = () => {
  const t = notFoundMessages.get();
  return pageMeta({ title: t.title, description: t.metaDescription, path: "/404", noindex: true });
};

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
