/**
 * The console's CMS tools (issue 32) in Chromium, with axe at 375 and 1280 px on the screens they add to:
 * revisions (docs/decisions/0055-content-revisions.md): a save of a course makes a revision; its Revisions
 * screen lists them, shows what the save changed beside the state before it, and Restore brings the old text
 * back as a new revision; the schedule (0056-scheduled-publishing.md): Publish at in India time on the form,
 * shown in the list; a page's search and share fields (a course's, a hero article's), previewed as typed and
 * then in the public page's tags (a hero article's also in its JSON-LD), with axe on the hero form's;
 * autosave: a draft sent when the tab is hidden, offered back after the browser is killed, restored and saved;
 * the media library (0058-media-library.md): images with where they are used, searched, alt text, a delete,
 * a library alt text describing a blog post's featured image on its public page (axe there), a course's
 * banner picked from it, one inserted into a blog post's text (and a click in that text before the editor has
 * loaded keeps the form on its page), and an image replaced everywhere.
 */

import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { hydrated } from "./hydration";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

async function noAxeViolations(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `console-cms/${name}-${width}`);
    expect(await axeViolations(page), `${width}px`).toEqual([]);
  }
}

/** The closed section of a page's search and share fields. */
const seoSection = (page: Page) => page.getByText("Search results and sharing", { exact: true });

/** Opens the search and share section, types both fields and sees them in the two previews. */
async function fillSearchAndSharing(page: Page, title: string, description: string, shareCardStart: string) {
  await seoSection(page).click(); // open the closed section
  await page.getByLabel("Search title").fill(title);
  await page.getByLabel("Search description").fill(description);
  await expect(page.getByRole("region", { name: "Search result preview" })).toContainText(title);
  await expect(page.getByRole("region", { name: "Share card preview" })).toContainText(shareCardStart);
}

/** Saves the search and share fields, then a visitor's page at `path` with them as its title and share text. */
async function saveSearchAndSharing(
  browser: Browser,
  page: Page,
  path: string,
  title: string,
  description: string,
) {
  await page.getByRole("button", { name: "Save search and sharing" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Search and sharing saved." })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`${site.base}${path}`);
  await expect(visitor).toHaveTitle(title);
  await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
  return visitor;
}

/**
 * The editor's page on the `nth` (from 0) item of the content list at `/admin/content/<list>` (its region
 * `region`), once `ready` (when given) is visible and the page is hydrated. The test closes the context.
 */
async function editItem(
  browser: Browser,
  list: string,
  region: string,
  nth: number,
  ready?: (page: Page) => Locator,
) {
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.goto(`/admin/content/${list}`);
  await page.getByRole("region", { name: region }).getByRole("link").nth(nth).click();
  if (ready) await expect(ready(page)).toBeVisible();
  await hydrated(page);
  return { context, page };
}

test("a save is a revision: its changes beside the old text, and Restore brings that back as a new one", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const durationOf = (page: Page) => page.getByLabel("Duration", { exact: true });
  const { context, page } = await editItem(browser, "courses", "Courses", 0, durationOf);
  const duration = durationOf(page);
  const old = await duration.inputValue();
  await duration.fill("11 Months");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await page.getByRole("link", { name: "Revisions", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Revisions of/ })).toBeVisible();
  const table = page.getByRole("region", { name: "Revisions" });
  await expect(table.getByRole("row")).toHaveCount(3); // the header, this save and the state before it
  await expect(table.getByRole("row").nth(1)).toContainText("Esha");
  await expect(table.getByRole("row").nth(1)).toContainText("Saved: Duration");
  await expect(table.getByRole("row").nth(2)).toContainText("As it was before revisions were kept");

  await table.getByRole("row").nth(1).getByRole("link").click();
  const change = page.getByRole("region", { name: "Duration" });
  await expect(change.locator("ins")).toHaveText("[added: 11]");
  await expect(change.locator("del")).toHaveText(`[removed: ${old.split(" ")[0]}]`);

  await noAxeViolations(page, "revisions");

  await table.getByRole("row").nth(2).getByRole("link").click();
  await hydrated(page);
  const restore = page.getByRole("button", { name: /^Restore revision/ });
  await restore.click();
  await expect(page.getByRole("status").filter({ hasText: /was restored as revision/ })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(1)).toContainText("(current)");
  await expect(table.getByRole("row").nth(1)).toContainText("Restored revision");

  await page.getByRole("link", { name: /^←/ }).click();
  await expect(page.getByRole("textbox", { name: "Duration", exact: true })).toHaveValue(old);
  await context.close();
});

