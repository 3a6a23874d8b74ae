import { useId, type ReactNode } from "react";

/** A titled page section; the heading names the region for assistive technology. */
export function Section({ heading, children, className = "" }: { heading: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`mb-14 ${className}`}>
      <h2 id={id} className="mb-5 text-center text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}
