/**
 * `npm run openapi`: writes docs/openapi.json, the API's OpenAPI document, from the routes' zod
 * schemas (docs/decisions/042). The app is built with a test config (an in-memory database, the
 * tests' posts, an admin token so the admin routes exist) and never listens. scripts/openapi.test.ts
 * fails when the file in the repository is not what this writes.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../server/app";
import { testConfig } from "../server/test/test-config";

export const OPENAPI_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "docs", "openapi.json");

/** The document as the file holds it: two-space JSON and a final newline. */
export async function openApiText(): Promise<string> {
  const app = await buildApp(testConfig({ ADMIN_TOKEN: "openapi-document-admin-token-0123456789" }), { openapi: true });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeFile(OPENAPI_FILE, await openApiText());
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
