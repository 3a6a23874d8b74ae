import { unlocalizedPath } from "../../contracts/locales";
import { isGameScreen } from "../lib/game-screen";

/** contracts/admin.ts's ADMIN_PATH, spelled out: the shell's first chunk must not load that module's zod schemas. */
const DASHBOARD_PATH = "/admin";

/** The element the page keeps for the greeting box (AppShell renders it, the box fills it). */
export const GREETING_SLOT_ID = "greeting-slot";

/**
 * Where the greeting box appears: not on a game screen (it would sit over the controls of a
 * phone-sized board), in any language, and not on the operator's dashboard, which greets no visitor.
 */
export function greetingShownOn(pathname: string): boolean {
  const path = unlocalizedPath(pathname.replace(/\/+$/, "") || "/");
  return !isGameScreen(path) && path !== DASHBOARD_PATH && !path.startsWith(`${DASHBOARD_PATH}/`);
}
