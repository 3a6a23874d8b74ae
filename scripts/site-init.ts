/**
 * `npm run site:init`: makes the operator's folder (site/, or SITE_DIR) from the tracked samples
 * (samples/site) and lists what it made. An existing folder is never touched: the operator's own
 * identity and posts are never overwritten by samples. The build, `npm run dev` and `npm start`
 * do the same on first use, so this is for making the folder before the first build.
 */
import { pathToFileURL } from "node:url";
import { initSiteDir, shown, SITE_FILE, type InitResult } from "../publishing/site-folder";

/** What the command prints for `result`. */
export function initReport(result: InitResult): string[] {
  const dir = shown(result.dir);
  if (!result.created) return [`${dir}/ already exists: nothing copied (its files are yours; the samples are in samples/site/).`];
  return [
    `Made ${dir}/ from the samples:`,
    ...result.files.map((file) => `  ${dir}/${file.split("\\").join("/")}`),
    `Next: edit ${dir}/${SITE_FILE} (your name and links), replace the posts in ${dir}/blog/ and the pictures in ${dir}/public/, then npm run build.`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    for (const line of initReport(initSiteDir())) console.log(line);
  } catch (err) {
    console.error(`site:init failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
