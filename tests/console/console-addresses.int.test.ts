/**
 * Every console address with what a mistyped or tampered link can hold (issue 26, finding 8): ids out of range
 * or not numbers, impossible dates, control characters and absurd pages in route parameters and query
 * filters answer 404 or 400 with the console's own page, never a 500. Through the real app and pages, signed
 * in as an administrator (every right), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_FILTER } from "../../domain/console/list-filters.ts";
import { type ConsoleApp, startConsoleApp } from "../support/console-app.ts";

let c: ConsoleApp;

beforeAll(async () => {
  c = await startConsoleApp();
}, 180_000);

afterAll(async () => {
  await c?.close();
});

/** Numeric ids a link could hold that name no row: beyond a 32-bit integer, negative, not whole, not numbers. */
const BAD_IDS = [
  "0",
  "-1",
  "2147483648",
  "99999999999999999999",
  "1e3",
  "1.5",
  "abc",
  "%00",
  "%E2%80%AE1",
  "1%00",
];
const CONTENT_KINDS = ["courses", "internships", "blog", "hero", "jobs", "testimonials", "logos", "alerts"];

/** Addresses with an id that names nothing: 404 (or 400). */
const BAD_ID_ADDRESSES = BAD_IDS.flatMap((id) => [
  `/admin/mail/${id}`,
  `/admin/mail/${id}/attachments/0`,
  `/admin/mail/1/attachments/${id}`,
  `/admin/enquiries/career/${id}`,
  `/admin/enquiries/services/${id}`,
  `/admin/enquiries/chat/${id}`,
  `/admin/enquiries/nonsense/${id}`,
  `/admin/registrations/${id}`,
  `/admin/applicants/${id}`,
  `/admin/certificates/${id}`,
  `/admin/certificates/${id}/pdf`,
  `/admin/coupons/${id}`,
  `/admin/preview/course/${id}`,
  `/admin/preview/blog/${id}`,
  `/admin/download/registrations/${id}/confirmation.pdf`,
  `/admin/download/resumes/${id}`,
  ...CONTENT_KINDS.map((kind) => `/admin/content/${kind}/${id}`),
]);

/** Lists and downloads with filters no screen writes: 200 (the filter left out), 400 or 404. */
const IMPOSSIBLE = ["2026-02-31", "0000-01-01", "2026-13-45", "99999-01-01", "%00", "%E2%80%AE"];
const ODD = ["%00", "%E2%80%AE", "x".repeat(5000), "%FF", "-1", "99999999999999999999", "1e309", "NaN"];
const FILTER_ADDRESSES = [
  ...IMPOSSIBLE.flatMap((day) => [
    `/admin/audit?from=${day}`,
    `/admin/audit?to=${day}`,
    `/admin/payments?from=${day}&to=${day}`,
    `/admin/download/payments.csv?from=${day}`,
  ]),
  ...ODD.flatMap((value) => [
    `/admin/audit?actor=${value}&action=${value}&entity=${value}&page=${value}`,
    `/admin/mail?status=${value}&page=${value}`,
    `/admin/enquiries?kind=${value}&status=${value}&assignee=${value}&q=${value}&page=${value}`,
    `/admin/registrations?status=${value}&q=${value}&page=${value}`,
    `/admin/applicants?job=${value}&stage=${value}&q=${value}&page=${value}`,
    `/admin/certificates?q=${value}&status=${value}&trainingType=${value}&page=${value}`,
    `/admin/certificates/new?registration=${value}`,
    `/admin/coupons?q=${value}&kind=${value}&status=${value}&page=${value}`,
    `/admin/staff?page=${value}`,
    `/admin/download/enquiries.csv?kind=${value}&q=${value}&assignee=${value}`,
    `/admin/download/registrations.csv?status=${value}&q=${value}`,
    `/admin/download/applicants.csv?job=${value}&q=${value}`,
    `/admin/payments?mode=${value}&state=${value}&page=${value}`,
    `/admin/download/payments.csv?mode=${value}&state=${value}`,
    ...CONTENT_KINDS.map(
      (kind) =>
        `/admin/content/${kind}?q=${value}&status=${value}&category=${value}&sort=${value}&page=${value}`,
    ),
  ]),
];

async function statusOf(url: string): Promise<number> {
  const res = await c.get(url, "admin");
  await res.arrayBuffer();
  return res.status;
}

describe("posts with ids out of range", () => {
  it("answer 400 with the form's message, never 500", async () => {
    const bulk = await c.post("/admin/content/courses", "admin", {
      intent: "publish",
      id: ["2147483648", "1e3"],
    });
    expect(bulk.status).toBe(400);
    const inbox = await c.post("/admin/enquiries", "admin", {
      status: "closed",
      refs: ["career:9999999999"],
    });
    expect(inbox.status).toBe(400);
    const stale = await c.post("/admin/content/logos/new", "admin", {
      title: "Acme",
      revision: "99999999999",
    });
    expect(stale.status).toBe(400);
  });
});

describe("console addresses a link can spoil", () => {
  it("an id that names nothing answers 404 or 400, never 500", async () => {
    const failures: string[] = [];
    for (const url of BAD_ID_ADDRESSES) {
      const status = await statusOf(url);
      if (status !== 404 && status !== 400) failures.push(`${status} ${url}`);
    }
    expect(failures).toEqual([]);
  });

  it("a filter no screen writes answers the list without it, or 400; never 500", async () => {
    const failures: string[] = [];
    for (const url of FILTER_ADDRESSES) {
      const status = await statusOf(url);
      if (![200, 400, 404].includes(status)) failures.push(`${status} ${url.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it("a content kind that does not exist is the console's 404 for every role, and sign-in for nobody", async () => {
    for (const url of [
      "/admin/content/nonsense",
      "/admin/content/nonsense/new",
      "/admin/content/nonsense/1/revisions",
    ]) {
      for (const role of ["admin", "counsellor", "recruiter", "editor"] as const) {
        const res = await c.get(url, role);
        expect(res.status, `${role} ${url}`).toBe(404);
        expect(await res.text()).toContain("There is no such page in the console.");
      }
      const nobody = await c.app.request(`${new URL(c.t.deps.config.siteUrl).origin}${url}`);
      expect(nobody.status, url).toBe(302);
      expect(nobody.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent(url)}`);
    }
    const posted = await c.post("/admin/content/nonsense/new", "admin", { title: "Acme", revision: "0" });
    expect(posted.status).toBe(404);
  });

  it("an impossible date in the audit log's filter is a 400 that says so", async () => {
    for (const day of ["2026-02-31", "0000-01-01"]) {
      const res = await c.get(`/admin/audit?from=${day}`, "admin");
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(`${day} is not a date.`);
    }
  });

  it("a control character in a list's search is a 400 that says so, on the screen and in its CSV export", async () => {
    for (const url of ["/admin/registrations?q=%00", "/admin/content/courses?q=%E2%80%AE"]) {
      const res = await c.get(url, "admin");
      expect(res.status, url).toBe(400);
      expect(await res.text()).toContain(UNREADABLE_FILTER);
    }
    for (const url of [
      "/admin/download/registrations.csv?q=%00",
      "/admin/download/enquiries.csv?assignee=%00",
    ]) {
      const res = await c.get(url, "admin");
      expect(res.status, url).toBe(400);
      expect(await res.text()).toBe(UNREADABLE_FILTER);
    }
  });
});
