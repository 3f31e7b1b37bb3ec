import { expect, test } from "@playwright/test";

test("the production server renders the home page with its title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/IT Solution/);
  await expect(page.locator("h1")).toBeVisible();
});
