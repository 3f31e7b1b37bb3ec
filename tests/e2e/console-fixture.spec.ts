/** The shared console server (console-server.ts) starts with demo content and one account per role. */
import { sharedConsoleServer } from "./console-server";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

test("every role signs in to the dashboard of a server with the demo content", async ({ browser }) => {
  for (const role of ["admin", "editor", "counsellor", "recruiter"] as const) {
    const context = await site.signedIn(browser, role);
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await context.close();
  }
  const home = await fetch(`${site.base}/courses`);
  expect(home.status).toBeLessThan(500);
  expect(site.output).not.toMatch(/setup\?token=/);
});
