import type { Browser, Page } from "@playwright/test";
import { samplePdf, samplePng } from "../../domain/careers/test-fixtures";
import { MESSAGES } from "../../domain/messages";
import { closeAlerts } from "./alerts";
import { hydrated, pageErrors, reactOwns } from "./hydration";
import { expect, test } from "./test";

// The site-wide alert popup and banner would cover the content: start every test with them closed.
test.beforeEach(({ page }) => closeAlerts(page));

const JOB = "Junior React Developer";
const card = (page: Page, title: string) => page.getByRole("article", { name: title });

async function openPositions(page: Page) {
  const response = await page.goto("/open-positions");
  expect(response?.status()).toBe(200);
  await reactOwns(page, "main article button");
}

test.describe("open positions", () => {
  test("lists the open jobs with title, company, mode and hours", async ({ page }) => {
    await openPositions(page);
    await expect(page).toHaveTitle(/Open Positions/);
    await expect(page.locator("main h1")).toHaveText("Open Positions");
    await expect(page.locator("main article")).toHaveCount(5);
    const job = card(page, JOB);
    await expect(job.getByRole("heading", { name: JOB })).toBeVisible();
    await expect(job).toContainText("Nexora Technologies");
    await expect(job).toContainText("Hybrid");
    await expect(job).toContainText("40 hrs/week");
    await expect(page.getByText(MESSAGES.noOpenings)).toHaveCount(0);
  });

  test("View More / View Less expands one job at a time", async ({ page }) => {
    await openPositions(page);
    const first = page.locator("main article").first();
    const job = card(page, JOB);
    await job.getByRole("button", { name: /View More/ }).click();
    await expect(job.getByText("Hiring Steps")).toBeVisible();
    await expect(job.getByText("31 Jan 2027")).toBeVisible();
    await expect(job.getByRole("list", { name: "Hiring steps" }).getByRole("listitem")).not.toHaveCount(0);

    const other =
      (await first.getAttribute("id")) === (await job.getAttribute("id"))
        ? page.locator("main article").nth(1)
        : first;
    await other.getByRole("button", { name: /View More/ }).click();
    await expect(other.getByText("Hiring Steps")).toBeVisible();
    await expect(job.getByText("Hiring Steps")).toHaveCount(0);
    await expect(job.getByRole("button", { name: /View More/ })).toHaveAttribute("aria-expanded", "false");

    await other.getByRole("button", { name: /View Less/ }).click();
    await expect(page.getByText("Hiring Steps")).toHaveCount(0);
  });

  test("Share copies the job's address and shows 'Copied!' for 2 s", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Use the copy fallback even where the browser offers a share sheet.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await openPositions(page);
    const job = card(page, JOB);
    const id = await job.getAttribute("id");
    const share = job.getByRole("button", { name: `${MESSAGES.jobsShare} ${JOB}` });
    await share.click();
    await expect(share).toHaveText(MESSAGES.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/open-positions#${id}`);
    await expect(share).toHaveText(MESSAGES.jobsShare, { timeout: 4000 });

    // The shared address opens that job's details.
    await page.goto(`/open-positions#${id}`);
    await reactOwns(page, "main article button");
    await expect(job.getByText("Hiring Steps")).toBeVisible();
  });
});