test("Publish at, typed in India time on the form, is kept and shown in the list", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await editItem(browser, "internships", "Internships", 0, (page) =>
    page.getByText("Schedule", { exact: true }),
  );
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const day = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await page.getByText("Schedule", { exact: true }).click(); // open the closed section
  await page.getByLabel("Publish at (India time)", { exact: true }).fill(`${day}T10:00`);
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Schedule saved." })).toBeVisible();
  const [y, m, d] = day.split("-");
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
    Number(m) - 1
  ];
  const when = `${d} ${month} ${y}, 10:00`;
  await expect(page.getByText(`Scheduled: Published from ${when} (India time).`)).toBeVisible();
  await expect(page.getByLabel("Publish at (India time)", { exact: true })).toHaveValue(`${day}T10:00`);
  await noAxeViolations(page, "schedule");

  await page.goto("/admin/content/internships");
  const row = page.getByRole("row").filter({ hasText: title.trim() });
  await expect(row).toContainText(`Scheduled: Published from ${when}`);
  await context.close();
});

test("a course's search title and description: previewed as typed, then in the page's title and share card", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await editItem(browser, "courses", "Courses", 1, seoSection);
  const slug = await page.getByRole("textbox", { name: /^Address/ }).inputValue();
  const title = "Learn it in Chennai | Nexora";
  const description = "Twelve weeks with mentors, in Chennai or online.";
  await fillSearchAndSharing(page, title, description, "Twelve weeks with mentors");
  const visitor = await saveSearchAndSharing(
    browser,
    page,
    `/created-courses-web/${slug}`,
    title,
    description,
  );
  await visitor.close();
  await context.close();
});

test("a hero article's search title and description: previewed as typed, then in its page's tags", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await editItem(browser, "hero", "Hero articles", 0, seoSection);
  const slug = await page.getByRole("textbox", { name: /^Address/ }).inputValue();
  const title = "Cloud careers, explained | Nexora";
  const description = "Six paths into cloud work and the skills each one needs.";
  await fillSearchAndSharing(page, title, description, "Six paths into cloud");
  await noAxeViolations(page, "hero-seo");
  const visitor = await saveSearchAndSharing(browser, page, `/hero/${slug}`, title, description);
  const ld = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join("\n")).toContain("Six paths into cloud work and the skills each one needs.");
  await visitor.close();
  await context.close();
});

test("a form's draft autosaved when the tab is hidden is offered back after the browser is killed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const durationOf = (page: Page) => page.getByRole("textbox", { name: "Duration", exact: true });
  const { context: first, page } = await editItem(browser, "courses", "Courses", 2, durationOf);
  const duration = durationOf(page);
  const address = page.url();
  const saved = await duration.inputValue();
  await duration.fill("13 Months");
  // The tab is hidden (the person switches away, or the browser is about to die): the draft goes at once.
  const autosave = page.waitForResponse(
    (answer) => answer.url().endsWith(".data") && answer.request().method() === "POST",
  );
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect((await autosave).ok()).toBe(true);
  await first.close(); // the browser is gone, nothing saved

  const second = await site.signedIn(browser, "editor");
  const again = await second.newPage();
  await again.goto(address);
  const notice = again.getByRole("region", { name: "Your unsaved draft" });
  await expect(notice).toContainText("You have a draft of this form");
  await expect(again.getByRole("textbox", { name: "Duration", exact: true })).toHaveValue(saved);
  await noAxeViolations(again, "draft");
  await notice.getByRole("link", { name: "Restore my draft" }).click();
  await expect(again.getByRole("textbox", { name: "Duration", exact: true })).toHaveValue("13 Months");
  await expect(notice).toContainText("The form shows your draft");
  await hydrated(again);
  await again.getByRole("button", { name: "Save", exact: true }).click();
  await expect(again.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(again.getByRole("textbox", { name: "Duration", exact: true })).toHaveValue("13 Months");
  await second.close();
});

