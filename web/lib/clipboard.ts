/**
 * Copy text and say so with a toast: "Copied!" plus what was copied.
 * Falls back to a hidden text area where the Clipboard API is missing (older Android browsers,
 * pages served without HTTPS), and says plainly when the browser refuses.
 */
import { copyMessages } from "../content/clipboard";
import { toast } from "./toast-store";

export async function copyToClipboard(text: string, description: string): Promise<boolean> {
  try {
    await writeText(text);
    toast({ title: copyMessages.get().copied, description });
    return true;
  } catch {
    const t = copyMessages.get();
    toast({ title: t.failedTitle, description: t.failedDescription, variant: "destructive" });
    return false;
  }
}

async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy command refused");
}
