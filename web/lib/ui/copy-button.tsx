import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { copyToClipboard } from "../clipboard";

const CONFIRM_MS = 1500;

type CopyButtonProps = {
  text: string;
  /** The button's accessible name, e.g. "Copy UID 123456789". */
  label: string;
  /** The toast's description, e.g. "UID copied to clipboard". */
  description: string;
  /** Visible text beside the icon; icon only when omitted. */
  children?: string;
  className?: string;
  disabled?: boolean;
};

/** Copies `text`, shows the "Copied!" toast, and ticks for a moment. */
export function CopyButton({ text, label, description, children, className = "btn btn-outline", disabled }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const Icon = copied ? Check : Copy;
  return (
    <button type="button" className={className} aria-label={label} disabled={disabled} onClick={() => void copyToClipboard(text, description).then(setCopied)}>
      <Icon className="size-4" aria-hidden />
      {children}
    </button>
  );
}
