/** The contact page's enquiry forms in Chromium, as a visitor fills them (contact.spec.ts, forms-one-door.spec.ts). */
import type { Page } from "@playwright/test";
import { MESSAGES } from "../../domain/messages";

/** Ten digits of the clock and a random number: a phone or an address no earlier test used. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);

/** The toast that tells the outcome of a post. */
export const toast = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

export const careerPanel = (page: Page) => page.getByRole("tabpanel", { name: MESSAGES.careerTabLabel });

/** Fills the Career Development form as Asha Verma with `phone` and `email`; its panel, to submit it. */
export async function fillCareer(page: Page, phone: string, email: string) {
  const panel = careerPanel(page);
  await panel.getByLabel("Name").fill("Asha Verma");
  await panel.getByLabel("College or Job Title").fill("Amity University");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Phone Number").fill(phone);
  await panel.getByLabel("Location").fill("Noida");
  await panel.getByLabel("Training").selectOption("Workshop");
  return panel;
}
