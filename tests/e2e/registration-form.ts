/**
 * Filling the registration form in Chromium, as a visitor does (registration.spec.ts, pay.spec.ts,
 * console-blog-coupons.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect } from "./test";

export async function fillPersonalAndAcademic(page: Page, email: string, name = "Kavya Menon") {
  await page.getByLabel(/Full Name/).fill(name);
  await page.getByLabel(/Father's Name/).fill("Anil Menon");
  await page.getByLabel(/Gender/).selectOption("Female");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill("9812345678");
  await page.getByLabel(/Working Status/).selectOption("Student");
  await page.getByLabel(/^Branch/).selectOption("Other");
  await page.getByLabel(/Your Branch/).fill("Biotechnology");
  await page.getByLabel(/^Year/).selectOption("2nd Year");
}

export async function chooseProgram(page: Page, type: "Courses" | "Internship", program: string) {
  await page.getByLabel(/Training Type/).selectOption(type);
  const select = page.getByLabel(/^Program/);
  await expect(select.getByRole("option", { name: program })).toHaveCount(1);
  await select.selectOption(program);
}
