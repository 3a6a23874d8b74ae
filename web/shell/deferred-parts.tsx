/**
 * The parts of the shell that neither the first paint nor the first tap needs to run at once
 * (docs/decisions/016-react-renders-the-site.md): their code loads after idle or at the first
 * input (web/lib/ui/after-idle.tsx), while their prerendered HTML stays on screen.
 */
import { afterIdle } from "../lib/ui/after-idle";

/** Greeting box and its rotation, particles, easter eggs, toaster, update prompt, analytics. */
export const ShellExtras = afterIdle(() => import("./deferred-shell").then((m) => m.DeferredShell), "shell-extras");

/** The footer's links work as plain links until its code arrives. */
export const DeferredFooter = afterIdle(() => import("./footer").then((m) => m.Footer), "footer");
