import { siteConfig } from "../../site.config";
import { HomePage } from "../features/home/home-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta({ title: "Home", description: siteConfig.description, path: "/" });

export default function HomeRoute() {
  return <HomePage />;
}
