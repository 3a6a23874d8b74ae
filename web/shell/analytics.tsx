import { useEffect } from "react";
import { siteConfig } from "../../site.config";
import { afterLoad } from "../lib/after-load";
import { loadScript } from "../lib/load-script";

export const ANALYTICS_BLOCKED_MESSAGE = "Analytics failed to load. If you use an ad blocker, consider allowing this site or enabling analytics.";

/** Loads the configured same-origin analytics script after the page has loaded, when idle. */
export function AnalyticsLoader() {
  useEffect(() => {
    const path = siteConfig.analyticsPath;
    if (!path) return;
    return afterLoad(() => {
      loadScript(path, { defer: "" }).catch(() => console.warn(ANALYTICS_BLOCKED_MESSAGE));
    });
  }, []);
  return null;
}

export const CONSOLE_GREETING =
  "%c👋 Hey developer! Welcome to the console.\n" +
  "🎉 Press the N key anywhere for confetti.\n" +
  "🖱️ Click the round avatars and buttons for a surprise.\n" +
  "🕐 The greeting box changes with the time of day.";

/** A greeting in the developer console. */
export function ConsoleGreeting() {
  useEffect(() => {
    console.log(CONSOLE_GREETING, "color:#4f7cff;font-weight:bold;font-size:13px");
  }, []);
  return null;
}
