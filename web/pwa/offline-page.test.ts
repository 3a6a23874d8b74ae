import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "../shell/boot-script";
import { OFFLINE_TEXT, offlinePageHtml } from "./offline-page";

const html = offlinePageHtml({
  siteName: `Tom & "Jerry" <Hub>`,
  siteUrl: "https://creator.example",
  themeColor: "#000000",
  stylesheets: ["/assets/root-abc.css"],
  lang: "en",
});

describe("offlinePageHtml", () => {
  it("is a noindex page with its own title, description and sharing tags", () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<meta name="description" content="${OFFLINE_TEXT.description}">`);
    expect(html).toContain('<meta property="og:url" content="https://creator.example/offline">');
    expect(html).toContain('<meta name="twitter:image" content="https://creator.example/og-image.png">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("escapes the operator's texts", () => {
    expect(html).toContain("Tom &#38; &#34;Jerry&#34; &#60;Hub&#62;");
    expect(html).not.toContain("<Hub>");
  });

  it("carries only the theme script, no app script", () => {
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toBe("");
    expect(scripts[0]![2]).toBe(THEME_SCRIPT);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-abc.css">');
  });

  it("is written in each language, its links to that language's pages, Arabic right to left", () => {
    const arabic = offlinePageHtml({ siteName: "Hub", siteUrl: "https://creator.example", themeColor: "#000000", stylesheets: [], lang: "ar", locale: "ar" });
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(arabic).toContain('<h1 class="text-3xl font-extrabold">أنت غير متصل</h1>');
    expect(arabic).toContain('href="/ar/games">الألعاب</a>');
    expect(arabic).toContain('<meta property="og:url" content="https://creator.example/ar/offline">');
    expect(arabic).not.toContain(OFFLINE_TEXT.title);
    expect(html).toContain('<html lang="en" dir="ltr"');
  });
});
