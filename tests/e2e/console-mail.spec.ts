/**
 * The console's Mail screen end to end: with a mail server that refuses everything and one try per message,
 * a registration's letters fail; the dashboard counts them, an administrator opens the visitor's letter (as it
 * would be sent, with its PDF), discards the staff copy and, once the mail server is back, sends the letter
 * again and it arrives. Previews of every letter; nobody but administrators may open the screen.
 */

import { COMPANY } from "../../domain/constants";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { axeViolations } from "./axe";
import { startConsoleServer } from "./console-server";
import { expect, test } from "./test";
import { SAMPLE_REGISTRATION } from "./visitor-data";

test.describe.configure({ mode: "serial" });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp();
  smtp.state.refuse = true;
});
const site = startConsoleServer(() => ({
  SMTP_URL: smtp.url,
  MAIL_MAX_ATTEMPTS: "1",
  NOTIFY_EMAIL: "admissions@example.in",
}));
test.afterAll(() => smtp?.close());

test("failed mail is shown, discarded or sent again from the Mail screen, and then arrives", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const visitor = await site.client(null);
  const created = await visitor.post("/api/registration", { data: SAMPLE_REGISTRATION });
  expect(created.status()).toBe(201);
  const { registrationId } = await created.json();

  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await expect(async () => {
    await page.goto("/admin");
    await expect(page.getByText("Mail that failed to send: 2")).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Mail" }).click();
  await expect(page.getByRole("heading", { name: "Mail" })).toBeVisible();
  await page.getByRole("link", { name: "Failed (2)" }).click();
  await expect(page.getByRole("row")).toHaveCount(3);

  // The staff copy: discarded, so it is never sent.
  await page.getByRole("link", { name: "Staff notification of a registration" }).click();
  await expect(page.getByRole("heading", { name: "Staff notification of a registration" })).toBeVisible();
  await expect(page.getByRole("definition").getByText("Error EMESSAGE 451 DATA")).toBeVisible();
  await expect(page.getByText("admissions@example.in")).toBeVisible();
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("status")).toHaveText("The message was discarded; it will not be sent.");
  await expect(page.getByRole("definition").getByText("Discarded", { exact: true })).toBeVisible();

  // The visitor's letter, as it would be sent: subject, HTML, plain text and the confirmation PDF.
  await page.goto("/admin/mail?status=failed");
  await page.getByRole("link", { name: "Acknowledgement of a registration" }).click();
  const subject = `Your registration ${registrationId} for Full Stack Web Development`;
  await expect(page.getByRole("heading", { name: "Acknowledgement of a registration" })).toBeVisible();
  await expect(page.getByText(subject)).toBeVisible();
  // "Reply to this e-mail" reaches the company's contact address, shown beside the sender.
  await expect(page.getByRole("term").filter({ hasText: "Reply-To" })).toBeVisible();
  await expect(page.getByRole("definition").getByText(COMPANY.generalEmail, { exact: true })).toBeVisible();
  await expect(
    page.frameLocator("iframe").getByText("Meera Iyer").filter({ visible: true }).first(),
  ).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Registration-Confirmation-${registrationId}.pdf` }).click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");

  // The mail server is back: sent again, it arrives once, with its PDF.
  smtp.state.refuse = false;
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("status")).toHaveText("The message will be sent again now.");
  await expect.poll(() => smtp.received.map((m) => m.subject), { timeout: 15_000 }).toEqual([subject]);
  expect(smtp.received[0]!.to).toMatchObject({ text: "meera@example.in" });
  expect(smtp.received[0]!.attachments.map((a) => a.filename)).toEqual([
    `Registration-Confirmation-${registrationId}.pdf`,
  ]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("definition").getByText("Sent", { exact: true })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });

  await page.goto("/admin/audit?entity=outbox");
  await expect(page.getByRole("cell", { name: "Mail sent again" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Mail discarded" })).toBeVisible();
  await context.close();
});

test("an invitation is e-mailed once a mail server is set, and its link lets the colleague in", async ({
  browser,
}) => {
  smtp.state.refuse = false;
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  const invite = async (name: string, email: string) => {
    await page.goto("/admin/staff");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: "Invite" }).click();
  };

  await invite("Nikhil New", "nikhil.new@example.in");
  await expect(page.getByRole("status")).toHaveText(
    "Invitation for nikhil.new@example.in e-mailed (valid 7 days).",
  );
  await expect(page.getByTestId("one-time-link")).toHaveCount(0);
  const isInvitation = (m: (typeof smtp.received)[number]) => Boolean(m.subject?.includes("Your invitation"));
  await expect.poll(() => smtp.received.some(isInvitation)).toBe(true);
  const letter = smtp.received.find(isInvitation)!;
  expect(letter.to).toMatchObject({ text: "nikhil.new@example.in" });
  const link = letter.text?.match(/(http\S+\/admin\/set-password\?token=[\w-]+)/)?.[1];
  expect(link, letter.text).toBeTruthy();
  const colleague = await browser.newContext();
  const theirs = await colleague.newPage();
  await theirs.goto(link!);
  await theirs.getByLabel("New password", { exact: true }).fill("a new colleague's passphrase");
  await theirs.getByLabel("New password again").fill("a new colleague's passphrase");
  await theirs.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(theirs.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await colleague.close();

  // The mail server refuses: the admin gets the link to pass on.
  smtp.state.refuse = true;
  await invite("Tara Two", "tara.two@example.in");
  await expect(page.getByRole("status")).toContainText(
    "Invitation for tara.two@example.in. It could not be e-mailed. Send them this one-time link (valid 7 days):",
  );
  await expect(page.getByTestId("one-time-link")).toContainText("/admin/set-password?token=");
  smtp.state.refuse = false;
  await context.close();
});

test("every letter has a preview, and the Mail screens pass axe at 375 and 1280 px", async ({ browser }) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.goto("/admin/mail/previews");
  const letters = page.getByRole("navigation", { name: "Letters" }).getByRole("link");
  await expect(letters).toHaveCount(18);
  await letters.filter({ hasText: "To the registrant: payment receipt" }).click();
  await expect(page.getByText("Receipt RV/2026-27/00042: ₹500.00 for Full Stack Development")).toBeVisible();
  await expect(page.getByText("Receipt-RV-2026-27-00042.pdf")).toBeVisible();
  await letters.filter({ hasText: "To the registrant: unpaid seat released" }).click();
  await expect(page.getByText("Your seat in Full Stack Development has been released")).toBeVisible();
  await letters.filter({ hasText: "To the registrant: payment link" }).click();
  await expect(page.getByText("Pay ₹500.00 for your registration REG-PREVIEW")).toBeVisible();
  await expect(
    page.frameLocator("iframe").getByText("Pay ₹500.00 now").filter({ visible: true }).first(),
  ).toBeVisible();
  await letters.filter({ hasText: "To staff: job application" }).click();
  await expect(
    page.getByText("New job application: Frontend Developer at the company (Priya Sharma)"),
  ).toBeVisible();
  await expect(
    page.frameLocator("iframe").getByText("Priya Sharma").filter({ visible: true }).first(),
  ).toBeVisible();

  const findings: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/admin/mail", "/admin/mail/previews", "/admin/mail/1"]) {
      await page.goto(path);
      for (const line of await axeViolations(page)) findings.push(`${width}px ${path}: ${line}`);
    }
  }
  expect(findings).toEqual([]);
  await context.close();
});

test("only administrators may open the Mail screens", async ({ browser }) => {
  for (const role of ["editor", "counsellor", "recruiter"] as const) {
    const api = await site.client(role);
    for (const path of [
      "/admin/mail",
      "/admin/mail/1",
      "/admin/mail/previews",
      "/admin/mail/1/attachments/0",
    ]) {
      expect((await api.get(path)).status(), `${role} ${path}`).toBe(403);
    }
    expect(
      (
        await api.post("/admin/mail/1", { form: { intent: "retry" }, headers: { origin: site.base } })
      ).status(),
    ).toBe(403);
    const context = await site.signedIn(browser, role);
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(
      page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Mail" }),
    ).toHaveCount(0);
    // The refusal inside the console's frame names itself in the document title too.
    await page.goto("/admin/mail/previews");
    await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
    await expect(page).toHaveTitle("No access · Staff console");
    await context.close();
  }
  const nobody = await site.client(null);
  expect((await nobody.get("/admin/mail")).status()).toBe(302);
});
