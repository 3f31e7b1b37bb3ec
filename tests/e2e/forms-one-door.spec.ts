/**
 * One door per public form (docs/decisions/0034-writes-own-their-effects.md): with JavaScript off, the
 * contact page's enquiry form and a blog post's sidebar enquiry form post to their page's own action and the
 * answer is the page again, with the outcome and, on a refusal, what was typed. With JavaScript on the same
 * actions answer a fetcher (tests/e2e/contact.spec.ts, content.spec.ts). Neither path posts to /api.
 */
import { MESSAGES } from "../../domain/messages";
import { careerPanel, fillCareer, toast, unique } from "./contact-forms";
import { expect, test } from "./test";

test.use({ javaScriptEnabled: false });

test.describe("the contact page without JavaScript", () => {
  test("posts to the page's action: thanks and a proof panel, then the repeat as a duplicate with the values kept", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    const id = unique();
    const email = `asha.nojs.${id}@example.in`;
    const phone = `9${id.slice(-9)}`;
    await page.goto("/contact");

    const first = page.waitForResponse((r) => r.request().method() === "POST");
    await (await fillCareer(page, phone, email)).getByRole("button", { name: "Submit" }).click();
    expect((await first).status()).toBe(200);
    await expect(toast(page)).toHaveText(MESSAGES.enquiryThanks);
    // The proof panel in the form's place; its link opens the page again with an empty form.
    const proof = careerPanel(page).getByRole("region", { name: MESSAGES.enquiryProofHeading });
    await expect(proof).toContainText(email);
    await proof.getByRole("link", { name: MESSAGES.enquiryProofAnother }).click();
    await expect(careerPanel(page).getByLabel("Email")).toHaveValue("");

    const second = page.waitForResponse((r) => r.request().method() === "POST");
    await (await fillCareer(page, phone, email)).getByRole("button", { name: "Submit" }).click();
    expect((await second).status()).toBe(400);
    await expect(toast(page)).toHaveText(MESSAGES.duplicateEnquiry);
    await expect(careerPanel(page).getByLabel("Email")).toHaveValue(email);
    await expect(careerPanel(page).getByLabel("Training")).toHaveValue("Workshop");
    expect(posts).toEqual(["/contact", "/contact"]);
  });

  test("a phone that is not 10 digits comes back with the form's phone message and the values", async ({
    page,
  }) => {
    await page.goto("/contact");
    await (await fillCareer(page, "98765", `short.${unique()}@example.in`))
      .getByRole("button", { name: "Submit" })
      .click();
    await expect(toast(page)).toHaveText(MESSAGES.phoneCareer);
    await expect(careerPanel(page).getByLabel("Name")).toHaveValue("Asha Verma");
  });
});

test.describe("a blog post's enquiry form without JavaScript", () => {
  const POST = "/blog/how-to-crack-your-first-developer-interview";

  test("posts to the post's page: the success text and an empty form; a refusal keeps what was typed", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.goto(POST);
    let form = page.getByRole("region", { name: "Enquire Now" });
    await form.getByLabel("Name").fill("Asha Rao");
    await form.getByLabel("Email").fill(`asha.${unique()}@example.com`);
    await form.getByLabel("Message").fill("Please tell me about the next batch.");
    await form.getByRole("button", { name: "Submit" }).click();
    form = page.getByRole("region", { name: "Enquire Now" });
    await expect(form.getByRole("status")).toContainText(MESSAGES.messageSent);
    await expect(form.getByLabel("Name")).toHaveValue("");

    // A browser without scripts still checks the address's shape: a post the server refuses gets past it.
    await form.getByLabel("Name").fill("Asha Rao");
    await form.getByLabel("Email").fill("asha@localhost");
    await form.getByLabel("Message").fill("Hello again");
    await form.getByRole("button", { name: "Submit" }).click();
    form = page.getByRole("region", { name: "Enquire Now" });
    await expect(form.getByRole("status")).toHaveText(MESSAGES.emailInvalid);
    await expect(form.getByLabel("Message")).toHaveValue("Hello again");
    expect(posts).toEqual([POST, POST]);
  });
});
