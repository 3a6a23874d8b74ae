import { NotFoundPage } from "../features/not-found/not-found-page";
import { notFoundMeta } from "../lib/meta";

export const meta = notFoundMeta;

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
