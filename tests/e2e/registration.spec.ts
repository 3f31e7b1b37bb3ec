/** Registration with coupon, fee summary and the confirmation PDF, in Chromium against the seeded server. */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { MESSAGES } from "../../domain/messages";
import { closeAlerts } from "./alerts";
import { hydrated, pageErrors } from "./hydration";
import { chooseProgram, fillPersonalAndAcademic } from "./registration-form";
import { expect, test } from "./test";

test.beforeEach(({ page }) => closeAlerts(page));

const summary = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");

test("registers for Full Stack Web Development with NEXORA20 and downloads the confirmation PDF", async ({
  page,
}, testInfo) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto("/registration-forms");
  await expect(page.getByRole("heading", { level: 1, name: "Register Here" })).toBeVisible();
  await fillPersonalAndAcademic(page, "kavya.coupon@example.in");
  await chooseProgram(page, "Courses", "Full Stack Web Development");
  await expect(page.getByLabel("Duration")).toHaveValue("6 Months");
  await expect(summary(page, "Total payable now")).toHaveText("₹25,499.00");

  const coupon = page.getByLabel("Coupon Code");
  await coupon.fill("nexora20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("✅ Coupon applied! You saved ₹4,999.80.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Applied" })).toBeDisabled();
  await expect(coupon).toBeDisabled();
  await expect(summary(page, "Program fees after discount")).toHaveText("₹19,999.20");
  await expect(summary(page, "Total payable now")).toHaveText("₹20,499.20");

  await page.getByRole("checkbox").check();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Submit Registration" }).click();
  const toast = page.locator("[data-sonner-toast]", { hasText: "✅ Registration successful! Your ID:" });
  await expect(toast).toBeVisible();
  // One check mark, the text's own: no icon of sonner's beside it.
  await expect(toast.locator("[data-icon]")).toHaveCount(0);
  const id = ((await toast.textContent()) ?? "").match(/Your ID: (\S+)/)?.[1] ?? "";
  expect(id).toMatch(/^REG-/);

  const file = await download;
  expect(file.suggestedFilename()).toBe(`Registration-Confirmation-${id}.pdf`);
  const target = testInfo.outputPath("confirmation.pdf");
  await file.saveAs(target);
  const bytes = await readFile(target);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  const { stdout } = await promisify(execFile)("pdftotext", [target, "-"]);
  expect(stdout).toContain(id);
  expect(stdout).toContain("Full Stack Web Development");
  // One door: the page's own action (through the fetcher), never POST /api/registration.
  expect(posts.filter((path) => path !== "/api/check-coupon")).toEqual(["/registration-forms.data"]);

  // The form is back to its defaults.
  await expect(page.getByLabel(/Full Name/)).toHaveValue("");
  await expect(page.getByLabel(/Nationality/)).toHaveValue("Indian");
  await expect(page.getByLabel(/Training Type/)).toHaveValue("");
  await expect(page.getByLabel("Coupon Code")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Registration" })).toBeEnabled();

  // The proof stays on screen, and the same confirmation downloads again from it.
  const proof = page.getByRole("region", { name: "You are registered" });
  await expect(proof).toContainText(`Your registration ID is ${id} for Full Stack Web Development.`);
  await expect(
    proof.getByText("Payable now", { exact: true }).locator("xpath=following-sibling::dd"),
  ).toHaveText("₹20,499.20");
  const again = page.waitForEvent("download");
  await proof.getByRole("link", { name: "Download confirmation again" }).click();
  const second = await again;
  expect(second.suggestedFilename()).toBe(`Registration-Confirmation-${id}.pdf`);
  const secondPath = testInfo.outputPath("again.pdf");
  await second.saveAs(secondPath);
  expect((await readFile(secondPath)).subarray(0, 4).toString("latin1")).toBe("%PDF");
  // Starting a new registration puts it away.
  await page.getByLabel(/Full Name/).fill("Someone Else");
  await expect(proof).toHaveCount(0);
});

test("before a program is chosen the summary claims no amount payable", async ({ page }) => {
  await page.goto("/registration-forms");
  const fees = page.getByRole("region", { name: "Fee summary" });
  await expect(fees).toContainText("Choose a program to see its fees.");
  await expect(fees.getByText("Total payable now")).toHaveCount(0);
  await chooseProgram(page, "Courses", "Full Stack Web Development");
  await expect(summary(page, "Total payable now")).toHaveText("₹25,499.00");
});

test("an invalid coupon is refused and the registration goes through at full price", async ({ page }) => {
  await page.goto("/registration-forms");
  await fillPersonalAndAcademic(page, "kavya.nocoupon@example.in");
  await chooseProgram(page, "Courses", "Full Stack Web Development");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Please enter a coupon code.")).toBeVisible();
  await page.getByLabel("Coupon Code").fill("WRONG50");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("❌ Invalid or incorrect coupon code.")).toBeVisible();
  await expect(page.getByLabel("Coupon Code")).toBeEnabled();
  await expect(summary(page, "Total payable now")).toHaveText("₹25,499.00");

  // A program without a coupon has no coupon field.
  await page.getByLabel(/^Program/).selectOption("UI/UX Design Masterclass");
  await expect(page.getByLabel("Coupon Code")).toHaveCount(0);
  await expect(summary(page, "Total payable now")).toHaveText("₹15,499.00");

  await page.getByRole("checkbox").check();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "✅ Registration successful!" })).toBeVisible();
  expect((await download).suggestedFilename()).toMatch(/^Registration-Confirmation-REG-.+\.pdf$/);
});

