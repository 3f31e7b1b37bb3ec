/**
 * Autosaved drafts of content forms on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL,
 * through the form's loader and action as the route runs them: an autosave keeps the person's draft and
 * changes nothing visitors see; after a killed browser the next load offers it back and restores it into the
 * form at its revision; saving it saves and forgets it; another person's save in between still refuses it; a
 * colleague never sees it; a deleted record takes its drafts and its schedule with it.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contentEditAction, contentEditLoader } from "../../app/features/console/content/content-kit.server";
import { courseKind } from "../../app/features/console/content/kinds/programs.server";
import { getDraft, saveDraft } from "../../domain/content/content-drafts.server";
import { getSchedule, setSchedule } from "../../domain/content/content-schedule.server";
import { contentDrafts, contentSchedules } from "../../domain/db/schema";
import { getCourseBySlug } from "../../domain/programs/programs.server";
import type { Actor } from "../../domain/staff/actor";
import { openContentKit } from "../support/content-kit";
import { courseValues } from "../support/course-values";

const editor: Actor = { id: "u-esha", email: "esha@example.in", name: "Esha Editor", role: "editor" };
const other: Actor = { id: "u-chitra", email: "chitra@example.in", name: "Chitra Admin", role: "admin" };

const { database, as } = await openContentKit("content-drafts", { staff: [editor, other] });

const fields = (overrides: Record<string, string> = {}) => ({
  revision: "1",
  title: "Rust Drafts",
  slug: "rust-drafts",
  category: "Programming",
  description: "Build services.",
  duration: "3 Months",
  skillLevel: "Beginner",
  language: "English",
  fees: "24999",
  sortOrder: "1",
  reviewCount: "0",
  "courseModules[0].title": "Ownership",
  ...overrides,
});

async function post(actor: Actor, id: string, intent: string, values: Record<string, string>) {
  const form = new FormData();
  form.append("intent", intent);
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const request = new Request("http://localhost/admin/content/courses/x.data", {
    method: "POST",
    body: form,
  });
  try {
    const answer = (await contentEditAction(as(actor), actor, request, id, courseKind)) as unknown as {
      data?: { result?: { error?: Record<string, string[]> } };
      init?: ResponseInit;
      autosaved?: string;
    };
    return { location: null, answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get("location"), answer: null };
    throw thrown;
  }
}

const load = (actor: Actor, id: number, query = "") =>
  contentEditLoader(
    as(actor),
    new Request(`http://localhost/admin/content/courses/${id}${query}`),
    String(id),
    courseKind,
  );

// Each test has its own course (its own slug), published at revision 1: it passes alone and in any order.
describe("an autosaved draft", () => {
  let id: number;
  let slug = "";
  let made = 0;
  const ours = (overrides: Record<string, string> = {}) => fields({ slug, ...overrides });
  /** The editor's autosave of a changed title and a second module. */
  const autosaveRevised = () =>
    post(
      editor,
      String(id),
      "autosave",
      ours({ title: "Rust Drafts, Revised", "courseModules[1].title": "Async" }),
    );

  beforeEach(async () => {
    made += 1;
    slug = `rust-drafts-${made}`;
    const created = await post(editor, "new", "publish", ours({ revision: "0" }));
    id = Number(/\/(\d+)\?saved=1$/.exec(created.location ?? "")?.[1]);
  });

  it("keeps what the form holds, for its author only, and changes nothing visitors see", async () => {
    const { answer } = await autosaveRevised();
    expect(answer?.autosaved).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const draft = await getDraft(database.db, editor.id, "course", id);
    expect(draft).toMatchObject({ baseRevision: 1 });
    expect(draft?.fields).toContainEqual(["title", "Rust Drafts, Revised"]);
    expect(draft?.fields.some(([name]) => name === "intent")).toBe(false);
    expect((await getCourseBySlug(database.db, slug)).title).toBe("Rust Drafts");
    expect((await courseKind.store.get(database.db, id)).row).toMatchObject({
      title: "Rust Drafts",
      revision: 1,
    });
    expect((await load(other, id)).draft).toBeNull();
  });

  it("after a killed browser, the next load offers it, and restores it into the form at its revision", async () => {
    await autosaveRevised();
    const offered = await load(editor, id);
    expect(offered.draft).toMatchObject({ restored: false, stale: false });
    expect(offered.values).toMatchObject({ title: "Rust Drafts" });
    const restored = await load(editor, id, "?draft=restore");
    expect(restored.draft).toMatchObject({ restored: true });
    expect(restored.values).toMatchObject({
      title: "Rust Drafts, Revised",
      revision: 1,
      courseModules: [{ title: "Ownership" }, { title: "Async" }],
    });
  });

  it("saving it saves the record and forgets the draft", async () => {
    await autosaveRevised();
    const { location } = await post(editor, String(id), "save", ours({ title: "Rust Drafts, Revised" }));
    expect(location).toBe(`/admin/content/courses/${id}?saved=1`);
    expect((await courseKind.store.get(database.db, id)).row).toMatchObject({
      title: "Rust Drafts, Revised",
      revision: 2,
    });
    expect(await getDraft(database.db, editor.id, "course", id)).toBeNull();
    expect((await load(editor, id)).draft).toBeNull();
  });

  it("a draft made before a colleague's save is marked so, and saving it is refused naming them", async () => {
    await post(editor, String(id), "autosave", ours({ title: "Esha's Version" }));
    await post(other, String(id), "save", ours({ title: "Chitra's Version" }));
    const restored = await load(editor, id, "?draft=restore");
    expect(restored.draft).toMatchObject({ restored: true, stale: true });
    expect(restored.values).toMatchObject({ title: "Esha's Version", revision: 1 });
    const { answer } = await post(editor, String(id), "save", ours({ title: "Esha's Version" }));
    expect(answer?.init?.status).toBe(409);
    expect(JSON.stringify(answer?.data)).toContain("Chitra Admin saved this at");
    expect((await courseKind.store.get(database.db, id)).row.title).toBe("Chitra's Version");
    // Discarded by its author: gone.
    const discarded = await post(editor, String(id), "discard-draft", {});
    expect(discarded.location).toBe(`/admin/content/courses/${id}`);
    expect(await getDraft(database.db, editor.id, "course", id)).toBeNull();
  });
});

it("deleting a record deletes its drafts and its schedule in the same transaction", async () => {
  const id = (
    await courseKind.store.create(database.db, editor, {
      publish: "draft",
      values: courseValues("Short Lived", "short-lived", "Gone soon."),
    })
  ).id;
  for (const actor of [editor, other])
    await saveDraft(database.db, actor.id, {
      entity: "course",
      entityId: id,
      baseRevision: 1,
      fields: [["title", `${actor.name}'s words`]],
    });
  await setSchedule(database.db, editor, {
    store: courseKind.store,
    entityId: id,
    publishAt: new Date(Date.now() + 86_400_000),
    unpublishAt: null,
  });
  expect((await getSchedule(database.db, "course", id)).publishAt).not.toBeNull();

  const { location } = await post(editor, String(id), "delete", {});
  expect(location).toBe("/admin/content/courses?deleted=1");
  const left = async (table: typeof contentDrafts | typeof contentSchedules) =>
    database.db
      .select({ entityId: table.entityId })
      .from(table)
      .where(and(eq(table.entity, "course"), eq(table.entityId, id)));
  expect(await left(contentDrafts)).toEqual([]);
  expect(await left(contentSchedules)).toEqual([]);
});
