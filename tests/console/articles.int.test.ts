/**
 * Blog posts and hero articles written through the console's own action (the content kit with the rich-text
 * body), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the HTML made from the editor's document is what
 * the public reads return, the no-JavaScript HTML is sanitised, bodies that are not the editor's are refused,
 * slugs come from titles and are unique, publishing shows and hides the post, every write has its audit row and
 * moves the content version, and deleting removes the post's files.
 */
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { contentEditAction, contentListAction } from "../../app/features/console/content/content-kit.server";
import { blogKind, heroKind } from "../../app/features/console/content/kinds/articles.server";
import { listAudit } from "../../domain/audit/audit.server";
import { getPostBySlug, listPosts } from "../../domain/content/blog.server";
import { getHeroSection, listActiveHeroSections } from "../../domain/content/hero.server";
import { findMovedArticle } from "../../domain/content/moved-articles.server";
import { RICH_TEXT_MESSAGES } from "../../domain/content/rich-text.server";
import { storeImage } from "../../domain/content/stored-media.server";
import type { blogPosts } from "../../domain/db/schema";
import type { Actor } from "../../domain/staff/actor";
import { openContentKit } from "../support/content-kit";

const editor: Actor = { id: "u-editor", email: "esha@example.in", name: "Esha Editor", role: "editor" };

const { database, storage, contentChanged, context } = await openContentKit("articles", { staff: [editor] });
beforeEach(() => contentChanged.mockClear());

const text = (value: string, marks?: unknown[]) => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
const doc = (...content: unknown[]) => JSON.stringify({ type: "doc", content });

const ARTICLE = doc(
  { type: "heading", attrs: { level: 2 }, content: [text("Why Rust")] },
  {
    type: "bulletList",
    content: ["Safe", "Fast"].map((item) => ({ type: "listItem", content: [paragraph(text(item))] })),
  },
  paragraph(
    text("Read "),
    text("the book", [{ type: "link", attrs: { href: "https://doc.rust-lang.org/book/" } }]),
  ),
);
const ARTICLE_HTML =
  '<h2>Why Rust</h2><ul><li><p>Safe</p></li><li><p>Fast</p></li></ul><p>Read <a rel="noopener noreferrer" href="https://doc.rust-lang.org/book/">the book</a></p>';

function post(kindPath: string, fields: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name);
  return new Request(`http://localhost/admin/content/${kindPath}`, { method: "POST", body: form });
}

async function save(kind: typeof blogKind | typeof heroKind, request: Request, id = "new") {
  try {
    const answer = (await contentEditAction(context, editor, request, id, kind as never)) as unknown as {
      data: { result: { error?: Record<string, string[]> } };
      init: ResponseInit;
    };
    return { location: null, answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get("location"), answer: null };
    throw thrown;
  }
}
/** Saves blog post `id` with `fields` at the revision it has now (a save from an up-to-date form). */
const saveAtRevision = async (id: number, fields: Record<string, string>) =>
  save(
    blogKind,
    post("blog", { intent: "save", revision: String((await blogRow(id)).revision), ...fields }),
    String(id),
  );
/** Unpublishes blog post `id` from the console's list of posts. */
const unpublishPost = (id: number) =>
  contentListAction(
    context,
    editor,
    new Request("http://localhost/admin/content/blog", {
      method: "POST",
      body: new URLSearchParams([
        ["intent", "unpublish"],
        ["id", String(id)],
      ]),
    }),
    blogKind,
  );
const idFrom = (location: string | null) => Number(/\/(\d+)\?saved=1$/.exec(location ?? "")?.[1]);
const blogRow = async (id: number) =>
  (await blogKind.store.get(database.db, id)).row as typeof blogPosts.$inferSelect;

/** Saves a new draft blog post titled `title` with ARTICLE as its text, and gives its id. */
async function createDraft(title: string, fields: Record<string, string> = {}) {
  const { location } = await save(
    blogKind,
    post("blog", { intent: "save", revision: "0", title, contentDoc: ARTICLE, ...fields }),
  );
  return idFrom(location);
}

