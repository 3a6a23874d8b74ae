import { PORTFOLIO_CONTENT } from "../content/portfolio";
import { PortfolioPage } from "../features/pages/portfolio/portfolio-page";
import { pageMeta, routeMeta } from "../lib/meta";

export const meta = routeMeta(() => pageMeta({ ...PORTFOLIO_CONTENT.get().meta, path: "/portfolio" }));

export default function PortfolioRoute() {
  return <PortfolioPage />;
}
