/** The Contact page. */
import { siteConfig } from "../../site.config";
import { definePageContent, type PageHeaderText, type PageMetaText } from "./page-types";

export type ContactMethod = { kind: "email" | "whatsapp" | "telegram"; title: string; text: string; label: string; href: string };

const { links } = siteConfig;

export const CONTACT_META: PageMetaText = {
  title: "Contact",
  description: `Get in touch with ${siteConfig.displayName} by e-mail, WhatsApp or Telegram, or send a message for website and commission work.`,
};

export const CONTACT_HEADER: PageHeaderText = {
  title: "Get In Touch",
  subtitle: "Questions, collabs or a project in mind? I read every message.",
};

/** Three contact method cards. */
export const CONTACT_METHODS: readonly ContactMethod[] = [
  { kind: "email", title: "Email", text: "For business enquiries and collaborations.", label: links.businessEmail, href: `mailto:${links.businessEmail}` },
  { kind: "whatsapp", title: "WhatsApp", text: "Quick questions and project chats.", label: "Chat on WhatsApp", href: links.whatsappChat },
  { kind: "telegram", title: "Telegram", text: "Tool support and VIP access.", label: "Message on Telegram", href: links.telegramChat },
];

/** The form's labels, states and messages, word for word. */
export const CONTACT_FORM = {
  heading: "Send a Message",
  intro: "Submitting opens your e-mail app with the message ready to send.",
  fields: {
    name: { label: "Name", placeholder: "Your name" },
    email: { label: "Email", placeholder: "you@example.com" },
    message: { label: "Message", placeholder: "What's on your mind?" },
  },
  submit: "Send Message",
  sending: "Sending...",
  requiredNote: "* All fields are required.",
  missing: { title: "Missing Information", description: "Please fill in all fields before submitting!" },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address!" },
  success: { title: "Message Sent!", description: "Thanks for reaching out! I'll get back to you soon!" },
  /** "{name}" is replaced by the sender's name. */
  subject: "Message from {name}",
} as const;

export const COMMISSION = {
  heading: "Commission Work",
  text: "Need a website for yourself, your team or your business? I design and build fast, mobile-friendly sites, from personal portfolios to gaming platforms.",
  whatsapp: { label: "Discuss on WhatsApp", url: links.whatsappChat },
  portfolio: { label: "View My Work", path: "/portfolio" },
} as const;

/** The services list, in this order. */
export const SERVICES = {
  heading: "Services",
  items: ["Custom Websites", "Portfolio Sites", "Gaming Platforms", "Business Solutions", "Mobile-Responsive Design", "SEO Optimization"],
} as const;

export const WHY_CHOOSE_ME = {
  heading: "Why Choose Me?",
  text: "I build for real visitors on real phones: pages that load fast on slow networks, work with a keyboard and a screen reader, and are easy for you to update. You talk to the person who writes the code, get honest timelines, and keep full ownership of everything we make.",
} as const;

/** The Contact page's texts in every language (messages "pages-contact"). The mail the form writes stays English: it is for the operator. */
export const CONTACT_CONTENT = definePageContent(
  "pages-contact",
  {
    meta: CONTACT_META,
    header: CONTACT_HEADER,
    methods: CONTACT_METHODS,
    form: { ...CONTACT_FORM, subject: undefined },
    commission: COMMISSION,
    services: SERVICES,
    why: WHY_CHOOSE_ME,
    ui: { methodsLabel: "Ways to reach me" },
  },
  { name: siteConfig.displayName, email: links.businessEmail },
);
