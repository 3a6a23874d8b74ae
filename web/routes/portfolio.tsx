import { PORTFOLIO_META } from "../content/portfolio";
import { PortfolioPage } from "../features/pages/portfolio/portfolio-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ ...PORTFOLIO_META, path: "/portfolio" });

export default function PortfolioRoute() {
  return <PortfolioPage />;
}
