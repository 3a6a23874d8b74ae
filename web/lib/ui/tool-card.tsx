import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type ToolCardProps = {
  /** Prefix for the heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  icon: LucideIcon;
  description: string;
  /** Marks the section busy while long work runs. */
  busy?: boolean;
  children: ReactNode;
};

/** The frame every generator and utility shares: a labelled card with an icon heading and a line of help. */
export function ToolCard({ id, title, icon: Icon, description, busy, children }: ToolCardProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="card p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Icon className="size-5 text-brand-500" aria-hidden /> {title}
      </h2>
      <p className="text-muted mt-1 text-sm">{description}</p>
      {children}
    </section>
  );
}
