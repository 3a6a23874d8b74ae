import { ADMIN_PATH } from "../../contracts/admin";
import { ADMIN_META } from "../content/admin";
import { AdminPage } from "../features/admin/admin-page";
import { pageMeta, routeMeta } from "../lib/meta";
import { QueryProvider } from "../lib/query-provider";

// Not linked from the site, kept out of the sitemap, and noindex.
export const meta = routeMeta(() => pageMeta({ ...ADMIN_META, path: ADMIN_PATH, noindex: true }));

export default function AdminRoute() {
  return (
    <QueryProvider>
      <AdminPage />
    </QueryProvider>
  );
}
