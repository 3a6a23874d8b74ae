/** The chat widget's words. */
import { params } from "@nanostores/i18n";
import { siteConfig } from "../../site.config";
import { defineMessages } from "../i18n/i18n";

export const CHAT_TEXT = {
  openLabel: "Open chat assistant",
  closeLabel: "Close chat",
  title: `${siteConfig.shortName}'s Assistant`,
  subtitle: "Games, tools, Free Fire and more",
  welcome: `Hey gamer! 👋 I'm ${siteConfig.shortName}'s assistant. Ask me about the games, free Free Fire likes, VIP, the tools or anything on the site!`,
  inputLabel: "Your message",
  placeholder: "Type your message...",
  sendLabel: "Send message",
  thinking: "Thinking...",
  loading: "Loading chat...",
  emptyReply: "Sorry, I couldn't generate a response.",
} as const;

/** One of these, at random, when the assistant fails. */
export const CHAT_APOLOGIES: readonly string[] = [
  "Oops! My brain did a 360 no-scope and missed the answer completely 🎯 Please try again!",
  "Lag spike! 📶 My reply got stuck in the lobby. Give it another shot in a moment.",
  "GG, I just got knocked out mid-sentence 😵 Revive me by sending that again!",
  "Out of ammo on that one 🔫 Let me reload, then ask me again.",
  "The safe zone closed on my answer ⏳ Try once more, bhai!",
  "My controller disconnected 🎮 Reconnecting... please try again in a few seconds.",
];

/**
 * The round button and the window's loading frame: on every page, so every page carries these few
 * texts. `{name}` is the site's short name (site.config.ts).
 */
export const chatWidgetMessages = defineMessages("chat-widget", {
  openLabel: CHAT_TEXT.openLabel,
  title: params("{name}'s Assistant"),
  loading: CHAT_TEXT.loading,
});
