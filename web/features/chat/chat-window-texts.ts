/**
 * The chat window's texts, apart from the widget's (web/content/chat.ts): only the window's lazy
 * chunk imports them, so a translated page's catalog does not carry them and the window fetches
 * its own beside its code (docs/decisions/071-one-catalog-per-route.md).
 */
import { params } from "@nanostores/i18n";
import { CHAT_APOLOGIES, CHAT_TEXT } from "../../content/chat";
import { defineMessages } from "../../i18n/i18n";

/** The window's texts. Built-in texts never go to the model. */
export const chatMessages = defineMessages("chat-window", {
  closeLabel: CHAT_TEXT.closeLabel,
  title: params("{name}'s Assistant"),
  subtitle: CHAT_TEXT.subtitle,
  welcome: params("Hey gamer! 👋 I'm {name}'s assistant. Ask me about the games, free Free Fire likes, VIP, the tools or anything on the site!"),
  inputLabel: CHAT_TEXT.inputLabel,
  placeholder: CHAT_TEXT.placeholder,
  sendLabel: CHAT_TEXT.sendLabel,
  thinking: CHAT_TEXT.thinking,
  emptyReply: CHAT_TEXT.emptyReply,
  moveLabel: "Move chat window",
  moveTitle: "Move with the arrow keys",
  conversationLabel: "Conversation",
  apology1: CHAT_APOLOGIES[0]!,
  apology2: CHAT_APOLOGIES[1]!,
  apology3: CHAT_APOLOGIES[2]!,
  apology4: CHAT_APOLOGIES[3]!,
  apology5: CHAT_APOLOGIES[4]!,
  apology6: CHAT_APOLOGIES[5]!,
});

/** The apologies in the page's language, in CHAT_APOLOGIES' order. */
export function chatApologies(): string[] {
  const t = chatMessages.get();
  return [t.apology1, t.apology2, t.apology3, t.apology4, t.apology5, t.apology6];
}
