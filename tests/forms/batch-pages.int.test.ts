/**
 * Batches as visitors meet them, through the real app and pages (docs/decisions/0054-batches-with-seats.md): the
 * course page lists upcoming batches with seats left and names them in its JSON-LD `hasCourseInstance`; the seats
 * endpoint is fresh within seconds of a registration while the page stays cached per content version; the form's
 * options carry the batches (a full one marked); the confirmation PDF and the letter name the batch; a program
 * without batches keeps its page and form as before. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, outbox } from "../../domain/db/schema.ts";
import { register } from "../../domain/programs/register.server.ts";
import { addBatch, batchRegistration, composeLetter, dayFromNow } from "../support/batches.ts";
import { type ConsoleApp, startConsoleApp } from "../support/console-app.ts";
import { pdfText } from "../support/pdf-text.ts";

let c: ConsoleApp;
let courseId: number;
let openBatch: number;
let fullBatch: number;
const COURSE = "Batch Page Course";

beforeAll(async () => {
  c = await startConsoleApp({ RATE_LIMIT_MAX: "100000", RATE_LIMIT_PDF: "100000/60" });
  const rows = await c.t.deps.db
    .insert(courses)
    .values([
      { slug: "batch-page-course", title: COURSE, category: "Development", feesPaise: 1_200_000 },
      { slug: "plain-page-course", title: "Plain Page Course", category: "Development", feesPaise: 100_000 },
    ])
    .returning({ id: courses.id });
  courseId = rows[0]!.id;
  openBatch = await addBatch(
    c.t.deps.db,
    { kind: "course", id: courseId },
    {
      startsOn: "2099-01-11",
      mode: "classroom",
      seats: 5,
      seatsTaken: 2,
      days: "Mon–Fri",
      startTime: "10:00",
      endTime: "13:00",
    },
  );
  fullBatch = await addBatch(
    c.t.deps.db,
    { kind: "course", id: courseId },
    { startsOn: "2099-02-01", mode: "online", seats: 3, seatsTaken: 3, status: "full" },
  );
  // Past and cancelled batches are not shown.
  await addBatch(c.t.deps.db, { kind: "course", id: courseId }, { startsOn: dayFromNow(-3) });
  await addBatch(
    c.t.deps.db,
    { kind: "course", id: courseId },
    { startsOn: "2099-03-01", status: "cancelled" },
  );
  c.t.deps.content.move(); // rows inserted behind the cache's back
});
afterAll(() => c.close());

const origin = () => new URL(c.t.deps.config.siteUrl).origin;
const page = async (path: string) =>
  (await (await c.app.request(`${origin()}${path}`)).text()).replaceAll("<!-- -->", "");

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function registerFor(batchId: number) {
  const outcome = await register(c.t.deps.db, batchRegistration(COURSE, batchId), c.t.deps.payLinks);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome;
}

describe("the course page", () => {
  it("lists the upcoming batches with date, mode, timing and seats left; a full one as full", async () => {
    const html = await page("/created-courses-web/batch-page-course");
    expect(html).toContain("Upcoming batches");
    expect(html).toContain("Starts 11 Jan 2099");
    expect(html).toContain("Classroom (at our Noida office)");
    expect(html).toContain("Mon–Fri, 10:00–13:00 IST");
    expect(html).toContain("3 seats left");
    expect(html).toContain(`batch=${openBatch}`);
    expect(html).toMatch(/Starts 01 Feb 2099[\s\S]*Full/);
    expect(html).not.toContain(`batch=${fullBatch}`);
    expect(html).not.toContain("01 Mar 2099");
  });

  it("names each upcoming batch in the Course JSON-LD: start date, mode and location", async () => {
    const course = jsonLdOf(await page("/created-courses-web/batch-page-course")).find(
      (item) => item["@type"] === "Course",
    );
    expect(course?.hasCourseInstance).toEqual([
      expect.objectContaining({
        "@type": "CourseInstance",
        startDate: "2099-01-11",
        courseMode: "Onsite",
        location: expect.objectContaining({ "@type": "Place" }),
      }),
      expect.objectContaining({
        startDate: "2099-02-01",
        courseMode: "Online",
        location: expect.objectContaining({ "@type": "VirtualLocation" }),
      }),
    ]);
  });

  it("keeps a program without batches as before: no list, one generic course instance", async () => {
    const html = await page("/created-courses-web/plain-page-course");
    expect(html).not.toContain("Upcoming batches");
    const course = jsonLdOf(html).find((item) => item["@type"] === "Course");
    expect(course?.hasCourseInstance).toEqual([expect.objectContaining({ courseMode: "Blended" })]);
  });
});

describe("seats left", () => {
  it("are fresh from the seats endpoint within seconds, without moving the content version", async () => {
    const seats = async () =>
      (await (await c.app.request(`${origin()}/api/batch-seats/course/${courseId}`)).json()) as Record<
        string,
        { seatsLeft: number; availability: string }
      >;
    const res = await c.app.request(`${origin()}/api/batch-seats/course/${courseId}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3");
    expect((await res.json())[String(openBatch)]).toEqual({ seatsLeft: 3, availability: "open" });
    const version = c.t.deps.content.current;
    await registerFor(openBatch);
    // A seat taken that leaves seats: the page cache keeps its version; the endpoint follows within 3 s.
    expect(c.t.deps.content.current).toBe(version);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await seats())[String(openBatch)]).toEqual({ seatsLeft: 2, availability: "open" });
    expect((await seats())[String(fullBatch)]).toEqual({ seatsLeft: 0, availability: "full" });
    expect((await c.app.request(`${origin()}/api/batch-seats/elsewhere/1`)).status).toBe(404);
  });

  it("the form's options carry each program's batches, a full one marked", async () => {
    const options = (await (await c.app.request(`${origin()}/api/get-course-titles`)).json()) as {
      title: string;
      batches: { id: number; availability: string }[];
    }[];
    expect(options.find((o) => o.title === COURSE)?.batches.map((b) => [b.id, b.availability])).toEqual([
      [openBatch, "open"],
      [fullBatch, "full"],
    ]);
    expect(options.find((o) => o.title === "Plain Page Course")?.batches).toEqual([]);
  });
});

describe("the proofs", () => {
  it("name the batch: the answer, the confirmation PDF and the letter", async () => {
    const outcome = await registerFor(openBatch);
    expect(outcome.batch).toBe(
      "Starts 11 Jan 2099 · Classroom (at our Noida office) · Mon–Fri, 10:00–13:00 IST",
    );
    const pdf = await c.app.request(
      `${origin()}/api/generate-pdf/${outcome.registrationId}?token=${outcome.downloadToken}`,
    );
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Starts 11 Jan 2099");
    const [letter] = await c.t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recordId, outcome.registrationId), eq(outbox.template, "acknowledgement")));
    const mail = await composeLetter(c.t.deps.db, c.t.deps.config.siteUrl, letter!);
    expect(mail?.text).toContain("Starts 11 Jan 2099");
  });
});
