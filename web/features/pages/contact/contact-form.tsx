import { Loader2, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { siteConfig } from "../../../../site.config";
import { CONTACT_CONTENT } from "../../../content/contact";
import { usePageContent } from "../../../content/page-types";
import { toast } from "../../../lib/toast-store";

import { buildMailto, checkContact, type ContactValues } from "./contact-message";

/** The success message shows about 500 ms after the mail program opens. */
export const CONTACT_SUCCESS_DELAY_MS = 500;

const EMPTY: ContactValues = { name: "", email: "", message: "" };

/** Hands the mail link to the browser the way a click on a link would (nothing is sent by the site). */
function openMailProgram(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.click();
}

/** Idle -> (valid submit) sending -> 500 ms later success, cleared, idle. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<keyof ContactValues | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const { form } = usePageContent(CONTACT_CONTENT);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (field: keyof ContactValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (invalid === field) setInvalid(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    // The texts of the moment (outside render): the page's language.
    const check = checkContact(values, CONTACT_CONTENT.get().form);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: "destructive" });
      setInvalid(check.field);
      ({ name: nameRef, email: emailRef, message: messageRef })[check.field].current?.focus();
      return;
    }
    setSending(true);
    openMailProgram(buildMailto(siteConfig.links.businessEmail, values));
    timer.current = window.setTimeout(() => {
      toast({ ...CONTACT_CONTENT.get().form.success, variant: "default" });
      setValues(EMPTY);
      setSending(false);
    }, CONTACT_SUCCESS_DELAY_MS);
  };

  const { fields: text } = form;
  const common = (field: keyof ContactValues) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    placeholder: text[field].placeholder,
    "aria-required": true,
    "aria-invalid": invalid === field || undefined,
    // Read-only rather than disabled while sending, so focus stays where the visitor left it.
    readOnly: sending,
    className: "w-full rounded-xl border border-[var(--border)] bg-[var(--bg)] px-3 py-2.5 text-base aria-[invalid=true]:border-red-500 read-only:opacity-70",
  });
  const label = (field: keyof ContactValues) => (
    <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-semibold">
      {text[field].label}
      <span className="text-red-500" aria-hidden>
        {" "}
        *
      </span>
    </label>
  );

  return (
    <form noValidate onSubmit={submit} className="card grid gap-4 p-6" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {form.heading}
        </h2>
        <p className="text-muted mt-1 text-sm">{form.intro}</p>
      </div>
      <div>
        {label("name")}
        <input {...common("name")} ref={nameRef} type="text" autoComplete="name" />
      </div>
      <div>
        {label("email")}
        {/* An address reads left to right, even on an Arabic page. */}
        <input {...common("email")} ref={emailRef} type="email" autoComplete="email" dir="ltr" />
      </div>
      <div>
        {label("message")}
        <textarea {...common("message")} ref={messageRef} rows={6} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Send className="size-4" aria-hidden />}
        {sending ? form.sending : form.submit}
      </button>
      <p role="status" className="sr-only">
        {sending ? form.sending : ""}
      </p>
      <p className="text-muted text-sm">{form.requiredNote}</p>
    </form>
  );
}
