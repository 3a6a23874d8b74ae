import { describe, expect, it } from "vitest";
import { buildMailto, checkContact } from "./contact-message";

const valid = { name: "Riya", email: "riya@example.com", message: "Hi!" };

describe("checkContact", () => {
  it("accepts a filled form with a valid e-mail", () => {
    expect(checkContact(valid)).toEqual({ ok: true });
  });

  it.each(["name", "email", "message"] as const)("refuses an empty %s with 'Missing Information'", (field) => {
    expect(checkContact({ ...valid, [field]: "" })).toEqual({
      ok: false,
      field,
      title: "Missing Information",
      description: "Please fill in all fields before submitting!",
    });
  });

  it("treats a field of only spaces as empty", () => {
    expect(checkContact({ ...valid, name: "   " })).toMatchObject({ title: "Missing Information" });
  });

  it("checks for missing fields before the e-mail format, naming the first empty field", () => {
    expect(checkContact({ name: "", email: "not-an-email", message: "" })).toMatchObject({ field: "name", title: "Missing Information" });
    expect(checkContact({ name: "Riya", email: "not-an-email", message: "" })).toMatchObject({
      field: "message",
      title: "Missing Information",
    });
  });

  it.each(["riya", "riya@example", "@example.com", "riya@.com", "ri ya@example.com", "riya@example."])("refuses %s with 'Invalid Email'", (email) => {
    expect(checkContact({ ...valid, email })).toEqual({
      ok: false,
      field: "email",
      title: "Invalid Email",
      description: "Please enter a valid email address!",
    });
  });

  it.each(["a@b.c", "first.last+tag@mail.example.co.in"])("accepts %s", (email) => {
    expect(checkContact({ ...valid, email })).toEqual({ ok: true });
  });
});

describe("buildMailto", () => {
  it("addresses the business e-mail with the subject 'Message from {name}'", () => {
    const url = new URL(buildMailto("hello@example.dev", valid));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@example.dev");
    expect(url.searchParams.get("subject")).toBe("Message from Riya");
  });

  it("puts the name, the e-mail and the message in the body", () => {
    const url = new URL(buildMailto("hello@example.dev", valid));
    expect(url.searchParams.get("body")).toBe("Name: Riya\r\nEmail: riya@example.com\r\n\r\nMessage:\r\nHi!");
  });

  it("encodes &, ?, #, %, + and line breaks so any text survives", () => {
    const tricky = { name: "Tom & Jerry?", email: "t@example.com", message: "Price: 5% + tax?\nA&B #1\r\nthanks=yes" };
    const href = buildMailto("hello@example.dev", tricky);
    expect(href).not.toMatch(/[\n\r#]/);
    expect(href.split("&")).toHaveLength(2);
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("Message from Tom & Jerry?");
    expect(url.searchParams.get("body")).toBe("Name: Tom & Jerry?\r\nEmail: t@example.com\r\n\r\nMessage:\r\nPrice: 5% + tax?\r\nA&B #1\r\nthanks=yes");
  });

  it("keeps emoji and non-Latin text intact", () => {
    const url = new URL(buildMailto("hello@example.dev", { ...valid, name: "अनन्या 🎮" }));
    expect(url.searchParams.get("subject")).toBe("Message from अनन्या 🎮");
  });
});
