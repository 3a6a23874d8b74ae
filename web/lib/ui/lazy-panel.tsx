import { LoaderCircle } from "lucide-react";
import { Suspense, type ReactNode } from "react";

/**
 * Holds a lazily loaded tool. The box keeps the same minimum height while the chunk loads and
 * after it arrives, so the page does not jump.
 */
export function LazyPanel({ children, minHeight, loadingLabel }: { children: ReactNode; minHeight: string; loadingLabel: string }) {
  return (
    <div style={{ minHeight }} className="grid">
      <Suspense
        fallback={
          <div className="card grid place-items-center p-6" role="status">
            <LoaderCircle className="size-8 animate-spin text-brand-500 motion-reduce:animate-none" aria-hidden />
            <span className="sr-only">{loadingLabel}</span>
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
