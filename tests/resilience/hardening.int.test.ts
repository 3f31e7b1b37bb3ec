/**
 * What a security test of the running site found (issue 11), one block per finding, each as the attack that
 * worked and the answer it gets now. Pages-only findings (405 on a page, the missing database on pages) are in
 * server/pages.int.test.ts; the page cache's in server/http/page-cache.test.ts.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findCertificate } from "../../domain/certificates/certificates.server.ts";
import { CONSENT_NOTICE_VERSION } from "../../domain/consent.ts";
import {
  careerEnquiries,
  certificates,
  consents,
  contactMessages,
  courses,
  jobApplications,
  type registrations,
  serviceEnquiries,
} from "../../domain/db/schema.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/http/logger.ts";
import { createRateLimiter } from "../../server/http/rate-limit.ts";
import { addCoupon } from "../support/coupons.ts";
import { servicesEnquiryBody } from "../support/enquiry-bodies.ts";
import { jobApplicationForm } from "../support/job-application.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    RATE_LIMIT_COUPON: "3/600",
    RATE_LIMIT_PDF: "3/600",
    RATE_LIMIT_VERIFY: "5/600",
    RATE_LIMIT_UPLOAD: "2/3600",
  });
  await t.deps.db.insert(courses).values({
    slug: "full-stack-web-development",
    title: "Full Stack Web Development",
    category: "Development",
    feesPaise: 2_499_900,
  });
  await addCoupon(t.deps.db, "course", "Full Stack Web Development", { code: "NEXORA20", percentage: 20 });
  await t.deps.db.insert(certificates).values({
    certificateId: "NXT-2025-00421",
    registrationId: "REG-1",
    fullName: "Ananya Sharma",
    specificTraining: "Full Stack Web Development",
    trainingType: "Courses",
    completionDate: "2025-06-30",
  });
});
afterAll(() => t.close());

const career = {
  name: "Asha Verma",
  college: "IIT Delhi",
  email: "asha.verma@gmail.com",
  phone: "9876543210",
  location: "Noida",
  training: "Internship",
};
type Table =
  | typeof careerEnquiries
  | typeof contactMessages
  | typeof consents
  | typeof serviceEnquiries
  | typeof registrations
  | typeof jobApplications;
const count = async (table: Table) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const get = (path: string, ip: string, headers: Record<string, string> = {}) =>
  Promise.resolve(t.app.request(path, { headers: { "x-test-client-ip": ip, ...headers } }));

describe("finding 4: every visitor behind a proxy shares one limit", () => {
  const postFrom = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
    Promise.resolve(
      app.request("/api/contact-queries", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          // The socket is the proxy's; the client is in X-Forwarded-For.
          "x-test-client-ip": "10.9.9.9",
          "x-forwarded-for": forwardedFor,
        },
        body: JSON.stringify({ name: "A", email: "a@example.in", message: "Hello" }),
      }),
    );
  const appWith = (trustProxy: number) =>
    createApp({
      ...t.deps,
      config: { ...t.deps.config, trustProxy },
      rateLimiter: createRateLimiter({
        ...t.deps.config.rateLimits,
        post: { points: 2, durationSeconds: 60 },
      }),
    });

  it("with TRUST_PROXY=1, two clients behind one proxy keep their own budgets", async () => {
    const app = appWith(1);
    for (let i = 0; i < 2; i++) expect((await postFrom(app, "203.0.113.1")).status).toBe(201);
    expect((await postFrom(app, "203.0.113.1")).status).toBe(429);
    expect((await postFrom(app, "203.0.113.2")).status).toBe(201);
    // A client cannot escape its budget by writing its own X-Forwarded-For in front.
    expect((await postFrom(app, "6.6.6.6, 203.0.113.1")).status).toBe(429);
  });

  it("posts to public pages (forms without JavaScript) count against the same budget, and stay small", async () => {
    const app = appWith(0);
    const pagePost = (body: string, ip: string) =>
      app.request("/registration-forms", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(body.length),
          "x-test-client-ip": ip,
        },
        body,
      });
    // This app renders no pages: a post that passes the budgets reaches the not-found answer.
    for (let i = 0; i < 2; i++) expect((await pagePost("fullName=A", "192.0.2.40")).status).toBe(404);
    expect((await pagePost("fullName=A", "192.0.2.40")).status).toBe(429);
    expect((await pagePost(`fullName=${"A".repeat(70 * 1024)}`, "192.0.2.41")).status).toBe(413);
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored and the socket's address counts", async () => {
    const app = appWith(0);
    for (let i = 0; i < 2; i++) expect((await postFrom(app, `198.51.100.${i}`)).status).toBe(201);
    expect((await postFrom(app, "198.51.100.9")).status).toBe(429);
  });
});

describe("finding 5: certificate enumeration", () => {
  it("limits look-ups per address, the found ones included, with Retry-After", async () => {
    const ip = "10.5.0.1";
    expect((await get("/api/verify/NXT-2025-00421", ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await get(`/api/verify/NXT-2025-0${i}`, ip)).status).toBe(404);
    const refused = await get("/api/verify/NXT-2025-00421", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
    // Another address is not affected.
    expect((await get("/api/verify/NXT-2025-00421", "10.5.0.2")).status).toBe(200);
  });
});

describe("finding 6: personal data in logs", () => {
  it("a failed insert logs what failed, never the values sent", async () => {
    const lines: string[] = [];
    const sink = { write: (line: string) => lines.push(line) };
    const logger = createLogger("info", { out: sink, err: sink });
    // A hand-written constraint the insert will break (not an outage: the database answers).
    await t.deps.db.execute(
      sql`alter table contact_messages add constraint no_messages_today check (length(message) < 0) not valid`,
    );
    try {
      const app = createApp({ ...t.deps, logger });
      const res = await app.request("/api/contact-queries", {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-client-ip": "10.6.0.1" },
        body: JSON.stringify({
          name: "Zoravar Secretname",
          email: "zoravar.private@example.in",
          message: "My phone is 9811100000",
        }),
      });
      expect(res.status).toBe(500);
    } finally {
      await t.deps.db.execute(sql`alter table contact_messages drop constraint no_messages_today`);
    }
    const log = lines.join("\n");
    expect(log).toContain("unhandled error");
    expect(log).toContain("no_messages_today");
    for (const value of ["Secretname", "zoravar.private", "9811100000"]) expect(log).not.toContain(value);
  });
});

describe("finding 8: NUL in an address", () => {
  it.each([
    "/api/blog/slug/%00",
    "/api/uploads/a%00.webp",
    "/blog/%00",
    "/x%00y",
    "/a%0Ab",
    "/api/verify/%1F",
  ])("%s is bad input (400), not an outage", async (path) => {
    const res = await get(path, "10.8.0.1");
    expect(res.status).toBe(400);
    expect(res.headers.get("retry-after")).toBeNull();
  });
});

describe("finding 8b: NUL in a query the verify page looks up", () => {
  it("is an unknown id (the page says not found), not a database failure", async () => {
    await expect(findCertificate(t.deps.db, "NXT\u0000")).rejects.toThrow(NotFoundError);
  });
});

describe("finding 9: cross-site form posts", () => {
  beforeEach(() => t.deps.db.delete(contactMessages));
  const send = (
    headers: Record<string, string>,
    body = JSON.stringify({ name: "A", email: "a@example.in", message: "Hi" }),
  ) =>
    Promise.resolve(
      t.app.request("http://localhost:3000/api/contact-queries", {
        method: "POST",
        headers: { "x-test-client-ip": "10.9.0.1", ...headers },
        body,
      }),
    );

  it("refuses a body another site's form can send (text/plain naming JSON in a parameter)", async () => {
    const res = await send({ "content-type": "text/plain; x=application/json" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(MESSAGES.jsonOnly);
    expect(await count(contactMessages)).toBe(0);
  });

  it.each(["https://evil.example", "null", "http://localhost.evil.example:3000"])(
    "refuses a POST whose Origin is %s (403), storing nothing",
    async (origin) => {
      const res = await send({ "content-type": "application/json", origin });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: MESSAGES.crossSiteRefused });
      expect(await count(contactMessages)).toBe(0);
    },
  );

  it("accepts the site's own origin, the address it was sent to, and requests without Origin", async () => {
    expect((await send({ "content-type": "application/json", origin: "http://localhost:3000" })).status).toBe(
      201,
    );
    expect((await send({ "content-type": "application/json; charset=utf-8" })).status).toBe(201);
    expect(await count(contactMessages)).toBe(2);
  });
});

describe("finding 10: coupon guessing and PDF load", () => {
  it("gives coupon checks their own budget per address", async () => {
    const check = (coupon: string) =>
      t.postJson(
        "/api/check-coupon",
        { trainingType: "Courses", specificTraining: "Full Stack Web Development", coupon },
        "10.10.0.1",
      );
    for (const guess of ["A", "B", "C"]) expect((await check(guess)).status).toBe(400);
    const refused = await check("NEXORA20");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });

  it("gives confirmation PDFs their own budget per address", async () => {
    for (let i = 0; i < 3; i++)
      expect((await get("/api/generate-pdf/REG-0000000000?token=x", "10.10.0.2")).status).toBe(404);
    expect((await get("/api/generate-pdf/REG-0000000000?token=x", "10.10.0.2")).status).toBe(429);
  });

  it("gives job applications (and their files) their own budget per address", async () => {
    const apply = () => {
      const form = jobApplicationForm();
      return Promise.resolve(
        t.app.request("/api/apply-job", {
          method: "POST",
          body: form,
          headers: { "x-test-client-ip": "10.10.0.3" },
        }),
      );
    };
    expect((await apply()).status).toBe(201);
    expect((await apply()).status).toBe(201);
    const refused = await apply();
    expect(refused.status).toBe(429);
    expect(await count(jobApplications)).toBe(2);
  });
});

describe("finding 12: smaller ones", () => {
  it("keeps a client's X-Request-Id only in a safe shape", async () => {
    const safe = "3f0c2a9e-6b1d-4c55-9a51-2d7e8f1c0b7a";
    expect((await get("/api/jobs", "10.12.0.1", { "x-request-id": safe })).headers.get("x-request-id")).toBe(
      safe,
    );
    for (const unsafe of ["x", "abc_def=ghi", "a".repeat(65), "id with spaces"]) {
      const id = (await get("/api/jobs", "10.12.0.1", { "x-request-id": unsafe })).headers.get(
        "x-request-id",
      );
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it.each([
    ["zero-width characters", "\u200B\u200C\u200D"],
    ["bidi overrides", "\u202E\u202D"],
    ["C1 controls", "\u0085\u0080"],
    ["a lone surrogate", "\uD800"],
  ])("refuses a name made of %s with the name's own message", async (_label, name) => {
    await t.deps.db.delete(contactMessages);
    const res = await t.postJson(
      "/api/contact-queries",
      { name, email: "a@example.in", message: "Hi" },
      "10.12.0.2",
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(MESSAGES.fieldRequired("name"));
    expect(await count(contactMessages)).toBe(0);
  });

  it("stores +91, 0-prefixed and spaced phone numbers as the 10-digit number, and knows them as one", async () => {
    await t.deps.db.delete(careerEnquiries);
    expect(
      (await t.postJson("/api/career", { ...career, phone: "+91 98765 43210" }, "10.12.0.3")).status,
    ).toBe(201);
    const [row] = await t.deps.db.select().from(careerEnquiries);
    expect(row!.phone).toBe("9876543210");
    const repeat = await t.postJson(
      "/api/career",
      { ...career, email: "someone.else@example.in", phone: "098765-43210" },
      "10.12.0.3",
    );
    expect(repeat.status).toBe(400);
    expect((await repeat.json()).error).toBe(MESSAGES.duplicateApi);
  });

  it("knows Gmail addresses that differ in dots, +tags and googlemail.com as one person, storing them as typed", async () => {
    await t.deps.db.delete(careerEnquiries);
    expect((await t.postJson("/api/career", career, "10.12.0.4")).status).toBe(201);
    for (const email of ["ashaverma@gmail.com", "Asha.Verma+jobs@gmail.com", "asha.verma@googlemail.com"]) {
      const res = await t.postJson("/api/career", { ...career, email, phone: "9000000002" }, "10.12.0.4");
      expect(res.status, email).toBe(400);
    }
    const [row] = await t.deps.db.select().from(careerEnquiries);
    expect(row!.email).toBe("asha.verma@gmail.com");
    expect(await count(careerEnquiries)).toBe(1);
  });
});

describe("consent on every form", () => {
  it("records the form, notice version and time with each stored submission, in its transaction", async () => {
    await t.deps.db.delete(consents);
    await t.deps.db.delete(serviceEnquiries);
    const before = Date.now();
    expect((await t.postJson("/api/services", servicesEnquiryBody, "10.13.0.1")).status).toBe(201);
    expect(
      (await t.postJson("/api/contact", { name: "A", email: "chat@example.in", message: "Hi" }, "10.13.0.1"))
        .status,
    ).toBe(201);
    const rows = await t.deps.db.select().from(consents).orderBy(consents.id);
    expect(rows.map((row) => [row.form, row.recordTable, row.email, row.noticeVersion])).toEqual([
      ["services", "service_enquiries", "rahul@mehta.in", CONSENT_NOTICE_VERSION],
      ["chat", "contact_messages", "chat@example.in", CONSENT_NOTICE_VERSION],
    ]);
    expect(rows[0]!.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A refused submission records no consent.
    await t.postJson("/api/contact", { name: "", email: "x@example.in", message: "Hi" }, "10.13.0.1");
    expect(await count(consents)).toBe(2);
  });
});
