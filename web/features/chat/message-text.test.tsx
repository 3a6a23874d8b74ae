import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../site.config";
import { MessageText, splitLinks } from "./message-text";

describe("splitLinks", () => {
  it("links the site's pages by their exact path, longest first", () => {
    expect(splitLinks("Open /ff-bots/likes, then /games/2048.")).toEqual([
      { kind: "text", text: "Open " },
      { kind: "page", path: "/ff-bots/likes" },
      { kind: "text", text: ", then " },
      { kind: "page", path: "/games/2048" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves unknown paths, paths inside URLs and foreign links as text", () => {
    const text = "See /admin or https://evil.example/games or https://example.com/ff-bots and 1/games";
    expect(splitLinks(text)).toEqual([{ kind: "text", text }]);
  });

  it("links the operator's own links and business email from site.config.ts", () => {
    const { telegramChat, vipTelegramGroup, businessEmail } = siteConfig.links;
    expect(splitLinks(`Telegram ${telegramChat} or VIP ${vipTelegramGroup} or ${businessEmail}.`)).toEqual([
      { kind: "text", text: "Telegram " },
      { kind: "url", href: telegramChat, text: telegramChat },
      { kind: "text", text: " or VIP " },
      { kind: "url", href: vipTelegramGroup, text: vipTelegramGroup },
      { kind: "text", text: " or " },
      { kind: "url", href: `mailto:${businessEmail}`, text: businessEmail },
      { kind: "text", text: "." },
    ]);
  });
});

describe("MessageText", () => {
  it("renders text as text and pages as router links", () => {
    const router = createMemoryRouter([{ path: "*", element: <MessageText text={"<b>hi</b> see /blog"} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("<b>hi</b> see", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "/blog" })).toHaveAttribute("href", "/blog");
  });
});
