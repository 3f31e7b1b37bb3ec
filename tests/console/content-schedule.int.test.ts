/**
 * Scheduled publishing (docs/decisions/0056-scheduled-publishing.md) on the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL: the edit screen's schedule form as its action runs it (India time, refusals),
 * the list showing what is scheduled, and the job's round: a course scheduled for 10:00 is published by the
 * round after it (in the public list and the sitemap, the content version moved), once, however many instances
 * run the round at the same moment; unpublishing later; a course without a slug is refused and audited.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  contentEditAction,
  contentEditLoader,
  contentListLoader,
} from "../../app/features/console/content/content-kit.server";
import { courseKind } from "../../app/features/console/content/kinds/programs.server";
import { listAudit } from "../../domain/audit/audit.server";
import { getSchedule, runDueSchedules, setSchedule } from "../../domain/content/content-schedule.server";
import { CONTENT_STORES } from "../../domain/content/content-stores.server";
import { listCourses } from "../../domain/programs/programs.server";
import { listSitemapEntries } from "../../domain/seo/sitemap.server";
import type { Actor } from "../../domain/staff/actor";
import { openContentKit } from "../support/content-kit";

const editor: Actor = { id: "u-esha", email: "esha@example.in", name: "Esha Editor", role: "editor" };

const { database, contentChanged, context } = await openContentKit("content-schedule", { staff: [editor] });
beforeEach(() => contentChanged.mockClear());

async function newCourse(title: string, slug = "") {
  return (
    await courseKind.store.create(context.db, editor, {
      values: {
        title,
        slug,
        category: "Programming",
        description: "Services in Rust.",
        duration: "3 Months",
        skillLevel: "Beginner",
        language: "English",
        feesPaise: 2_499_900,
        sortOrder: 1,
      },
    })
  ).id;
}

function schedulePost(id: number, fields: Record<string, string>) {
  const form = new URLSearchParams({ intent: "schedule", ...fields });
  const request = new Request("http://localhost/admin/content/courses/x", { method: "POST", body: form });
  return contentEditAction(context, editor, request, String(id), courseKind).then(
    (answer) => ({
      location: null,
      answer: answer as unknown as { data: { scheduleError?: unknown }; init: ResponseInit },
    }),
    (thrown) => {
      if (thrown instanceof Response) return { location: thrown.headers.get("location"), answer: null };
      throw thrown;
    },
  );
}

/** Two moments in India time, a day after the real now so the form accepts them: 10:00 and 18:30. */
const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const TEN = new Date(`${tomorrow}T10:00:00+05:30`);
const HALF_SIX = new Date(`${tomorrow}T18:30:00+05:30`);
const at = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

describe("setting a schedule on the form", () => {
  it("stores Publish at and Unpublish at typed in India time, audited, and the form and list show them", async () => {
    const id = await newCourse("Rust Scheduled");
    contentChanged.mockClear();
    const { location } = await schedulePost(id, {
      publishAt: `${tomorrow}T10:00`,
      unpublishAt: `${tomorrow}T18:30`,
    });
    expect(location).toBe(`/admin/content/courses/${id}?scheduled=1`);
    expect(await getSchedule(database.db, "course", id)).toEqual({ publishAt: TEN, unpublishAt: HALF_SIX });
    const form = await contentEditLoader(
      context,
      new Request(`http://localhost/admin/content/courses/${id}?scheduled=1`),
      String(id),
      courseKind,
    );
    expect(form).toMatchObject({
      scheduled: true,
      schedule: { publishAt: TEN.toISOString(), unpublishAt: HALF_SIX.toISOString() },
    });
    const list = await contentListLoader(
      context,
      new Request("http://localhost/admin/content/courses?q=scheduled"),
      courseKind,
    );
    expect(list.rows).toEqual([
      expect.objectContaining({ id, publishAt: TEN.toISOString(), unpublishAt: HALF_SIX.toISOString() }),
    ]);
    const { rows } = await listAudit(database.db, { entity: "course", action: "schedule" });
    expect(rows[0]).toMatchObject({
      entityId: String(id),
      changes: { publishAt: [null, TEN.toISOString()], unpublishAt: [null, HALF_SIX.toISOString()] },
    });
    expect(contentChanged).not.toHaveBeenCalled(); // a schedule alone changes nothing on the site

    // Both fields emptied: nothing is scheduled any more.
    await schedulePost(id, { publishAt: "", unpublishAt: "" });
    expect(await getSchedule(database.db, "course", id)).toEqual({ publishAt: null, unpublishAt: null });
    const cleared = await listAudit(database.db, { entity: "course", action: "schedule" });
    expect(cleared.rows[0]?.changes).toEqual({
      publishAt: [TEN.toISOString(), null],
      unpublishAt: [HALF_SIX.toISOString(), null],
    });
  });

  it("refuses a moment gone by, an unpublishing before the publishing and a day the calendar lacks, on its field", async () => {
    const id = await newCourse("Rust Refused");
    const cases: [Record<string, string>, string, string][] = [
      [{ publishAt: "2020-01-01T10:00" }, "publishAt", "still to come"],
      [
        { publishAt: `${tomorrow}T18:30`, unpublishAt: `${tomorrow}T10:00` },
        "unpublishAt",
        "after the moment",
      ],
      [{ publishAt: "2027-02-30T10:00" }, "publishAt", "Enter a date and a time"],
    ];
    for (const [fields, field, text] of cases) {
      const { answer } = await schedulePost(id, fields);
      expect(answer?.init.status).toBe(400);
      expect(answer?.data.scheduleError).toEqual({ field, text: expect.stringContaining(text) });
    }
    expect(await getSchedule(database.db, "course", id)).toEqual({ publishAt: null, unpublishAt: null });
  });
});

