import { siteConfig } from "../../site.config";
import { HomePage } from "../features/home/home-page";
import { personJsonLd } from "../lib/json-ld";
import { pageMeta } from "../lib/meta";

export const meta = () => [...pageMeta({ title: "Home", description: siteConfig.description, path: "/" }), { "script:ld+json": personJsonLd(siteConfig) }];

export default function HomeRoute() {
  return <HomePage />;
}
