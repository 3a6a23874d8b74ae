import { act, fireEvent, render, renderHook, screen, type RenderHookResult } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "../../../../site.config";
import { resetToasts, useToasts } from "../../../lib/toast-store";
import { CONTACT_SUCCESS_DELAY_MS, ContactForm } from "./contact-form";

let opened: string[] = [];
let toasts: RenderHookResult<ReturnType<typeof useToasts>, unknown>;

beforeEach(() => {
  opened = [];
  // The form opens the mail program by clicking a link; record it instead of navigating.
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    opened.push(this.href);
  });
  render(<ContactForm />);
  toasts = renderHook(() => useToasts());
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  act(() => resetToasts());
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement | HTMLTextAreaElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Send Message|Sending/ }));
const shownToast = () => toasts.result.current.map((t) => ({ title: t.title, description: t.description, variant: t.variant }));

describe("ContactForm", () => {
  it("marks every field required with an asterisk, gives the message 6 rows and says all fields are required", () => {
    for (const name of ["Name", "Email", "Message"]) {
      expect(field(name)).toHaveAttribute("aria-required", "true");
      expect(field(name).labels?.[0]?.textContent).toBe(`${name} *`);
    }
    expect(field("Message")).toHaveAttribute("rows", "6");
    expect(screen.getByText("* All fields are required.")).toBeInTheDocument();
  });

  it("refuses an empty form with the destructive 'Missing Information' toast and opens nothing", () => {
    submit();
    expect(shownToast()).toEqual([{ title: "Missing Information", description: "Please fill in all fields before submitting!", variant: "destructive" }]);
    expect(opened).toEqual([]);
    expect(field("Name")).toHaveFocus();
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("then refuses a bad e-mail with the destructive 'Invalid Email' toast", () => {
    type("Name", "Riya");
    type("Email", "riya@example");
    type("Message", "Hello");
    submit();
    expect(shownToast()).toEqual([{ title: "Invalid Email", description: "Please enter a valid email address!", variant: "destructive" }]);
    expect(opened).toEqual([]);
    expect(field("Email")).toHaveFocus();
  });

  it("opens the mail link, shows Sending..., and 500 ms later thanks the visitor and clears the form", () => {
    vi.useFakeTimers();
    type("Name", "Riya");
    type("Email", "riya@example.com");
    type("Message", "Hello & welcome?\nBye");
    submit();

    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(url.pathname).toBe(siteConfig.links.businessEmail);
    expect(url.searchParams.get("subject")).toBe("Message from Riya");
    expect(url.searchParams.get("body")).toBe("Name: Riya\r\nEmail: riya@example.com\r\n\r\nMessage:\r\nHello & welcome?\r\nBye");

    const button = screen.getByRole("button", { name: /Sending\.\.\./ });
    expect(button).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Sending...");
    submit();
    expect(opened).toHaveLength(1);

    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_DELAY_MS - 1));
    expect(shownToast()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownToast()).toEqual([{ title: "Message Sent!", description: "Thanks for reaching out! I'll get back to you soon!", variant: "default" }]);
    for (const name of ["Name", "Email", "Message"]) expect(field(name)).toHaveValue("");
    expect(screen.getByRole("button", { name: /Send Message/ })).toBeEnabled();
  });
});