// Each test makes its own post (under its own title, so its own slug): the tests pass alone and in any order.
describe("blog posts", () => {
  it("stores the editor's document and the HTML made from it, as a draft with a slug from the title", async () => {
    const id = await createDraft("Rust for Web Services!", { author: "Esha", tags: "rust, web, Rust" });
    const row = await blogRow(id);
    expect(row).toMatchObject({
      slug: "rust-for-web-services",
      isPublished: false,
      category: "Uncategorized",
      tags: ["rust", "web"],
      content: ARTICLE_HTML,
      revision: 1,
    });
    expect(row.contentDoc).toMatchObject({
      type: "doc",
      content: [{ type: "heading" }, { type: "bulletList" }, { type: "paragraph" }],
    });
    expect(contentChanged).toHaveBeenCalledTimes(1);
    const { rows } = await listAudit(database.db, { entity: "blog-post" });
    expect(rows[0]).toMatchObject({ action: "create", entityId: String(id), actorEmail: editor.email });
    expect(rows[0].changes).toMatchObject({
      title: [null, "Rust for Web Services!"],
      status: [null, "draft"],
    });
    // A draft is not public.
    expect((await listPosts(database.db)).some((p) => p.id === id)).toBe(false);
  });

  it("publishes: the public read shows exactly the stored HTML; unpublishing hides it again", async () => {
    const id = await createDraft("Kotlin on the Server");
    contentChanged.mockClear();
    await save(
      blogKind,
      post("blog", { intent: "publish", revision: "1", title: "Kotlin on the Server", contentDoc: ARTICLE }),
      String(id),
    );
    const shown = await getPostBySlug(database.db, "kotlin-on-the-server");
    expect(shown.content).toBe(ARTICLE_HTML);
    expect((await listPosts(database.db)).map((p) => p.slug)).toContain("kotlin-on-the-server");
    const answer = await unpublishPost(id);
    expect(answer).toMatchObject({ notice: { ok: true } });
    expect(contentChanged).toHaveBeenCalledTimes(2);
    await expect(getPostBySlug(database.db, "kotlin-on-the-server")).rejects.toThrow();
    const { rows } = await listAudit(database.db, { entity: "blog-post" });
    expect(rows.map((r) => r.action).slice(0, 2)).toEqual(["unpublish", "update"]);
  });

  it("refuses a second post with the same slug, and a stale save, keeping nothing", async () => {
    const id = await createDraft("Go for Web Services!");
    const { answer } = await save(
      blogKind,
      post("blog", { intent: "save", title: "Go for web services", contentDoc: ARTICLE }),
    );
    expect(answer?.data.result.error?.slug?.[0]).toMatch(/already uses the address “go-for-web-services”/);
    // Someone saves (revision 2); a tab still showing revision 1 is refused.
    await saveAtRevision(id, { title: "Go for Web Services!", contentDoc: ARTICLE });
    const stale = await save(
      blogKind,
      post("blog", { intent: "save", revision: "1", title: "Old tab", contentDoc: ARTICLE }),
      String(id),
    );
    expect(stale.answer?.data.result.error?.[""]?.[0]).toMatch(/^Esha Editor saved this at/);
    expect((await blogRow(id)).title).toBe("Go for Web Services!");
  });

  it("refuses bodies the editor cannot make: unknown nodes, images from elsewhere, nothing at all", async () => {
    const id = await createDraft("Elixir for Web Services");
    const revision = String((await blogRow(id)).revision);
    const tries = [
      [doc({ type: "script", content: [text("x")] }), RICH_TEXT_MESSAGES.invalid],
      ["{not json", RICH_TEXT_MESSAGES.invalid],
      [doc({ type: "image", attrs: { src: "https://evil.example/x.png" } }), RICH_TEXT_MESSAGES.image],
      [
        doc({ type: "image", attrs: { src: "/api/uploads/../private/resume.pdf.webp" } }),
        RICH_TEXT_MESSAGES.image,
      ],
      [doc(paragraph()), RICH_TEXT_MESSAGES.empty],
    ] as const;
    for (const [body, message] of tries) {
      const { answer } = await save(
        blogKind,
        post("blog", { intent: "save", revision, title: "T", contentDoc: body }),
        String(id),
      );
      expect(answer?.data.result.error?.contentDoc).toEqual([message]);
    }
    expect((await blogRow(id)).content).toBe(ARTICLE_HTML);
  });

  it("without JavaScript saves the text area's HTML, sanitised, and keeps no document", async () => {
    const id = await createDraft("Plain HTML Post");
    await saveAtRevision(id, {
      title: "Plain HTML Post",
      contentHtml:
        '<h2 onclick="x()">Plain</h2><script>alert(1)</script><p><a href="javascript:alert(1)">bad</a> <a href="https://ok.in">ok</a></p>',
    });
    const row = await blogRow(id);
    expect(row.content).toBe(
      '<h2>Plain</h2><p><a rel="noopener noreferrer">bad</a> <a href="https://ok.in" rel="noopener noreferrer">ok</a></p>',
    );
    expect(row.contentDoc).toBeNull();
  });

  it("deletes the post with its featured image and the images of its text (unless another article shows them)", async () => {
    const png = async () =>
      new File(
        [
          await sharp({ create: { width: 900, height: 450, channels: 3, background: "#2E008F" } })
            .png()
            .toBuffer(),
        ],
        "cover.png",
        { type: "image/png" },
      );
    const bodyImage = await storeImage(storage, {
      bytes: await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ff8800" } })
        .png()
        .toBuffer(),
      folder: "articles",
      name: "chart",
      field: "file",
    });
    const shared = await storeImage(storage, {
      bytes: await sharp({ create: { width: 300, height: 200, channels: 3, background: "#008800" } })
        .png()
        .toBuffer(),
      folder: "articles",
      name: "shared",
      field: "file",
    });
    const image = (src: string) => ({ type: "image", attrs: { src: `/api/${src}`, alt: "Chart" } });
    const { location } = await save(
      blogKind,
      post(
        "blog",
        { intent: "publish", title: "With pictures", contentDoc: doc(paragraph(text("See"))), ...{} },
        { featuredImage: await png() },
      ),
    );
    const withPictures = idFrom(location);
    await saveAtRevision(withPictures, {
      title: "With pictures",
      contentDoc: doc(paragraph(text("See")), image(bodyImage), image(shared)),
    });
    // Another article shows the shared picture.
    await save(
      heroKind,
      post("hero", { intent: "save", title: "Also shared", contentDoc: doc(image(shared)) }),
    );
    const row = await blogRow(withPictures);
    expect(row.content).toContain(`<img loading="lazy" src="/api/${bodyImage}" alt="Chart" />`);
    const featured = row.featuredImagePath;
    expect(await storage.statPublic(featured)).not.toBeNull();

    const { location: after } = await save(
      blogKind,
      post("blog", { intent: "delete" }),
      String(withPictures),
    );
    expect(after).toBe("/admin/content/blog?deleted=1");
    await expect(blogKind.store.get(database.db, withPictures)).rejects.toThrow();
    expect(await storage.statPublic(featured)).toBeNull();
    expect(await storage.statPublic(bodyImage)).toBeNull();
    expect(await storage.statPublic(shared)).not.toBeNull();
    const { rows } = await listAudit(database.db, { entity: "blog-post", action: "delete" });
    expect(rows[0]).toMatchObject({
      entityId: String(withPictures),
      changes: { title: ["With pictures", null] },
    });
  });
});

