/**
 * Jobs, testimonials, logos and alerts through the content kit's action and the public reads, on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL: who may write them, validation, audit rows, the content version,
 * publishing (jobs open / closed; alerts within their window), required uploads and files removed.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ContentKindServer,
  contentEditAction,
  contentListAction,
} from "../../app/features/console/content/content-kit.server";
import { jobKind } from "../../app/features/console/content/kinds/jobs.server";
import { alertKind, logoKind, testimonialKind } from "../../app/features/console/content/kinds/site.server";
import { requireStaff } from "../../app/features/console/require-staff.server";
import { listAudit } from "../../domain/audit/audit.server";
import { listOpenJobs } from "../../domain/careers/jobs.server";
import { listActiveAlerts } from "../../domain/content/alerts.server";
import { listBanners, listFeedback } from "../../domain/content/feedback.server";
import { ALERT_LINK_OR_BATCH } from "../../domain/content/site-content";
import { batches, courses } from "../../domain/db/schema";
import { imageVariantPath } from "../../domain/media";
import { BATCH_LINK_MESSAGES } from "../../domain/programs/batch-reads.server";
import type { Actor } from "../../domain/staff/actor";
import type { Right, Role } from "../../domain/staff/roles";
import { addBatch, dayFromNow } from "../support/batches";
import { openContentKit } from "../support/content-kit";

const editor: Actor = { id: "u1", email: "esha@example.in", name: "Esha Editor", role: "editor" };
const recruiter: Actor = { id: "u2", email: "ravi@example.in", name: "Ravi Recruiter", role: "recruiter" };

const { database, storage, contentChanged, context } = await openContentKit("content-kinds");
beforeEach(() => contentChanged.mockClear());

function post(fields: Record<string, string>, files: Record<string, { blob: Blob; name: string }> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, file.blob, file.name);
  return new Request("http://localhost/admin/content/x", { method: "POST", body: form });
}

async function save(kind: ContentKindServer, request: Request, id = "new", actor = editor) {
  try {
    const answer = (await contentEditAction(context, actor, request, id, kind)) as unknown as {
      data: { result: { error?: Record<string, string[]> }; uploadErrors?: Record<string, string> };
      init: ResponseInit;
    };
    return { id: 0, answer };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { id: Number(/\/(\d+)\?saved=1$/.exec(thrown.headers.get("location") ?? "")?.[1]), answer: null };
  }
}

const png = async () => ({
  blob: new Blob([
    new Uint8Array(
      await sharp({ create: { width: 300, height: 120, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    ),
  ]),
  name: "logo.png",
});

describe("who may write", () => {
  const as = (role: Role) =>
    ({ staff: { current: { actor: { ...editor, role } } } }) as unknown as Parameters<typeof requireStaff>[0];
  const refused = (role: Role, right: Right) => {
    try {
      requireStaff(as(role), new Request("http://localhost/admin/content/jobs"), right);
      return null;
    } catch (thrown) {
      return (thrown as { init?: ResponseInit }).init?.status;
    }
  };

  it("lets editors and recruiters edit jobs, only editors (and admins) the other content; others get 403", () => {
    expect(refused("editor", jobKind.right)).toBeNull();
    expect(refused("recruiter", jobKind.right)).toBeNull();
    expect(refused("counsellor", jobKind.right)).toBe(403);
    expect(refused("editor", testimonialKind.right)).toBeNull();
    expect(refused("admin", alertKind.right)).toBeNull();
    expect(refused("recruiter", logoKind.right)).toBe(403);
    expect(refused("counsellor", testimonialKind.right)).toBe(403);
  });
});

describe("jobs", () => {
  const job = (overrides: Record<string, string> = {}) => ({
    intent: "publish",
    revision: "0",
    title: "Backend Engineer",
    company: "Nexora Technologies",
    category: "Development",
    mode: "Hybrid",
    hours: "40",
    jobType: "Full Time",
    education: "B.Tech",
    hiringSteps: "Aptitude test, Interview",
    startDate: "2027-01-04",
    deadline: "2026-12-20",
    description: "Build APIs.",
    "responsibilities[0].title": "Own the orders service",
    "perks[0].title": "Health insurance",
    "perks[0].description": "For the family",
    ...overrides,
  });

  it("opens a job with its lists; it is listed at once with them; closing it from the list hides it", async () => {
    const { id } = await save(jobKind, post(job()), "new", recruiter);
    expect(contentChanged).toHaveBeenCalledTimes(1);
    const listed = (await listOpenJobs(database.db)).find((open) => open.id === id);
    expect(listed).toMatchObject({
      title: "Backend Engineer",
      deadline: "2026-12-20",
      responsibilities: [{ title: "Own the orders service" }],
      perks: [{ title: "Health insurance", description: "For the family" }],
    });
    const form = new FormData();
    form.append("intent", "unpublish");
    form.append("id", String(id));
    const answer = await contentListAction(
      context,
      recruiter,
      new Request("http://localhost/admin/content/jobs", { method: "POST", body: form }),
      jobKind,
    );
    expect(answer).toEqual({ notice: { ok: true, text: "1 job closed." } });
    expect((await listOpenJobs(database.db)).some((open) => open.id === id)).toBe(false);
    const { rows } = await listAudit(database.db, { entity: "job" });
    expect(rows.map((row) => [row.action, row.actorEmail])).toEqual([
      ["unpublish", recruiter.email],
      ["create", recruiter.email],
    ]);
    expect(rows[0].changes).toEqual({ status: ["published", "draft"] });
  });

  it("refuses hours that are not a number, an unknown mode and a malformed date", async () => {
    const { answer } = await save(
      jobKind,
      post(job({ hours: "full", mode: "Moon", deadline: "20/12/2026" })),
    );
    expect(answer?.init.status).toBe(400);
    expect(Object.keys(answer?.data.result.error ?? {}).sort()).toEqual(["deadline", "hours", "mode"]);
  });
});

describe("testimonials", () => {
  it("publishes a student testimonial to the student list only, and records the change of its text", async () => {
    const fields = {
      intent: "publish",
      revision: "0",
      kind: "student",
      name: "Meera Nair",
      title: "Data Science, 2026",
      feedback: "The mentors were superb.",
      sortOrder: "0",
    };
    const { id } = await save(testimonialKind, post(fields));
    expect((await listFeedback(database.db, "student")).map((t) => t.name)).toContain("Meera Nair");
    expect((await listFeedback(database.db, "client")).map((t) => t.name)).not.toContain("Meera Nair");
    await save(
      testimonialKind,
      post({ ...fields, intent: "save", revision: "1", feedback: "Superb mentors." }),
      String(id),
    );
    const { rows } = await listAudit(database.db, { entity: "testimonial" });
    expect(rows[0].changes).toEqual({ feedback: ["The mentors were superb.", "Superb mentors."] });
  });
});

describe("logos", () => {
  it("needs an image for a new logo, shows it on the logo wall when published, and deleting removes its files", async () => {
    const fields = { intent: "publish", revision: "0", title: "Acme Corp", sortOrder: "0" };
    const refused = await save(logoKind, post(fields));
    expect(refused.answer?.data.uploadErrors).toEqual({ logo: "Choose a file." });
    const { id } = await save(logoKind, post(fields, { logo: await png() }));
    const logo = (await listBanners(database.db)).find((item) => item.id === id);
    expect(logo?.banner_image_path).toMatch(/^uploads\/logos\/acme-corp-[0-9a-f]{12}\.webp$/);
    const variant = imageVariantPath(logo!.banner_image_path, 400)!;
    expect(await storage.statPublic(variant)).not.toBeNull();
    await save(logoKind, post({ intent: "delete" }), String(id));
    expect(await storage.statPublic(logo!.banner_image_path)).toBeNull();
    expect(await storage.statPublic(variant)).toBeNull();
    expect((await listBanners(database.db)).some((item) => item.id === id)).toBe(false);
  });
});

describe("alerts", () => {
  it("shows a published alert only within its window, read as India's time", async () => {
    const fields = {
      intent: "publish",
      revision: "0",
      category: "bottom",
      title: "Diwali offer",
      button1Link: "/learning-opportunities",
      startsAt: "2026-11-01T09:00",
      endsAt: "2026-11-30T18:30",
      sortOrder: "0",
    };
    const { id } = await save(alertKind, post(fields, { banner: await png() }));
    const titles = async (at: string) =>
      (await listActiveAlerts(database.db, "bottom", new Date(at))).map((alert) => alert.id);
    expect(await titles("2026-11-01T03:29:00Z")).not.toContain(id); // 08:59 in India
    expect(await titles("2026-11-01T03:30:00Z")).toContain(id); // 09:00 in India
    expect(await titles("2026-11-30T13:00:00Z")).not.toContain(id); // 18:30 in India
    expect(await listActiveAlerts(database.db, "mid", new Date("2026-11-15T00:00:00Z"))).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it("refuses a window that ends before it starts and a link that is neither a path nor a web address", async () => {
    const { answer } = await save(
      alertKind,
      post(
        {
          intent: "save",
          revision: "0",
          category: "mid",
          title: "Bad",
          button1Link: "javascript:alert(1)",
          startsAt: "2026-11-02T09:00",
          endsAt: "2026-11-01T09:00",
          sortOrder: "0",
        },
        { banner: await png() },
      ),
    );
    expect(answer?.init.status).toBe(400);
    expect(answer?.data.result.error?.button1Link?.[0]).toMatch(/path on this site/);
    expect(answer?.data.result.error?.endsAt).toEqual(["The end comes after the start."]);
  });
  describe("a link to a batch", () => {
    let courseId: number;
    let upcoming: number;
    let started: number;
    beforeAll(async () => {
      const [course] = await database.db
        .insert(courses)
        .values({ slug: "alert-batch-course", title: "Alert Batch Course", category: "Development" })
        .returning({ id: courses.id });
      courseId = course!.id;
      upcoming = await addBatch(database.db, { kind: "course", id: courseId }, { startsOn: dayFromNow(30) });
      started = await addBatch(database.db, { kind: "course", id: courseId }, { startsOn: dayFromNow(-3) });
    });
    const alertPost = (fields: Record<string, string>) => ({
      intent: "publish",
      revision: "0",
      category: "mid",
      title: "January batch",
      button1Link: "",
      startsAt: "",
      endsAt: "",
      sortOrder: "0",
      ...fields,
    });
    const linkOf = async (id: number) =>
      (await listActiveAlerts(database.db, "mid")).find((alert) => alert.id === id)?.button1_link;

    it("offers the upcoming batches and leads to the chosen one on its program's page", async () => {
      const choices = await alertKind.choices!(database.db, null);
      expect(choices.linkBatch).toContainEqual({
        value: String(upcoming),
        label: expect.stringMatching(/^Alert Batch Course: starts .+, Online$/),
      });
      expect(choices.linkBatch?.map((choice) => choice.value)).not.toContain(String(started));

      const { id } = await save(
        alertKind,
        post(alertPost({ linkBatch: String(upcoming) }), { banner: await png() }),
      );
      expect(id).toBeGreaterThan(0);
      expect(await linkOf(id)).toBe(`/created-courses-web/alert-batch-course#batch-${upcoming}`);

      // The link follows the program's address, and falls back to its page once the batch takes no one.
      await database.db
        .update(courses)
        .set({ slug: "alert-batch-course-2027" })
        .where(eq(courses.id, courseId));
      await database.db.update(batches).set({ status: "cancelled" }).where(eq(batches.id, upcoming));
      expect(await linkOf(id)).toBe("/created-courses-web/alert-batch-course-2027");
      // The form still shows the stored batch, marked, rather than dropping it on the next save.
      const row = { button1Link: `batch:${upcoming}` };
      expect((await alertKind.choices!(database.db, row)).linkBatch).toContainEqual({
        value: String(upcoming),
        label: expect.stringMatching(/\(cancelled\)$/),
      });
      // A hidden program sends visitors to all programs instead of a page that is not there.
      await database.db.update(courses).set({ isActive: false }).where(eq(courses.id, courseId));
      expect(await linkOf(id)).toBe("/learning-opportunities");
    });

    it("refuses a batch that has started or does not exist, and a link and a batch together; nothing stored", async () => {
      const before = (await listActiveAlerts(database.db, "mid")).length;
      const refused = async (fields: Record<string, string>) =>
        (await save(alertKind, post(alertPost(fields), { banner: await png() }))).answer;
      const startedAnswer = await refused({ linkBatch: String(started) });
      expect(startedAnswer?.init.status).toBe(409);
      expect(startedAnswer?.data.result.error?.linkBatch).toEqual([BATCH_LINK_MESSAGES.closed]);
      expect((await refused({ linkBatch: "99999999" }))?.data.result.error?.linkBatch).toEqual([
        BATCH_LINK_MESSAGES.missing,
      ]);
      const both = await refused({ linkBatch: String(started), button1Link: "/courses" });
      expect(both?.init.status).toBe(400);
      expect(both?.data.result.error?.linkBatch).toEqual([ALERT_LINK_OR_BATCH]);
      expect((await refused({ linkBatch: "batch:1" }))?.data.result.error?.linkBatch).toEqual([
        "Choose a batch from the list.",
      ]);
      expect((await listActiveAlerts(database.db, "mid")).length).toBe(before);
    });
  });
});