describe("the schedule job's round", () => {
  it("publishes a course due at 10:00 by the round after it, once across two instances, and it is in the list and sitemap", async () => {
    const id = await newCourse("Rust at Ten", "rust-at-ten");
    await setSchedule(context.db, editor, {
      store: courseKind.store,
      entityId: id,
      publishAt: TEN,
      unpublishAt: HALF_SIX,
    });
    contentChanged.mockClear();
    expect(await runDueSchedules(context.db, CONTENT_STORES, at(TEN, -1))).toMatchObject({ published: 0 });
    expect((await listCourses(database.db)).some((course) => course.slug === "rust-at-ten")).toBe(false);

    // Two instances' rounds at 10:00:30, at the same moment (on PostgreSQL, two connections).
    const rounds = await Promise.all([
      runDueSchedules(context.db, CONTENT_STORES, at(TEN, 30)),
      runDueSchedules(context.db, CONTENT_STORES, at(TEN, 30)),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.published, 0)).toBe(1);
    expect(contentChanged).toHaveBeenCalledTimes(1);
    expect((await courseKind.store.get(database.db, id)).status).toBe("published");
    expect((await listCourses(database.db)).some((course) => course.slug === "rust-at-ten")).toBe(true);
    expect((await listSitemapEntries(database.db)).some((entry) => entry.path.endsWith("/rust-at-ten"))).toBe(
      true,
    );
    const published = await listAudit(database.db, { entity: "course", action: "publish" });
    expect(published.rows.filter((row) => row.entityId === String(id))).toEqual([
      expect.objectContaining({
        actorId: editor.id,
        changes: { status: ["draft", "published"], scheduledFor: TEN.toISOString() },
      }),
    ]);
    // Done: the moment is cleared, the unpublishing still waits.
    expect(await getSchedule(database.db, "course", id)).toEqual({ publishAt: null, unpublishAt: HALF_SIX });
    expect(await runDueSchedules(context.db, CONTENT_STORES, at(TEN, 60))).toEqual({
      published: 0,
      unpublished: 0,
      refused: 0,
    });

    expect(await runDueSchedules(context.db, CONTENT_STORES, at(HALF_SIX, 10))).toMatchObject({
      unpublished: 1,
    });
    expect((await courseKind.store.get(database.db, id)).status).toBe("draft");
    expect(await getSchedule(database.db, "course", id)).toEqual({ publishAt: null, unpublishAt: null });
  });

  it("refuses to publish a course without a slug, clears the moment and says so in the audit log", async () => {
    const id = await newCourse("Rust Without Slug", "rust-without-slug");
    await setSchedule(context.db, editor, {
      store: courseKind.store,
      entityId: id,
      publishAt: TEN,
      unpublishAt: null,
    });
    await database.db.execute(`update courses set slug = null where id = ${id}`);
    expect(await runDueSchedules(context.db, CONTENT_STORES, at(TEN, 5))).toMatchObject({
      published: 0,
      refused: 1,
    });
    expect((await courseKind.store.get(database.db, id)).status).toBe("draft");
    expect(await getSchedule(database.db, "course", id)).toEqual({ publishAt: null, unpublishAt: null });
    const { rows } = await listAudit(database.db, { entity: "course", action: "schedule-refused" });
    expect(rows[0]).toMatchObject({
      entityId: String(id),
      changes: { scheduledFor: TEN.toISOString(), reason: expect.stringContaining("no slug") },
    });
  });
});
