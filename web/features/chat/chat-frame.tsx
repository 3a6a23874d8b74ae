import type { ComponentPropsWithRef, CSSProperties, ReactNode } from "react";
import type { Point } from "./drag";

/** 24 rem wide on wide screens, a phone's width less a margin on small ones; 500 px tall, at most 80% of the viewport. */
const FRAME =
  "fixed z-50 flex h-[500px] max-h-[80dvh] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--card)] shadow-2xl";
/** Until the visitor drags it, the window opens in the bottom corner at the end of the line: right, or left in Arabic. */
const DEFAULT_PLACE = "bottom-2 end-2 sm:bottom-6 sm:end-6";

/** The box's classes and placement, for the window (a modal <dialog>) and its loading placeholder alike. */
export function frameLayout(position: Point | null): { className: string; style: CSSProperties | undefined } {
  return { className: `${FRAME} ${position ? "" : DEFAULT_PLACE}`, style: position ? { left: position.x, top: position.y } : undefined };
}

/** The loading placeholder: the chat window's box (so nothing jumps when the window arrives). */
export function ChatFrame({ position, children, ...rest }: { position: Point | null; children: ReactNode } & ComponentPropsWithRef<"section">) {
  return (
    <section {...rest} {...frameLayout(position)}>
      {children}
    </section>
  );
}
