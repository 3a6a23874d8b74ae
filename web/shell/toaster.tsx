import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useLocation } from "react-router";
import { textDirection, unlocalizedPath } from "../../contracts/locales";
import { useLocale, useMessages } from "../i18n/i18n";
import { isGameScreen } from "../lib/game-screen";
import { dismissToast, TOAST_DURATION, useToasts } from "../lib/toast-store";
import { extrasMessages } from "./extras-messages";

/**
 * Radix toasts, at most one at once (TOAST_LIMIT), each for 5000 ms; swipe right (left in Arabic) past 50 px,
 * F8 focuses the region, at most 420 px wide.
 *
 * Nothing floats over play (docs/decisions/047-nothing-floats-over-play.md): a toast raised while
 * a round runs waits in the queue (toast-store.ts) and shows, with its full time, once play stops;
 * on a game's screen toasts come down from the top, over the site header, not over the controls.
 */
export function Toaster() {
  const toasts = useToasts();
  const text = useMessages(extrasMessages);
  const rtl = textDirection(useLocale()) === "rtl";
  const { pathname } = useLocation();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection={rtl ? "left" : "right"} swipeThreshold={50} label={text.notification}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-testid="toast"
          data-variant={t.variant ?? "default"}
          className={
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg " +
            "data-[state=open]:animate-pop data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] " +
            (t.variant === "destructive" ? "border-red-700 bg-red-600 text-white" : "border-[var(--border)] bg-[var(--card)] text-[var(--fg)]")
          }
        >
          <div className="grid gap-1">
            {t.title && <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          {t.action && (
            <ToastPrimitive.Action altText={t.action.label} onClick={t.action.onClick} className="btn btn-outline text-sm">
              {t.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close aria-label={text.close} className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={text.notificationsRegion}
        className={`fixed end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px] ${isGameScreen(unlocalizedPath(pathname)) ? "top-0" : "bottom-0"}`}
      />
    </ToastPrimitive.Provider>
  );
}