test.describe("job application", () => {
  async function openApplication(page: Page) {
    await openPositions(page);
    await card(page, JOB).getByRole("link", { name: /Apply/ }).click();
    await expect(page).toHaveURL(/\/opening-forms\?jobId=\d+&title=Junior/);
    await expect(page.locator("main h1")).toHaveText(JOB);
    await expect(page.locator("main")).toContainText("Nexora Technologies");
    await expect(page.locator("main")).toContainText("40 hrs/week");
    await expect(page.locator("main")).toContainText("31/1/2027");
    await reactOwns(page, "main form");
  }

  async function fill(page: Page, resume: { name: string; mimeType: string; buffer: Buffer }) {
    await page.getByLabel("Full Name").fill("Kiran Rao");
    await page.getByLabel("Email").fill("kiran.rao@example.in");
    await page.getByLabel("Phone Number", { exact: false }).first().fill("9876543210");
    await page.getByLabel("Highest Qualification").selectOption("Other");
    await page.getByLabel("Please specify your qualification").fill("Diploma in Computer Applications");
    await page.getByLabel("Skills").fill("React, TypeScript, CSS");
    const experience = page.getByRole("group", { name: /work experience/ });
    await experience.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel("Current Working Status").selectOption("Employed");
    const notice = page.getByRole("group", { name: /notice period/ });
    await notice.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel("Notice Period (days)").fill("30");
    await page.getByLabel("Upload Resume").setInputFiles(resume);
  }

  test("applies with a real PDF resume", async ({ page }) => {
    await openApplication(page);
    await expect(page.getByRole("heading", { name: MESSAGES.jobApplicationTitle })).toBeVisible();
    await fill(page, {
      name: "kiran-rao-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf()),
    });
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: MESSAGES.submitApplication }).click();
    expect((await answer).status()).toBe(200);
    // The page's own action (a fetcher's data request), not /api/apply-job.
    expect(posts).toEqual(["/opening-forms.data"]);
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(MESSAGES.applicationSuccess);
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Current Working Status")).toHaveCount(0);
    await expect(page.getByText(MESSAGES.applicationSuccess)).toHaveCount(0, { timeout: 6000 });
  });

  test("a PNG renamed .pdf is refused by the server with its message", async ({ page }) => {
    await openApplication(page);
    await fill(page, { name: "photo.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePng()) });
    const answer = page.waitForResponse(
      (r) => r.url().includes("/opening-forms.data") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: MESSAGES.submitApplication }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText(`❌ ${MESSAGES.resumeContentMismatch}`)).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Kiran Rao");
  });

  test("a post that gets no answer shows '❌ Failed to submit application.', not an error screen", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await openApplication(page);
    await fill(page, {
      name: "kiran-rao-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf()),
    });
    // The post only: the loaders' revalidation that follows an action's answer still reaches the server.
    await page.route("**/opening-forms.data*", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("button", { name: MESSAGES.submitApplication }).click();
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(MESSAGES.applicationFailed());
    await expect(page.getByLabel("Full Name")).toHaveValue("Kiran Rao");
  });
});

test("the application form hydrates without a mismatch, hides the conditional questions, and loads its check (zod) on first focus", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/opening-forms");
  await hydrated(page);
  // Once hydrated, the spec's behaviour: the questions an answer opens are hidden until it is given.
  await expect(page.getByLabel("Please specify your qualification")).toHaveCount(0);
  await expect(page.getByLabel("Current Working Status")).toHaveCount(0);
  await expect(page.getByLabel("Notice Period (days)")).toHaveCount(0);
  await expect(page.getByText(MESSAGES.applicationIfOther)).toHaveCount(0);
  const zod = (paths: string[]) => paths.filter((path) => /\/zod-[^/]*\.js$/.test(path));
  expect(zod(scripts)).toEqual([]);
  await page.getByLabel("Full Name").focus();
  await expect.poll(() => zod(scripts).length).toBe(1);
  expect(errors.filter((text) => /hydrat|Content Security Policy/i.test(text))).toEqual([]);
});

