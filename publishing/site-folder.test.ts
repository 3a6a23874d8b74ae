import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { initReport } from "../scripts/site-init";
import { ensureSiteDir, initSiteDir, loadSiteConfig, PROJECT_ROOT, SAMPLE_SITE_DIR, siteBlogDir, siteDir, sitePublicDir } from "./site-folder";
import { parseSiteYaml } from "./site-schema";

const SAMPLE_YAML = readFileSync(path.join(PROJECT_ROOT, SAMPLE_SITE_DIR, "site.yaml"), "utf8");
const temp = () => mkdtempSync(path.join(tmpdir(), "site-folder-"));

/** A folder holding the sample site.yaml with `edit` applied, as SITE_DIR. */
function folderWith(edit: (yaml: string) => string): Record<string, string> {
  const dir = temp();
  writeFileSync(path.join(dir, "site.yaml"), edit(SAMPLE_YAML));
  return { SITE_DIR: dir };
}
const errorOf = (env: Record<string, string>): string => {
  try {
    loadSiteConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error("loadSiteConfig did not fail");
};

describe("the operator's folder", () => {
  it("is site/ in the project root, or SITE_DIR relative to the project root, or an absolute SITE_DIR", () => {
    expect(siteDir({})).toBe(path.join(PROJECT_ROOT, "site"));
    expect(siteDir({ SITE_DIR: " " })).toBe(path.join(PROJECT_ROOT, "site"));
    expect(siteDir({ SITE_DIR: "samples/site" })).toBe(path.join(PROJECT_ROOT, "samples/site"));
    expect(siteDir({ SITE_DIR: "/srv/my-site" })).toBe("/srv/my-site");
    expect(siteBlogDir({ SITE_DIR: "/srv/my-site" })).toBe("/srv/my-site/blog");
    expect(sitePublicDir({ SITE_DIR: "/srv/my-site" })).toBe("/srv/my-site/public");
  });
});

describe("loadSiteConfig: site.yaml with the derived fields", () => {
  it("reads the samples, deriving the avatar's alt text, the Telegram handle and the video links", () => {
    const config = loadSiteConfig({ SITE_DIR: SAMPLE_SITE_DIR });
    expect(config.displayName).toBe("Alex Creator");
    expect(config.avatar).toEqual({ src: "/avatar.svg", alt: "Avatar of Alex Creator", width: 160, height: 160 });
    expect(config.telegramHandle).toBe("@example_creator");
    expect(config.featuredVideo).toEqual({
      title: "Free Fire headshot training: 10 minutes a day",
      url: "https://www.youtube.com/@example-creator/videos",
      channelUrl: "https://www.youtube.com/@example-creator",
    });
    expect(config.themeColor).toBe("#0b0f19");
    expect(config.ads).toEqual({ client: "", slot: "" });
  });

  it("takes a featured video's own link when given, and derives from the new name and chat link", () => {
    const env = folderWith((y) =>
      y
        .replace('url: ""', "url: https://www.youtube.com/watch?v=abc123")
        .replace("displayName: Alex Creator", "displayName: Robin Rivera")
        .replace("telegramChat: https://t.me/example_creator", "telegramChat: https://t.me/robin_r"),
    );
    const config = loadSiteConfig(env);
    expect(config.featuredVideo.url).toBe("https://www.youtube.com/watch?v=abc123");
    expect(config.avatar.alt).toBe("Avatar of Robin Rivera");
    expect(config.telegramHandle).toBe("@robin_r");
  });

  it("says to run site:init when the folder does not exist, naming the file", () => {
    const missing = path.join(temp(), "nowhere");
    expect(errorOf({ SITE_DIR: missing })).toBe(
      `${missing}/site.yaml: not found: run \`npm run site:init\` to make ${missing}/ from the samples in samples/site/ (SITE_DIR chooses another folder)`,
    );
    expect(errorOf({ SITE_DIR: "no-such-site-folder" })).toMatch(/^no-such-site-folder\/site\.yaml: not found: run `npm run site:init`/);
  });

  it("says to copy the sample site.yaml when the folder exists without one", () => {
    const dir = temp();
    expect(errorOf({ SITE_DIR: dir })).toBe(`${dir}/site.yaml: not found: copy samples/site/site.yaml there and edit it`);
  });

  it("names the file and the field of a bad value, and says what to write", () => {
    const env = folderWith((y) => y.replace("telegramChat: https://t.me/example_creator", "telegramChat: https://telegram.me/x"));
    expect(errorOf(env)).toBe(`${env.SITE_DIR}/site.yaml: links.telegramChat must be a link like https://t.me/your_name`);
    const colour = folderWith((y) => y.replace('themeColor: "#0b0f19"', "themeColor: #0b0f19"));
    expect(errorOf(colour)).toMatch(/site\.yaml: themeColor must be a colour in quotes, like "#0b0f19" \(without quotes YAML reads # as the start of a comment\)$/);
    const url = folderWith((y) => y.replace("siteUrl: https://example-creator.dev", "siteUrl: https://example-creator.dev/home/"));
    expect(errorOf(url)).toMatch(/site\.yaml: siteUrl must be the site's address alone, like https:\/\/example\.com/);
    const size = folderWith((y) => y.replace("width: 160", "width: big"));
    expect(errorOf(size)).toMatch(/site\.yaml: avatar\.width must be a number of pixels, like 160$/);
  });

  it("names a missing field, and an unknown one with the nearest known name", () => {
    expect(errorOf(folderWith((y) => y.replace(/^siteName: .*$/m, "")))).toMatch(/site\.yaml: siteName is missing: must be the site's name/);
    expect(errorOf(folderWith((y) => y.replace("  youtube:", "  youtub:")))).toMatch(/site\.yaml: links\.youtub is not a known field: did you mean youtube\?/);
    expect(errorOf(folderWith((y) => `${y}\nsecretToken: abc\n`))).toMatch(/site\.yaml: secretToken is not a known field \(known: siteUrl, /);
  });

  it("names the line of a YAML syntax error", () => {
    const env = folderWith((y) => y.replace("shortName: Alex", 'shortName: "Alex'));
    expect(errorOf(env)).toMatch(new RegExp(`^${env.SITE_DIR}/site\\.yaml:\\d+: is not valid YAML`));
  });

  it("parses the text alone the same way (the Vite plugin and the server agree)", () => {
    expect(parseSiteYaml("samples/site/site.yaml", SAMPLE_YAML)).toEqual(loadSiteConfig({ SITE_DIR: SAMPLE_SITE_DIR }));
  });
});

describe("site:init", () => {
  it("copies the samples into a missing folder and lists what it made", () => {
    const dir = path.join(temp(), "site");
    const result = initSiteDir({ SITE_DIR: dir });
    expect(result.created).toBe(true);
    expect(result.files).toEqual(expect.arrayContaining(["site.yaml", "public/avatar.svg", "public/favicon.svg", "public/og-image.png"]));
    expect(result.files.some((f) => f.startsWith("blog/") && f.endsWith(".md"))).toBe(true);
    expect(readFileSync(path.join(dir, "site.yaml"), "utf8")).toBe(SAMPLE_YAML);
    const report = initReport(result);
    expect(report[0]).toBe(`Made ${dir}/ from the samples:`);
    expect(report).toContain(`  ${dir}/site.yaml`);
  });

  it("never overwrites: an existing folder keeps its own files, and a removed sample stays removed", () => {
    const dir = path.join(temp(), "site");
    initSiteDir({ SITE_DIR: dir });
    writeFileSync(path.join(dir, "site.yaml"), "mine");
    const post = readdirSync(path.join(dir, "blog")).find((f) => f.endsWith(".md"))!;
    rmSync(path.join(dir, "blog", post));
    const again = initSiteDir({ SITE_DIR: dir });
    expect(again).toEqual({ dir, created: false, files: [] });
    expect(readFileSync(path.join(dir, "site.yaml"), "utf8")).toBe("mine");
    expect(readdirSync(path.join(dir, "blog"))).not.toContain(post);
    expect(initReport(again)).toEqual([`${dir}/ already exists: nothing copied (its files are yours; the samples are in samples/site/).`]);
  });

  it("leaves an empty existing folder empty", () => {
    const dir = temp();
    mkdirSync(path.join(dir, "site"));
    expect(initSiteDir({ SITE_DIR: path.join(dir, "site") }).created).toBe(false);
    expect(readdirSync(path.join(dir, "site"))).toEqual([]);
  });

  it("on first use (build, dev, start) prints one line, and nothing once the folder exists", () => {
    const dir = path.join(temp(), "site");
    const log = vi.fn();
    ensureSiteDir({ SITE_DIR: dir }, log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(new RegExp(`^Made ${dir}/ from the samples \\(\\d+ files\\): edit ${dir}/site\\.yaml`));
    ensureSiteDir({ SITE_DIR: dir }, log);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