test("the media library: every image once with where it is used; alt text; an unused image deleted", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // An image uploaded into an article's text and never saved in one: in the library, used nowhere.
  const api = await site.client("editor");
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#2E008F" } })
    .png()
    .toBuffer();
  const uploaded = await api.post("/admin/media", {
    headers: { origin: site.base },
    multipart: { file: { name: "Library Check.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  await api.dispose();

  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Media library" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  const images = page.getByRole("list", { name: "Images" });
  // The demo content's images, each with where it is used and no Delete while it is.
  const used = images
    .getByRole("listitem")
    .filter({ hasText: /Used in \d+ place/ })
    .first();
  await expect(used).toBeVisible();
  await expect(used.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await hydrated(page);
  await noAxeViolations(page, "media-library");

  await page.getByRole("searchbox", { name: "Search" }).fill("library-check");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 image", { exact: true })).toBeVisible();
  const item = images.getByRole("listitem");
  await expect(item).toContainText("Not used anywhere.");
  await item.getByRole("textbox", { name: /^Alt text of library-check/ }).fill("The brand's purple square");
  await item.getByRole("button", { name: "Save alt text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();

  await page.goto("/admin/content/media?q=purple+square");
  await expect(images.getByRole("listitem")).toHaveCount(1);
  await expect(images.getByRole("img", { name: "The brand's purple square" })).toBeVisible();
  await hydrated(page);
  await images.getByRole("button", { name: /^Delete library-check/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image deleted" })).toBeVisible();
  await expect(page.getByText("No image matches.")).toBeVisible();
  await context.close();
});

test("the media library pages its images and takes an upload of its own; a file that is not an image is refused", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.goto("/admin/content/media");
  const images = page.getByRole("list", { name: "Images" });
  const cards = images.locator(":scope > li");
  // The demo's images are more than a page: 24 a page, newest first, and the pager to the older ones.
  await expect(cards).toHaveCount(24);
  await expect(page.getByText(/^\d+ images, 1–24 shown$/)).toBeVisible();
  const firstName = await cards.first().getByRole("heading", { level: 2 }).textContent();
  await page
    .getByRole("navigation", { name: "Media library pages" })
    .getByRole("link", { name: "Older images" })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^\d+ images, 25–\d+ shown$/)).toBeVisible();
  await expect(cards.first().getByRole("heading", { level: 2 })).not.toHaveText(firstName!);
  await expect(page.getByRole("link", { name: "Newer images" })).toBeVisible();

  await page.goto("/admin/content/media");
  await hydrated(page);
  await page.getByLabel("Add an image").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are notes, not a picture"),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /image/i })).toBeVisible();
  await expect(cards.first().getByRole("heading", { level: 2 })).not.toHaveText(/^notes-/);

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#2E008F" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Add an image")
    .setInputFiles({ name: "Office front desk.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image added to the library." })).toBeVisible();
  await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(
    /^office-front-desk-[0-9a-f]+\.webp$/,
  );
  await expect(cards.first()).toContainText("Not used anywhere.");
  await expect(page.getByLabel("Add an image")).toHaveValue("");
  await noAxeViolations(page, "media-upload");
  await context.close();
});

test("a blog post's featured image is described on its page by the library's alt text", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  const post = "/blog/how-to-crack-your-first-developer-interview";
  await page.goto(post);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  // Until the library has an alt text for it, the featured image is described by the post's title.
  const featured = page.getByRole("article").getByRole("img", { name: title, exact: true });
  const src = (await featured.getAttribute("src"))!;
  const file = src.split("/").pop()!;

  await page.goto(`/admin/content/media?q=${encodeURIComponent(file)}`);
  const item = page.getByRole("list", { name: "Images" }).getByRole("listitem").first();
  await expect(item).toContainText("(Featured image)");
  await hydrated(page);
  const described = "Two people across a desk, one reading a printed résumé";
  await item.getByRole("textbox", { name: /^Alt text of / }).fill(described);
  await item.getByRole("button", { name: "Save alt text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();

  // The save moved the content version: the page (and its cached render) shows the library's words.
  await page.goto(post);
  const image = page.getByRole("article").getByRole("img", { name: described, exact: true });
  await expect(image).toHaveAttribute("src", src);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", described);
  await hydrated(page);
  await noAxeViolations(page, "library-alt-blog-post");
  await context.close();
});

test("a course's banner picked from the media library", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await editItem(browser, "courses", "Courses", 0, (page) =>
    page.getByLabel("Duration", { exact: true }),
  );
  const picker = page.getByRole("group", { name: "Banner image from the media library" });
  await page
    .getByText(/^Or choose from the media library/)
    .first()
    .click();
  const choice = picker.getByRole("radio").nth(2);
  const chosen = await choice.getAttribute("value");
  await choice.check();
  await noAxeViolations(page, "library-picker");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Current banner image" })).toHaveAttribute(
    "src",
    `/api/${chosen}`,
  );

  await page.goto(`/admin/content/media?q=${encodeURIComponent(chosen!.split("/").pop()!)}`);
  // Now used twice: as the logo it was, and as this course's banner.
  const card = page.getByRole("list", { name: "Images" }).getByRole("listitem").first();
  await expect(card).toContainText(/Used in 2 places/);
  await expect(card).toContainText("(Banner image)");
  await context.close();
});

test("an image replaced everywhere from the media library", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.goto("/admin/content/media");
  const images = page.getByRole("list", { name: "Images" });
  const card = images
    .locator(":scope > li")
    .filter({ hasText: /Used in \d+ place/ })
    .first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent())!;
  await card.getByRole("link", { name: `Replace everywhere ${name}` }).click();
  const section = page.getByRole("region", { name: `Replace ${name} everywhere` });
  await expect(section).toBeVisible();
  await hydrated(page);
  await section.getByRole("group", { name: "Replace it with" }).getByRole("radio").first().check();
  await noAxeViolations(page, "media-replace");
  await section.getByRole("button", { name: "Replace everywhere" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Replaced in \d+ records?\.$/ })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const replaced = images.locator(":scope > li");
  await expect(replaced).toHaveCount(1);
  await expect(replaced).toContainText("Not used anywhere.");
  await expect(replaced.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
  await context.close();
});

test("an image of the media library inserted into a blog post's text", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await editItem(browser, "blog", "Blog posts", 0);
  const editor = page.getByRole("textbox", { name: "Text" });
  await editor.click();
  await page.keyboard.press("Control+End");
  await page
    .getByRole("toolbar", { name: "Formatting" })
    .getByRole("button", { name: "Image", exact: true })
    .click();
  const library = page.getByLabel("Or an image of the media library");
  const option = library.locator("option").nth(1);
  const path = (await option.getAttribute("value"))!;
  await library.selectOption(path);
  await noAxeViolations(page, "editor-library");
  const description = page.getByLabel("Description for screen readers");
  await description.fill("Picked from the library");
  await expect(description).toHaveValue("Picked from the library");
  await page.getByRole("button", { name: "Insert image" }).click();
  await expect(editor.locator(`img[src="/api/${path}"]`)).toHaveAttribute("alt", "Picked from the library");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await page.goto(`/admin/content/media?q=${encodeURIComponent(path.split("/").pop()!)}`);
  await expect(page.getByRole("list", { name: "Images" }).locator(":scope > li")).toContainText("(Text)");
  await context.close();
});

test("a click in a blog post's text before the editor has loaded keeps the form on its page", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  // The scripts arrive late, as on a slow connection or a busy machine: the person is in the server's text area
  // when the editor takes its place.
  await page.route("**/assets/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/admin/content/blog/1", { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "Text" }).click();
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await hydrated(page);
  // Nothing was posted (the form is not the action's answer), and the editor has the focus the text area had.
  expect(posts).toEqual([]);
  await expect(page.locator(".ProseMirror")).toBeFocused();
  await context.close();
});
