/**
 * `npm run admin:token`: prints a strong ADMIN_TOKEN (32 random bytes from the operating system's
 * CSPRNG, base64url: 43 characters, 256 bits). Nothing is stored: the operator puts it in the
 * environment and keeps it as they keep any password.
 */
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";

export function strongAdminToken(): string {
  return randomBytes(32).toString("base64url");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(strongAdminToken());
}