describe("renamed articles", () => {
  it("keep their old address: it leads to the new slug while the article is published", async () => {
    const { location } = await save(
      blogKind,
      post("blog", { intent: "publish", title: "Old Name", contentDoc: doc(paragraph(text("Body"))) }),
    );
    const id = idFrom(location);
    await saveAtRevision(id, {
      title: "Old Name",
      slug: "new-name",
      contentDoc: doc(paragraph(text("Body"))),
    });
    expect((await blogRow(id)).slug).toBe("new-name");
    expect(await findMovedArticle(database.db, "blog", "old-name")).toBe("new-name");
    expect(await findMovedArticle(database.db, "hero", "old-name")).toBeNull();
    await unpublishPost(id);
    expect(await findMovedArticle(database.db, "blog", "old-name")).toBeNull();
  });
});

describe("hero articles", () => {
  it("are written, published into the carousel and shown as the editor made them", async () => {
    const { location } = await save(
      heroKind,
      post("hero", {
        intent: "publish",
        title: "Cloud Skills in 2026",
        smallDescription: "What to learn next.",
        sortOrder: "2",
        contentDoc: ARTICLE,
      }),
    );
    const id = idFrom(location);
    expect(id).toBeGreaterThan(0);
    expect((await listActiveHeroSections(database.db)).map((h) => h.slug)).toContain("cloud-skills-in-2026");
    const article = await getHeroSection(database.db, "cloud-skills-in-2026");
    expect(article).toMatchObject({ content: ARTICLE_HTML, small_description: "What to learn next." });
    const { rows } = await listAudit(database.db, { entity: "hero-article" });
    expect(rows.find((r) => r.entityId === String(id))).toMatchObject({
      action: "create",
      changes: { status: [null, "published"] },
    });
    expect(contentChanged).toHaveBeenCalledTimes(1);
  });
});
