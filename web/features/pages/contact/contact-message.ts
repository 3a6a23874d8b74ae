import { CONTACT_FORM } from "../../../content/contact";

export type ContactValues = { name: string; email: string; message: string };

/** A failed check names the field to fix first, so the form can move focus there. */
export type ContactCheck = { ok: true } | { ok: false; field: keyof ContactValues; title: string; description: string };

const FIELDS = ["name", "email", "message"] as const;

type Notice = { title: string; description: string };
/** The refusals' texts: English by default, the page's language from the form. */
export type ContactNotices = { missing: Notice; invalidEmail: Notice };

/** Text, an at sign, text, a dot, text (no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The submit checks, in this order: first every field must be filled
 * (whitespace alone counts as empty), then the e-mail must look like one.
 */
export function checkContact(values: ContactValues, notices: ContactNotices = CONTACT_FORM): ContactCheck {
  const empty = FIELDS.find((field) => !values[field].trim());
  if (empty) return { ok: false, field: empty, ...notices.missing };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { ok: false, field: "email", ...notices.invalidEmail };
  return { ok: true };
}

/**
 * The mail link the form opens, in English whatever the page's language: it is
 * written to the operator: addressed to the business e-mail, subject
 * "Message from {name}", a body holding the name, the e-mail and the message. Subject and body
 * are percent-encoded, so &, ?, #, % and line breaks survive; line breaks are sent as CRLF, as
 * RFC 6068 asks of mailto bodies.
 */
export function buildMailto(to: string, values: ContactValues): string {
  const name = values.name.trim();
  const subject = CONTACT_FORM.subject.replace("{name}", name);
  const body = `Name: ${name}\nEmail: ${values.email.trim()}\n\nMessage:\n${values.message}`.replace(/\r?\n/g, "\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
