/**
 * Certificates and personal data in the console, end to end in Chromium on a server of their own: who may use
 * them (403 without the data), a counsellor issuing a certificate by hand that the public check then finds, a
 * CSV import previewed then confirmed, an admin revoking one that the public check then shows revoked without
 * the holder, and an admin erasing a person who sent an enquiry and applied with a resume (nothing remains,
 * file included). Screens are checked with axe at 375 and 1280 px and saved for a look.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { samplePdf } from "../../domain/careers/test-fixtures";
import { registrationBody } from "../support/registration-body";
import { closeAlerts } from "./alerts";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { hydrated } from "./hydration";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

/** axe at both widths, and a screenshot of each when SCREENSHOT_DIR is set. */
async function checkScreen(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, { defaultRules: true })).toEqual([]);
    await keepScreenshot(page, `console-certificates/${name}-${width}`);
  }
}

test("only counsellors and admins reach certificates; only admins personal data", async () => {
  for (const role of ["editor", "recruiter"] as const) {
    const api = await site.client(role);
    for (const url of [
      "/admin/certificates",
      "/admin/certificates/new",
      "/admin/certificates/NXT-2025-00421",
    ]) {
      const res = await api.get(url);
      expect(res.status(), `${role} ${url}`).toBe(403);
      expect(await res.text()).not.toContain("Aarav Sharma");
    }
    expect((await api.get("/admin/certificates/NXT-2025-00421/pdf")).status()).toBe(403);
  }
  const counsellor = await site.client("counsellor");
  expect((await counsellor.get("/admin/certificates")).status()).toBe(200);
  expect((await counsellor.get("/admin/personal-data")).status()).toBe(403);
  const exported = await counsellor.post("/admin/personal-data/export", {
    form: { email: "aarav@example.in" },
    headers: { origin: site.base },
  });
  expect(exported.status()).toBe(403);
  const pdf = await counsellor.get("/admin/certificates/NXT-2025-00421/pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const nobody = await site.client(null);
  expect((await nobody.get("/admin/certificates")).status()).toBe(302);
});

test("a counsellor issues a certificate by hand and the public check finds it", async ({ browser }) => {
  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  await page.goto("/admin/certificates");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Certificates" })).toBeVisible();
  await expect(page.getByRole("link", { name: "NXT-2025-00421" })).toBeVisible();
  await checkScreen(page, "certificates-list");
  await page.getByRole("link", { name: "Issue a certificate" }).click();
  await expect(page.getByRole("heading", { name: "Issue a certificate" })).toBeVisible();
  await page.getByLabel("Holder's full name").fill("Meenakshi Iyer");
  await page.getByLabel("Holder's e-mail (optional)").fill("meenakshi@example.in");
  await page.getByLabel("Training type").selectOption("Internship");
  await page.getByLabel("Program").fill("Web Development Internship");
  await page.getByLabel("Duration (optional)").fill("3 Months");
  await page.getByLabel("Completion date").fill("2026-10-15");
  await checkScreen(page, "certificate-new");
  await page.getByRole("button", { name: "Issue certificate" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Certificate issued. It is being mailed to meenakshi@example.in.",
  );
  const id = (await page.getByRole("heading", { level: 1 }).textContent())?.match(
    /NXT-\d{4}-[0-9A-Z]{10}/,
  )?.[0];
  expect(id).toBeTruthy();
  await checkScreen(page, "certificate-detail");
  await context.close();

  const visitor = await (await browser.newContext({ baseURL: site.base })).newPage();
  await closeAlerts(visitor);
  await visitor.goto("/verify-certificate");
  await hydrated(visitor);
  await visitor.getByLabel("Certificate ID").fill(id!);
  await visitor.getByRole("button", { name: "Check Certificate" }).click();
  await expect(visitor.getByText("Certificate verified")).toBeVisible();
  await expect(visitor.getByRole("row", { name: /Full Name/ })).toContainText("Meenakshi Iyer");
  await expect(visitor.getByRole("row", { name: /Completion Date/ })).toContainText("15/10/2026");
  await visitor.context().close();
});

test("the issue form opened from a registration is filled from it, and issues only once it is completed", async ({
  browser,
}) => {
  const api = await site.client(null);
  const registered = await api.post("/api/registration", {
    data: registrationBody({
      name: "Kabir Malhotra",
      email: "kabir@example.in",
      phone: "9876512345",
      gender: "Male",
    }),
    headers: { origin: site.base },
  });
  expect(registered.status()).toBe(201);
  const { registrationId } = (await registered.json()) as { registrationId: string };
  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  // Not completed yet (pending payment): the form says so, and issuing is refused beside the field.
  const notCompleted = `Registration ${registrationId} is not completed (its status is Pending payment). Mark it completed on its page first.`;
  await page.goto(`/admin/certificates/new?registration=${registrationId}`);
  await hydrated(page);
  await expect(page.getByRole("alert").filter({ hasText: notCompleted })).toBeVisible();
  await page.getByRole("button", { name: "Issue certificate" }).click();
  await expect(page.getByText(notCompleted)).toHaveCount(2);
  await checkScreen(page, "certificate-not-completed");
  await page.goto(`/admin/registrations/${registrationId}`);
  await hydrated(page);
  const money = page.getByRole("region", { name: "Payments", exact: true });
  await money.getByLabel("Mode").selectOption({ label: "Cash" });
  await money.getByLabel("Reference").fill("Paid at the desk");
  await money.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").first()).toContainText(/recorded, receipt RV\//);
  for (const [status, note] of [
    ["Enrolled", "November batch"],
    ["Completed", "Finished every module"],
  ]) {
    await page.getByLabel("New status").selectOption({ label: status! });
    await page.getByLabel("Note", { exact: true }).fill(note!);
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status")).toHaveText(`Status: ${status}.`);
  }
  await page.getByRole("link", { name: "Issue certificate" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/certificates/new\\?registration=${registrationId}$`));
  await hydrated(page);
  await expect(page.getByText(notCompleted)).toHaveCount(0);
  await expect(page.getByLabel("Holder's full name")).toHaveValue("Kabir Malhotra");
  await expect(page.getByLabel("Holder's e-mail (optional)")).toHaveValue("kabir@example.in");
  await expect(page.getByLabel("Program")).toHaveValue("Full Stack Web Development");
  await expect(page.getByLabel("Registration id (optional)")).toHaveValue(registrationId);
  await page.getByRole("button", { name: "Issue certificate" }).click();
  await expect(page.getByRole("status")).toContainText("Certificate issued.");
  await expect(page.getByRole("definition").filter({ hasText: registrationId })).toBeVisible();
  // A second certificate for the same registration is refused, with the reason beside the field.
  await page.goto(`/admin/certificates/new?registration=${registrationId}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Issue certificate" }).click();
  await expect(page.getByText(`Registration ${registrationId} already has certificate`)).toBeVisible();
  await context.close();
});

test("a CSV import lists every row's errors first, then stores only the valid rows, once", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  await page.goto("/admin/certificates/import");
  await hydrated(page);
  const csv = [
    "full_name,email,training_type,specific_training,duration,gender,completion_date,registration_id",
    "Tanvi Joshi,tanvi@example.in,Courses,Python for Data Science,4 Months,Female,2026-09-30,",
    "Bad Row,not-an-email,Workshop,Cloud,,,2026-02-30,",
  ].join("\n");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "batch.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing is stored yet. 1 of 2 rows are ready");
  await expect(page.getByRole("row", { name: /Bad Row/ })).toContainText(
    "training_type: Choose Courses or Internship.",
  );
  await expect(page.getByRole("row", { name: /Bad Row/ })).toContainText(
    "completion_date: Enter a real date.",
  );
  await checkScreen(page, "certificate-import-preview");
  // Nothing stored by the preview.
  const api = await site.client("counsellor");
  expect(await (await api.get("/admin/certificates?q=Tanvi")).text()).toContain("No certificates match.");
  await page.getByRole("button", { name: "Issue 1 certificate" }).click();
  await expect(page.getByRole("status")).toContainText("1 certificate issued; 1 row with errors left out");
  const list = await (await api.get("/admin/certificates?q=Tanvi")).text();
  expect(list).toContain("Tanvi Joshi");
  const tanvis = async () =>
    (await (await api.get("/admin/certificates?q=Tanvi")).text()).split("Tanvi Joshi").length;
  const onceImported = await tanvis();
  expect(await (await api.get("/admin/certificates?q=Bad%20Row")).text()).toContain("No certificates match.");
  // The same file checked and confirmed again issues nothing: the page says when it was imported.
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "batch.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await page.getByRole("button", { name: "Issue 1 certificate" }).click();
  await expect(page.getByRole("status")).toContainText("(1 certificate); nothing was issued again.");
  await checkScreen(page, "certificate-import-repeated");
  expect(await tanvis()).toBe(onceImported);
  await context.close();
});

test("an admin revokes a certificate and the public check shows it revoked, without the holder", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.goto("/admin/certificates?q=NXT-2025-00587");
  await hydrated(page);
  await page.getByRole("link", { name: "NXT-2025-00587" }).click();
  await expect(page.getByText("Ishita Verma")).toBeVisible();
  await page.getByLabel("Reason (shown publicly)").fill("Issued in error");
  await page.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(page.getByRole("status")).toContainText("Certificate revoked.");
  await expect(page.getByText("Revoked", { exact: true }).first()).toBeVisible();
  await page.goto("/admin/audit?action=revoke");
  await hydrated(page);
  await expect(page.getByRole("row", { name: /NXT-2025/ })).toContainText("Issued in error");
  await context.close();

  const visitor = await (await browser.newContext({ baseURL: site.base })).newPage();
  await closeAlerts(visitor);
  await visitor.goto("/verify-certificate?id=NXT-2025-00587");
  await hydrated(visitor);
  const panel = visitor.getByRole("alert");
  await expect(panel).toContainText("Certificate revoked");
  await expect(panel).toContainText("Issued in error");
  await expect(visitor.getByRole("row", { name: /Revoked On/ })).toContainText(
    new Date().toISOString().slice(0, 10).split("-").reverse().join("/"),
  );
  await expect(visitor.locator("main")).not.toContainText("Ishita");
  await checkScreen(visitor, "verify-revoked");
  const api = await visitor.request.get("/api/verify/NXT-2025-00587");
  expect(api.status()).toBe(410);
  expect(JSON.stringify(await api.json())).not.toContain("Ishita");
  await visitor.context().close();
});

test("an admin erases a person who sent an enquiry and applied with a resume; nothing remains", async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ baseURL: site.base })).newPage();
  const person = { name: "Rahul Khanna", email: "rahul.khanna@example.in", phone: "9876501234" };
  const privateFiles = async () =>
    (
      await readdir(path.join(site.dataDir, "private"), { recursive: true, withFileTypes: true }).catch(
        () => [],
      )
    ).filter((entry) => entry.isFile()).length;
  const filesBefore = await privateFiles();
  const enquiry = await visitor.request.post("/api/career", {
    data: { ...person, college: "DU", location: "Delhi", training: "Internship" },
    headers: { origin: site.base },
  });
  expect(enquiry.status()).toBe(201);
  const jobs = (await (await visitor.request.get("/api/jobs")).json()) as { id: number }[];
  const applied = await visitor.request.post("/api/apply-job", {
    multipart: {
      jobId: String(jobs[0]!.id),
      fullName: person.name,
      email: person.email,
      phone: person.phone,
      qualification: "Graduation",
      skills: "Java",
      experience: "Fresher",
      resume: { name: "rahul-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdf()) },
    },
    headers: { origin: site.base },
  });
  expect(applied.status()).toBe(201);
  await visitor.context().close();
  // Other specs on this server may have stored resumes of their own: count this one's.
  expect(await privateFiles()).toBe(filesBefore + 1);

  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.goto("/admin/personal-data");
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: /records? held/ })).toBeVisible();
  await expect(page.getByText("Training enquiries (1)")).toBeVisible();
  await expect(page.getByText("Job applications (with resumes) (1)")).toBeVisible();
  await checkScreen(page, "personal-data-found");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download everything" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.html$/);
  const html = await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString());
  expect(html).toContain("<h2>Training enquiries (1)</h2>");
  expect(html).toContain(person.name);
  expect(html).toContain('download="rahul-cv.pdf"');
  // The file a person is given: readable and accessible at both widths on its own (no script, no remote file).
  const reader = await context.newPage();
  await reader.setContent(html);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(
    "Your personal data held by Nexora Technologies",
  );
  await checkScreen(reader, "personal-data-file");
  await reader.close();

  await page.getByLabel("Reason (kept in the audit log)").fill("Erasure request, ticket 77");
  await page.getByLabel("Type erase to confirm").fill("erase");
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing about this person remains.");
  expect(await privateFiles()).toBe(filesBefore);

  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Phone number").fill(person.phone);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "Nothing is held about this person." })).toBeVisible();

  await page.goto("/admin/audit?action=erase");

  await hydrated(page);
  const row = page.getByRole("row", { name: /Personal data/ }).first();
  await expect(row).toContainText("Erasure request, ticket 77");
  await expect(page.locator("main")).not.toContainText("rahul");
  await context.close();
});

test("retention settings are saved by an admin", async ({ browser }) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.goto("/admin/settings");
  await hydrated(page);
  await page.getByLabel("Enquiries and messages (months)").fill("24");
  await page.getByLabel("Job applications (months)").fill("0");
  await page.getByRole("button", { name: "Save retention" }).click();
  await expect(page.getByText("At least 1 month.")).toBeVisible();
  await page.getByLabel("Job applications (months)").fill("12");
  await page.getByRole("button", { name: "Save retention" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(page.getByLabel("Enquiries and messages (months)")).toHaveValue("24");
  await checkScreen(page, "settings-retention");
  await context.close();
});
