import type { AnchorHTMLAttributes, ReactNode } from "react";
import { defineMessages, useMessages } from "../../../i18n/i18n";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string; children: ReactNode };

export const externalLinkMessages = defineMessages("pages-external-link", { newTab: "(opens in a new tab)" });

/**
 * A link that leaves the site: always a new tab, and never hands the new page a handle on this
 * one (noopener) nor tells it where the visitor came from (noreferrer). Screen readers hear that
 * a new tab opens.
 */
export function ExternalLink({ children, ...props }: Props) {
  const t = useMessages(externalLinkMessages);
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t.newTab}</span>
    </a>
  );
}
