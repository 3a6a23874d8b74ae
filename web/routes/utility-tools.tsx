import { UtilityToolsPage } from "../features/utilities/utility-tools-page";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Utility Tools",
    description: "Free in-browser utilities: image compressor, text to speech, QR code generator and clipboard manager.",
    path: "/utility-tools",
  });

export default function UtilityToolsRoute() {
  return <UtilityToolsPage />;
}