test("leaving a field before the form's check has loaded never posts the form", async ({ page }) => {
  // The check's module arrives late, as on a slow connection.
  await page.route(/\/assets\/application-validator-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const loaded = page.waitForResponse((response) => /application-validator-/.test(response.url()));
  await page.goto("/opening-forms");
  await hydrated(page);
  await page.getByLabel("Full Name").fill("Kiran Rao");
  await page.getByLabel("Full Name").press("Tab");
  await page.getByLabel("Email").fill("kiran@");
  await page.getByLabel("Email").press("Tab");
  // Once the check is there, the field is checked in the page as it is typed.
  await loaded;
  await page.getByLabel("Email").fill("kiran@");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(MESSAGES.emailInvalid);
  expect(posts).toEqual([]);
  await expect(page.getByLabel("Full Name")).toHaveValue("Kiran Rao");
});

test("the application form opened without a job is labelled a general application", async ({ page }) => {
  await page.goto("/opening-forms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("General Application");
  const note = page.getByTestId("general-application-note");
  await expect(note).toContainText("You are not applying for a listed opening");
  await expect(note.getByRole("link", { name: "See open positions" })).toHaveAttribute(
    "href",
    "/open-positions",
  );
  await expect(page.getByRole("heading", { name: "Job Application Form" })).toBeVisible();
});

test.describe("job application without JavaScript", () => {
  /** The Apply link of the job (a plain link in the server's HTML) opened in a browser without JavaScript. */
  async function openWithoutScript(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/open-positions");
    const apply = await card(page, JOB).getByRole("link", { name: /Apply/ }).getAttribute("href");
    await page.goto(apply ?? "");
    await expect(page.locator("main h1")).toHaveText(JOB);
    return { context, page };
  }

  async function fillWithoutScript(page: Page, phone: string) {
    await page.getByLabel("Full Name").fill("Kiran Rao");
    await page.getByLabel("Email").fill("kiran.rao@example.in");
    await page.getByLabel("Phone Number", { exact: false }).first().fill(phone);
    await page.getByLabel("Highest Qualification").selectOption("Other");
    await page.getByLabel("Please specify your qualification").fill("Diploma in Computer Applications");
    await page.getByLabel("Skills").fill("React, TypeScript, CSS");
    await page
      .getByRole("group", { name: /work experience/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByLabel("Current Working Status").selectOption("Employed");
    await page
      .getByRole("group", { name: /notice period/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByLabel("Notice Period (days)").fill("30");
    await page.getByLabel("Upload Resume").setInputFiles({
      name: "kiran-rao-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf()),
    });
  }

  test("a visitor applies with a resume and sees the success text", async ({ browser }) => {
    const { context, page } = await openWithoutScript(browser);
    // Every question is there at once; those that depend on an answer say which.
    await expect(page.getByText(MESSAGES.applicationIfOther)).toBeVisible();
    await expect(page.getByText(MESSAGES.applicationIfExperienced)).toBeVisible();
    await expect(page.getByText(MESSAGES.applicationIfNoticePeriod)).toBeVisible();
    await fillWithoutScript(page, "9876543210");
    const answer = page.waitForResponse(
      (r) => r.url().includes("/opening-forms") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: MESSAGES.submitApplication }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(MESSAGES.applicationSuccess);
    // A fresh form for the same job.
    await expect(page.locator("main h1")).toHaveText(JOB);
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await context.close();
  });

  test("a refused post shows the errors on their fields with the values kept", async ({ browser }) => {
    const { context, page } = await openWithoutScript(browser);
    await fillWithoutScript(page, "98765");
    const answer = page.waitForResponse(
      (r) => r.url().includes("/opening-forms") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: MESSAGES.submitApplication }).click();
    expect((await answer).status()).toBe(400);
    const phone = page.getByLabel("Phone Number", { exact: false }).first();
    await expect(phone).toHaveAccessibleDescription(MESSAGES.applicationPhoneInvalid);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    // The first invalid field has the focus, as a refused send with JavaScript leaves it.
    await expect(phone).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
      MESSAGES.applicationFailed(MESSAGES.applicationPhoneInvalid),
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("Kiran Rao");
    await expect(phone).toHaveValue("98765");
    await expect(page.getByLabel("Please specify your qualification")).toHaveValue(
      "Diploma in Computer Applications",
    );
    await expect(page.getByLabel("Highest Qualification")).toHaveValue("Other");
    await expect(page.getByLabel("Current Working Status")).toHaveValue("Employed");
    await expect(
      page.getByRole("group", { name: /work experience/ }).getByRole("radio", { name: "Yes" }),
    ).toBeChecked();
    await expect(page.getByLabel("Notice Period (days)")).toHaveValue("30");
    // The browser cannot keep the chosen file: the resume's hint asks for it again.
    await expect(page.getByLabel("Upload Resume")).toHaveAccessibleDescription(
      new RegExp(MESSAGES.resumeChooseAgain),
    );

    // Corrected and sent again, with the resume chosen again: stored.
    await phone.fill("9876543210");
    await page.getByLabel("Upload Resume").setInputFiles({
      name: "kiran-rao-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(samplePdf()),
    });
    await page.getByRole("button", { name: MESSAGES.submitApplication }).click();
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(MESSAGES.applicationSuccess);
    await context.close();
  });
});
