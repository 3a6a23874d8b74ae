import type { AnchorHTMLAttributes, ReactNode } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string; children: ReactNode };

/**
 * A link that leaves the site: always a new tab, and never hands the new page a handle on this
 * one (noopener) nor tells it where the visitor came from (noreferrer). Screen readers hear that
 * a new tab opens.
 */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
