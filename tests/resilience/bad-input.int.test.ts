/**
 * Resilience of every public POST endpoint against malformed input: a seeded generator (fuzz.ts) sends over
 * 2,000 bodies, each invalid by construction. None may cause a 5xx, every refusal is a 4xx JSON body with an
 * `error` or `message` text, and afterwards nothing is stored: no row in any table the endpoints write, no
 * file in storage, and no polluted Object prototype. Finally one valid body per endpoint is accepted, so the
 * refusals above are the breaks', not a broken template's.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../../domain/careers/test-fixtures.ts";
import {
  careerEnquiries,
  contactMessages,
  courses,
  jobApplications,
  jobs,
  registrations,
  serviceEnquiries,
} from "../../domain/db/schema.ts";
import { addCoupon } from "../support/coupons.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";
import {
  APPLY_PATH,
  createRandom,
  FIXTURE,
  type FuzzCase,
  JSON_ENDPOINTS,
  jsonCase,
  multipartCase,
  VALID_APPLICATION,
} from "./fuzz.ts";

const SEED = 20_250_701;
const CASES_PER_ENDPOINT = 310;

let t: TestContext;
let requestNumber = 0;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_MAX: "100000" });
  await t.deps.db.insert(courses).values({
    slug: "full-stack-web-development",
    title: FIXTURE.courseTitle,
    category: "Development",
    duration: "6 Months",
    feesPaise: 2_499_900,
  });
  await addCoupon(t.deps.db, "course", FIXTURE.courseTitle, { code: FIXTURE.coupon, percentage: 20 });
  await t.deps.db.insert(jobs).values({ title: "Junior React Developer", company: "Nexora Technologies" });
});
afterAll(() => t.close());

/** Sends a case from its own client address, so the per-IP rate limit never answers instead of the route. */
function send(fuzz: FuzzCase): Promise<Response> {
  requestNumber++;
  const ip = `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
  return Promise.resolve(
    t.app.request(fuzz.path, {
      method: "POST",
      headers: { ...fuzz.headers, "x-test-client-ip": ip },
      body: fuzz.body,
    }),
  );
}

interface Failure {
  category: string;
  status: number;
  answer: string;
  body: string;
}

/** Sends every case; returns those answered with anything but a 4xx JSON refusal carrying a text. */
async function run(cases: FuzzCase[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const fuzz of cases) {
    const res = await send(fuzz);
    const text = await res.text();
    let problem = res.status < 400 || res.status > 499 || res.status === 429;
    if (!problem) {
      try {
        const json = JSON.parse(text) as Record<string, unknown>;
        const said = [json.error, json.message].find((v) => typeof v === "string" && v.trim() !== "");
        problem = !res.headers.get("content-type")?.includes("application/json") || said === undefined;
      } catch {
        problem = true;
      }
    }
    if (problem) {
      const body = typeof fuzz.body === "string" ? fuzz.body : Buffer.from(fuzz.body).toString("latin1");
      failures.push({
        category: fuzz.category,
        status: res.status,
        answer: text.slice(0, 200),
        body: JSON.stringify(body.length > 600 ? `${body.slice(0, 300)} … ${body.slice(-300)}` : body),
      });
    }
  }
  return failures;
}

const counts = new Map<string, number>();
const categories = new Map<string, Set<string>>();

function record(path: string, cases: FuzzCase[]) {
  counts.set(path, cases.length);
  categories.set(path, new Set(cases.map((c) => c.category.split(" ")[0])));
}

// In this order, shuffled or not: the last test checks what all the others sent left nothing behind.
describe("malformed bodies on every POST endpoint", { shuffle: false }, () => {
  for (const [index, endpoint] of JSON_ENDPOINTS.entries()) {
    it(`${endpoint.path}: every malformed body is refused with a 4xx JSON message`, async () => {
      const random = createRandom(SEED + index);
      const cases = Array.from({ length: CASES_PER_ENDPOINT }, () => jsonCase(random, endpoint));
      record(endpoint.path, cases);
      expect(await run(cases)).toEqual([]);
      // Every kind of break was generated for this endpoint.
      expect(categories.get(endpoint.path)!.size).toBeGreaterThanOrEqual(14);
    }, 60_000);
  }

  it(`${APPLY_PATH}: every malformed multipart body is refused with a 4xx JSON message`, async () => {
    const random = createRandom(SEED + 99);
    const cases = Array.from({ length: CASES_PER_ENDPOINT }, () => multipartCase(random));
    record(APPLY_PATH, cases);
    expect(await run(cases)).toEqual([]);
    expect(categories.get(APPLY_PATH)!.size).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it("stored nothing: no rows, no files, no polluted prototype", async () => {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(2_000);
    for (const table of [
      careerEnquiries,
      serviceEnquiries,
      contactMessages,
      registrations,
      jobApplications,
    ]) {
      const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
      expect(n).toBe(0);
    }
    expect(await filesUnder(t.disk.root)).toEqual([]);
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
  });

  it("accepts one valid body per endpoint (the generator's templates are one break away from valid)", async () => {
    for (const endpoint of JSON_ENDPOINTS) {
      const res = await send({
        path: endpoint.path,
        category: "valid",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(endpoint.valid()),
      });
      expect(res.status, endpoint.path).toBeLessThan(300);
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(VALID_APPLICATION)) form.append(name, value);
    form.append("resume", new File([samplePdf()], "kiran-cv.pdf", { type: "application/pdf" }));
    const res = await Promise.resolve(t.app.request(APPLY_PATH, { method: "POST", body: form }));
    expect(res.status).toBe(201);
    for (const table of [careerEnquiries, serviceEnquiries, registrations, jobApplications]) {
      const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
      expect(n).toBe(1);
    }
    expect(await filesUnder(path.join(t.disk.root, "private"))).toHaveLength(1);
  });
});

/** Every file below a folder (none when it does not exist). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
