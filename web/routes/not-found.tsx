import { NotFoundPage } from "../features/not-found/not-found-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ title: "Page Not Found", description: "This page does not exist.", path: "/404", noindex: true });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
