import { siteConfig } from "../../site.config";
import { afterIdle } from "../lib/ui/after-idle";
import { personJsonLd } from "../lib/json-ld";
import { pageMeta } from "../lib/meta";

export const meta = () => [...pageMeta({ title: "Home", description: siteConfig.description, path: "/" }), { "script:ld+json": personJsonLd(siteConfig) }];

// The home page is prerendered links and text: its code (and its icons) need not hold up the first
// visit's `load`. Links work as plain links until it arrives; a tap on the avatar is replayed.
const HomePage = afterIdle(() => import("../features/home/home-page").then((m) => m.HomePage), "home");

export default function HomeRoute() {
  return <HomePage />;
}
