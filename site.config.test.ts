import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "./publishing/site-folder";
import { telegramHandleOf } from "./publishing/site-identity";
import { siteConfig } from "./site.config";
import { TEST_SITE_DIR } from "./test/fixtures/site";

describe("site.config.ts: identity written once, the rest derived", () => {
  it("holds the tests' identity (the tracked samples), never the operator's site/", () => {
    expect(process.env.SITE_DIR).toBe(TEST_SITE_DIR);
    expect(siteConfig).toEqual(loadSiteConfig({ SITE_DIR: TEST_SITE_DIR }));
  });

  it("names the display name in the avatar's alt text", () => {
    expect(siteConfig.avatar.alt).toBe(`Avatar of ${siteConfig.displayName}`);
  });

  it("takes the VIP message's Telegram handle from the Telegram chat link", () => {
    expect(telegramHandleOf("https://t.me/my_gaming_name")).toBe("@my_gaming_name");
    expect(telegramHandleOf("https://t.me/Player123/")).toBe("@Player123");
    expect(siteConfig.telegramHandle).toBe(telegramHandleOf(siteConfig.links.telegramChat));
  });

  it("refuses a Telegram chat link it cannot read a handle from, naming the field", () => {
    expect(() => telegramHandleOf("https://telegram.me/")).toThrow("links.telegramChat must look like https://t.me/your_name");
  });

  it("points the featured video card at the operator's own channel", () => {
    expect(siteConfig.featuredVideo.channelUrl).toBe(siteConfig.links.youtube);
    expect(siteConfig.featuredVideo.url.startsWith(siteConfig.links.youtube)).toBe(true);
  });
});
