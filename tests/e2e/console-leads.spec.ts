/**
 * Leads console in Chromium (issue 15): a counsellor works a public enquiry through its statuses with a note
 * and exports it; a recruiter opens a resume and the admin's audit log shows it; a counsellor cannot.
 * Screens are captured at 375 and 1280 px with SCREENSHOT_DIR (tests/e2e/screenshots.ts).
 */
import { readFile } from "node:fs/promises";
import { samplePdf } from "../../domain/careers/test-fixtures";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { keepScreens } from "./screenshots";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

test("a counsellor finds a public enquiry, moves it through its statuses with a note and exports it", async ({
  browser,
}) => {
  const sent = await fetch(`${site.base}/api/career`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Priya Leadtest",
      college: "Amity University",
      email: "priya.leadtest@example.in",
      phone: "9812345678",
      location: "Noida",
      training: "Internship",
    }),
  });
  expect(sent.status).toBe(201);

  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible();
  await page.getByLabel("Name, e-mail or phone").fill("98123 45678");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=98123/);
  await keepScreens(page, "console-leads/enquiries");
  await page.getByRole("link", { name: "Priya Leadtest" }).click();
  await expect(page.getByRole("heading", { name: "Priya Leadtest" })).toBeVisible();

  for (const [status, note] of [
    ["Contacted", "Called her; sending the brochure"],
    ["Qualified", ""],
    ["Converted", "Registered for the internship"],
  ]) {
    await page.getByLabel("New status").selectOption({ label: status! });
    await page.getByLabel("Note (optional)").fill(note!);
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status")).toHaveText(`Status: ${status}.`);
    // The form starts again from the new status once the page has its new data.
    await expect(page.getByLabel("New status")).toHaveValue(status!.toLowerCase());
  }
  const history = page.getByRole("region", { name: "Notes and history" });
  await expect(history.getByText("Status: Qualified → Converted")).toBeVisible();
  await expect(history.getByText("Called her; sending the brochure")).toBeVisible();
  await expect(history.getByText("Chitra Counsellor").first()).toBeVisible();
  await keepScreens(page, "console-leads/enquiry");

  await page.goto("/admin/enquiries?q=priya.leadtest&status=converted");
  await expect(page.getByRole("link", { name: "Priya Leadtest" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Priya Leadtest");
  expect(lines[1]).toContain(",Converted,");
  // The notes written on the way, with the status changes they came with.
  expect(lines[1]).toContain("Contacted → Qualified");
  expect(lines[1]).toContain("Qualified → Converted · Registered for the internship");
  await context.close();
});

test("a recruiter opens a resume, the admin's audit log shows it, and a counsellor is refused", async ({
  browser,
}) => {
  const jobs = (await (await fetch(`${site.base}/api/jobs`)).json()) as { id: number; title: string }[];
  const form = new FormData();
  for (const [name, value] of Object.entries({
    jobId: String(jobs[0]!.id),
    fullName: "Meera Leadtest",
    email: "meera.leadtest@example.in",
    phone: "9811111111",
    qualification: "Graduation",
    skills: "React, TypeScript",
    experience: "Fresher",
  }))
    form.append(name, value);
  const pdf = samplePdf("Meera's resume");
  form.append("resume", new File([pdf], "meera-cv.pdf", { type: "application/pdf" }));
  expect((await fetch(`${site.base}/api/apply-job`, { method: "POST", body: form })).status).toBe(201);

  const recruiter = await site.signedIn(browser, "recruiter");
  const page = await recruiter.newPage();
  await page.goto("/admin/applicants");
  await keepScreens(page, "console-leads/applicants");
  await page.getByRole("link", { name: "Meera Leadtest" }).click();
  await expect(page.getByRole("heading", { name: "Meera Leadtest" })).toBeVisible();
  const applicationId = /\/admin\/applicants\/(\d+)/.exec(page.url())![1]!;
  await keepScreens(page, "console-leads/applicant");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download resume/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("meera-cv.pdf");
  expect(new Uint8Array(await readFile((await download.path())!))).toEqual(pdf);
  await recruiter.close();

  const admin = await site.signedIn(browser, "admin");
  const audit = await admin.newPage();
  await audit.goto("/admin/audit?action=resume-open");
  const row = audit.getByRole("row").filter({ hasText: site.emailOf("recruiter") });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Resume opened");
  await expect(row).toContainText(`Job application ${applicationId}`);
  await admin.close();

  const counsellor = await site.client("counsellor");
  const refused = await counsellor.get(`/admin/download/resumes/${applicationId}`);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe("You do not have access to this page.");
  expect((await counsellor.get("/admin/applicants")).status()).toBe(403);
  expect((await counsellor.get(`/admin/applicants/${applicationId}`)).status()).toBe(403);
  await counsellor.dispose();
  // And the other way round: a recruiter works no enquiries or registrations.
  const other = await site.client("recruiter");
  for (const path of ["/admin/enquiries", "/admin/registrations", "/admin/download/enquiries.csv"])
    expect((await other.get(path)).status(), path).toBe(403);
  await other.dispose();
});

test("a counsellor completes a registration with notes, downloads its PDF again and sees the certificate link", async ({
  browser,
}) => {
  const created = await fetch(`${site.base}/api/registration`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: "Kabir Leadtest",
      fathersName: "Suresh Leadtest",
      gender: "Male",
      email: "kabir.leadtest@example.in",
      phone: "9822222222",
      workingStatus: "Student",
      branch: "Information Technology",
      year: "2nd Year",
      trainingType: "Courses",
      specificTraining: "Full Stack Web Development",
      discount_coupon: "nexora20",
      agree: true,
      total_fees: 1,
    }),
  });
  expect(created.status).toBe(201);
  const { registrationId } = (await created.json()) as { registrationId: string };

  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  await page.goto("/admin/registrations?q=kabir");
  await keepScreens(page, "console-leads/registrations");
  await page.getByRole("link", { name: "Kabir Leadtest" }).click();
  await expect(page.getByRole("heading", { name: "Kabir Leadtest" })).toBeVisible();
  // The server's amounts: ₹24,999 less 20% is ₹19,999.20, plus the ₹500 registration fee.
  const fees = page.getByRole("region", { name: "Program and fees" });
  await expect(fees).toContainText("₹19,999.20");
  await expect(fees).toContainText("₹500.00");
  await expect(page.getByRole("link", { name: "Issue certificate" })).toHaveCount(0);
  // Paid only by its payment: the status form does not offer it; recording what is due makes it paid.
  await expect(page.getByLabel("New status").locator("option", { hasText: "Paid" })).toHaveCount(0);
  const money = page.getByRole("region", { name: "Payments", exact: true });
  await expect(money.getByLabel("Amount (₹)")).toHaveValue("20499.20");
  await money.getByLabel("Mode").selectOption({ label: "UPI" });
  await money.getByLabel("Reference").fill("UPI reference 4711");
  await money.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").first()).toContainText(/₹20,499.20 recorded, receipt RV\//);
  await expect(page.getByRole("region", { name: "Status and history" }).getByText("→ Paid")).toBeVisible();
  for (const [status, note] of [
    ["Enrolled", "December batch"],
    ["Completed", "Finished all modules"],
  ]) {
    await page.getByLabel("New status").selectOption({ label: status! });
    await page.getByLabel("Note", { exact: true }).fill(note!);
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status")).toHaveText(`Status: ${status}.`);
    await expect(
      page.getByRole("region", { name: "Status and history" }).getByText(`→ ${status}`),
    ).toBeVisible();
  }
  await expect(page.getByText("Completed is final.")).toBeVisible();
  await expect(
    money.getByRole("region", { name: "Payments of this registration" }).getByText("UPI reference 4711"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Issue certificate" })).toHaveAttribute(
    "href",
    `/admin/certificates/new?registration=${registrationId}`,
  );
  await keepScreens(page, "console-leads/registration");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Confirmation PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Registration-Confirmation-${registrationId}.pdf`);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  await page.goto("/admin");
  await keepScreens(page, "console-leads/dashboard");
  await context.close();
});

test("the leads screens are axe clean at 375 and 1280 px", async ({ browser }) => {
  // Fourteen axe runs on a machine shared with other work.
  test.setTimeout(120_000);
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  const paths = ["/admin", "/admin/enquiries", "/admin/registrations", "/admin/applicants"];
  for (const [list, pattern] of [
    ["/admin/enquiries", /^\/admin\/enquiries\/\w+\/\d+$/],
    ["/admin/registrations", /^\/admin\/registrations\/REG-/],
    ["/admin/applicants", /^\/admin\/applicants\/\d+$/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    paths.push(hrefs.find((href) => pattern.test(href))!);
  }
  const findings: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      for (const line of await axeViolations(page)) findings.push(`${width}px ${path}: ${line}`);
    }
  }
  expect(findings).toEqual([]);
  await context.close();
});