test("client-side checks point at the first missing field", async ({ page }) => {
  await page.goto("/registration-forms");
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await expect(page.getByLabel(/Full Name/)).toBeFocused();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();
  await expect(page.getByText("Please accept the declaration to continue.")).toBeVisible();
});

test("choices made before the page is hydrated are kept once it is, without a hydration error", async ({
  page,
}) => {
  const errors = pageErrors(page);
  // The page's own code is held back, so the visitor chooses in the server's form (every program listed).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/registration-forms-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/registration-forms", { waitUntil: "commit" });
  await page.getByLabel(/^Branch/).selectOption("Other");
  await page.getByLabel(/Training Type/).selectOption("Courses");
  const program = page.getByLabel(/^Program/);
  await program.selectOption("Full Stack Web Development");
  await expect(program.locator("optgroup")).toHaveCount(2);
  release();
  await hydrated(page);

  await expect(program.locator("optgroup")).toHaveCount(0);
  await expect(program).toHaveValue("Full Stack Web Development");
  await expect(page.getByLabel("Duration")).toHaveValue("6 Months");
  await expect(page.getByLabel(/Your Branch/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
  await expect(summary(page, "Total payable now")).toHaveText("₹25,499.00");
  expect(errors.filter((text) => /hydrat|Content Security Policy/i.test(text))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor registers, sees the confirmation with the id and downloads the PDF from its link", async ({
    page,
  }, testInfo) => {
    await page.goto("/registration-forms");
    await fillPersonalAndAcademic(page, "kavya.noscript@example.in");
    await page.getByLabel(/Training Type/).selectOption("Courses");
    // Every program is listed under its training type: nothing has to load.
    const program = page.getByLabel(/^Program/);
    await expect(program.locator("optgroup[label=Internship]").getByRole("option")).not.toHaveCount(0);
    await program.selectOption("Full Stack Web Development");
    await page.getByLabel("Coupon Code").fill("nexora20");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Submit Registration" }).click();

    const proof = page.getByRole("region", { name: "You are registered" });
    await expect(proof).toContainText(/Your registration ID is REG-\S+ for Full Stack Web Development\./);
    const id = ((await proof.textContent()) ?? "").match(/Your registration ID is (REG-\S+)/)?.[1] ?? "";
    await expect(proof.getByText("Coupon discount (20%)").locator("xpath=following-sibling::dd")).toHaveText(
      "− ₹4,999.80",
    );
    await expect(
      proof.getByText("Payable now", { exact: true }).locator("xpath=following-sibling::dd"),
    ).toHaveText("₹20,499.20");
    // A fresh form for the next registration.
    await expect(page.getByLabel(/Full Name/)).toHaveValue("");

    const download = page.waitForEvent("download");
    await proof.getByRole("link", { name: "Download confirmation again" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Registration-Confirmation-${id}.pdf`);
    const target = testInfo.outputPath("noscript.pdf");
    await file.saveAs(target);
    expect((await readFile(target)).subarray(0, 4).toString("latin1")).toBe("%PDF");
    const { stdout } = await promisify(execFile)("pdftotext", [target, "-"]);
    expect(stdout).toContain(id);
    expect(stdout).toContain("Full Stack Web Development");
  });

  test("a failing post shows the errors on their fields with the values kept", async ({ page }) => {
    await page.goto("/registration-forms");
    await page.getByLabel(/Full Name/).fill("Rohan Das");
    await page.getByLabel(/^Email/).fill("not-an-email");
    await page.getByLabel(/Training Type/).selectOption("Internship");
    await page.getByLabel(/^Program/).selectOption("Full Stack Web Development");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Registration" }).click();
    expect((await answer).status()).toBe(400);

    await expect(page.getByLabel(/Full Name/)).toHaveValue("Rohan Das");
    await expect(page.getByLabel(/^Email/)).toHaveValue("not-an-email");
    await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expect(page.getByLabel(/Father's Name/)).toBeFocused();
    await expect(page.getByLabel(/Father's Name/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please accept the declaration to continue.")).toBeVisible();
    await expect(page.getByLabel(/Training Type/)).toHaveValue("Internship");

    // The rest filled in: the program of the other training type is refused on the program field.
    await fillPersonalAndAcademic(page, "rohan.noscript@example.in");
    await page.getByLabel(/^Program/).selectOption("Full Stack Web Development");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await expect(page.getByLabel(/^Program/)).toHaveAccessibleDescription(MESSAGES.programUnavailable);
    await expect(page.getByLabel(/^Program/)).toBeFocused();
    await expect(page.getByLabel(/Full Name/)).toHaveValue("Kavya Menon");
    await expect(page.getByRole("region", { name: "You are registered" })).toHaveCount(0);
  });
});
