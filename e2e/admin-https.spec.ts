/**
 * Decision 030: /admin opened over plain HTTP at a name other than localhost (how an operator first
 * tries a new server) says that sign-in needs HTTPS and how to get it, instead of showing the form
 * again without a word after a sign-in whose Secure cookie the browser dropped. Chromium maps a
 * made-up name to the test server, so the browser truly asks for http://admin-over-http.test/.
 */
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM } from "../bench/chromium";
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_PATH } from "../contracts/admin";
import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { HTTPS_REQUIRED_MESSAGE } from "../server/modules/admin/https-rule";
import { expect, hydrated, test } from "./fixtures";

const NAME = "admin-over-http.test";

test.use({
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM, args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${NAME} 127.0.0.1`] },
});

test.describe("/admin over plain HTTP away from localhost", () => {
  test("the page says sign-in needs HTTPS and points at the README's Production section, with no sign-in form", async ({ page, baseURL }) => {
    const url = new URL("/admin", baseURL);
    url.hostname = NAME;
    await page.goto(url.toString());
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Sign-in needs HTTPS" })).toBeVisible();
    await expect(page.getByText(HTTPS_REQUIRED_MESSAGE)).toBeVisible();
    await expect(page.getByText(/the README's Production section, under HTTPS/)).toBeVisible();
    await expect(page.getByLabel("Admin token")).toHaveCount(0);
  });

  test("a sign-in sent anyway, even with the right token, is refused out loud (403 with the message), not a silent 200", async ({ page, baseURL }) => {
    const url = new URL(ADMIN_SESSION_PATH, baseURL);
    url.hostname = NAME;
    await page.goto(new URL("/", url).toString());
    const answer = await page.evaluate(
      async ({ path, header, token }) => {
        const res = await fetch(path, { method: "POST", headers: { [header]: "1", "content-type": "application/json" }, body: JSON.stringify({ token }) });
        return { status: res.status, body: (await res.json()) as { message?: string; reason?: string } };
      },
      { path: ADMIN_SESSION_PATH, header: ADMIN_CSRF_HEADER, token: E2E_ADMIN_TOKEN },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: HTTPS_REQUIRED_MESSAGE, reason: "https_required" });
  });

  test("the same server at 127.0.0.1 still shows the sign-in form", async ({ page }) => {
    await page.goto("/admin");
    await hydrated(page);
    await expect(page.getByLabel("Admin token")).toBeVisible();
  });
});
