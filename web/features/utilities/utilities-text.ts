/** The utility tools' visible texts and toasts. */
import { defineMessages } from "../../i18n/i18n";

export const UTILITIES_PAGE = {
  title: "Utility Tools",
  intro: "Handy tools that run entirely in your browser: nothing you add here is uploaded.",
  toolsLink: "FF Tools",
  back: "Go Back",
} as const;

/** The page's texts in its language (web/i18n/messages/<locale>/utilities-page.json). */
export const utilitiesPageMessages = defineMessages("utilities-page", {
  ...UTILITIES_PAGE,
  tabsLabel: "Utilities",
  imageTab: "Image",
  speechTab: "Speech",
  qrTab: "QR Code",
  clipboardTab: "Clipboard",
  metaDescription: "Free in-browser utilities: image compressor, text to speech, QR code generator and clipboard manager.",
});

export const IMAGE_TOASTS = {
  notAnImage: { title: "Error", description: "Please upload an image file" },
  compressed: (percent: number) => ({ title: "Compressed!", description: `Reduced by ${percent}%` }),
  keptOriginal: { title: "Already small", description: "Compressing would not make this image any smaller, so the original is kept." },
  failed: { title: "Error", description: "This image could not be compressed. Try another file." },
} as const;

export const SPEECH_TOASTS = {
  empty: { title: "Error", description: "Please enter some text first" },
  failed: { title: "Error", description: "Speech synthesis failed" },
  unsupported: { title: "Not Supported", description: "Text-to-speech not supported in this browser" },
} as const;

export const QR_TOASTS = {
  empty: { title: "Error", description: "Please enter text or URL" },
  generated: { title: "Generated!", description: "QR code created successfully" },
  failed: { title: "Error", description: "Failed to generate QR code" },
} as const;

export const NOTE_TOASTS = {
  empty: { title: "Error", description: "Please enter some text" },
  saved: { title: "Saved!", description: "Note saved to clipboard manager" },
  copied: "Text copied to clipboard",
  deleted: { title: "Deleted!", description: "Note removed" },
} as const;
