/** The particle and easter-egg constants, and their pure rules. */
export const PARTICLES_DESKTOP = 50;
export const PARTICLES_MOBILE = 20;
export const MOBILE_MAX_WIDTH = 768;
export const MOUSE_CONFETTI_CHANCE = 0.1;

export const CONFETTI_PIECES = 20;
export const CONFETTI_INTERVAL_MS = 50;
export const CONFETTI_LIFETIME_MS = 600;
export const THANKS_POPUP_DELAY_MS = 500;
export const THANKS_POPUP_MS = 3000;
export const MOTIVATION_POPUP_MS = 2500;

export const THANKS_MESSAGE = "🎉 Thanks for visiting! You found the secret confetti! 🎉";

export const MOTIVATIONAL_MESSAGES = [
  "🚀 Keep pushing, legend! Every pro was once a noob.",
  "🔥 Booyah! You're doing amazing today!",
  "💪 Practice daily and the headshots will follow.",
  "🎯 Focus, aim, win. You've got this!",
  "🌟 Dream big, game hard, code harder!",
] as const;

export function particleCount(viewportWidth: number): number {
  return viewportWidth < MOBILE_MAX_WIDTH ? PARTICLES_MOBILE : PARTICLES_DESKTOP;
}

/** Typing in a field never fires the n-key easter egg. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === "input" || tag === "textarea" || tag === "select" || el.isContentEditable;
}

/** A box is "fully rounded" when its corner radius reaches half its shorter side. */
export function isFullyRounded(radius: string, width: number, height: number): boolean {
  if (!radius || width <= 0 || height <= 0) return false;
  const first = radius.split(" ")[0] ?? "";
  if (first.endsWith("%")) return Number.parseFloat(first) >= 50;
  const px = Number.parseFloat(first);
  return Number.isFinite(px) && px >= Math.min(width, height) / 2 - 0.5;
}
