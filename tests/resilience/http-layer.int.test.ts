/**
 * What issue 26 found in the HTTP layer, through the real app and the real React Router pages (loaded through
 * Vite, as server/pages.int.test.ts does), configured as behind a TLS-terminating proxy: SITE_URL is https and
 * requests reach the process by http with the public host. One block per finding: 1 (sign-in behind the
 * proxy), 2 (every body within its route's limits), 9 (bad requests are a 4xx and one info line) and the HTTP
 * parts of 12 (console downloads only from the console; console posts must say where they come from). Posts
 * whose finding is not about the proxy are sent as to a process reached by https itself (nothing in front). The
 * timed proof of 2 (a visitor's latency during the flood) is tests/e2e/form-flood.spec.ts, the browser's proof
 * of 1 tests/e2e/https-proxy.spec.ts.
 */
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactMessages } from "../../domain/db/schema.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { createStaff } from "../../domain/staff/staff.server.ts";
import { createApp } from "../../server/app.ts";
import { bodyRuleFor } from "../../server/http/body-limits.ts";
import { createLogger } from "../../server/http/logger.ts";
import { createPageHandler } from "../../server/pages.ts";
import { cookieHeader } from "../support/cookies.ts";
import { FLOOD_PATHS, formFloodBody } from "../support/form-flood.ts";
import { loadPageBuild } from "../support/page-build.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

const SITE = "https://www.nexora.example";
/** How the proxy hands a request to the process: plain http, the public host kept. */
const INTERNAL = "http://www.nexora.example";
const PASSWORD = "a long enough passphrase";
const STAFF = { admin: "asha.admin@nexora.example", counsellor: "ravi.counsellor@nexora.example" } as const;

let t: TestContext;
let vite: ViteDevServer;
let build: ServerBuild;
let app: ReturnType<typeof createApp>;
/** Every log line the app wrote, parsed. */
let lines: { level: string; msg: string; requestId?: string; status?: number }[] = [];
const cookies: Partial<Record<keyof typeof STAFF, string>> = {};

beforeAll(async () => {
  t = await createTestContext({ SITE_URL: SITE, TRUST_PROXY: "1", RATE_LIMIT_SIGN_IN_ADDRESS: "1000/900" });
  ({ vite, build } = await loadPageBuild());
  const sink = { write: (line: string) => lines.push(JSON.parse(line)) };
  const logger = createLogger("info", { out: sink, err: sink });
  app = createApp(
    { ...t.deps, logger },
    { pages: createPageHandler(build, "production", { siteUrl: SITE }), pageCache: null },
  );
  for (const [role, email] of Object.entries(STAFF) as [keyof typeof STAFF, string][]) {
    await createStaff(t.deps.db, null, { email, name: `The ${role}`, role, password: PASSWORD });
  }
}, 120_000);

afterAll(async () => {
  await vite?.close();
  await t?.close();
});

beforeEach(() => {
  lines = [];
});

let address = 0;
/**
 * A request as the proxy forwards it (by http, the client's address appended to X-Forwarded-For), or with
 * `base` SITE as the process would see it with nothing in front (TLS at the process).
 */
function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}, base = INTERNAL) {
  return Promise.resolve(
    app.request(`${base}${path}`, {
      ...init,
      headers: { "x-forwarded-for": `198.51.100.${++address % 250}`, ...init.headers },
    }),
  );
}

const FROM_SITE = { origin: SITE };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = "application/x-www-form-urlencoded";

async function signIn(role: keyof typeof STAFF): Promise<string> {
  if (cookies[role]) return cookies[role];
  const res = await send("/admin/login", {
    method: "POST",
    headers: { ...FROM_SITE, "content-type": URLENCODED },
    body: form({ email: STAFF[role], password: PASSWORD }),
  });
  expect(res.status, `sign-in as ${role}`).toBe(302);
  cookies[role] = cookieHeader(res.headers.getSetCookie());
  return cookies[role];
}

/** The log lines of one answer. */
const linesOf = (res: Response) => lines.filter((line) => line.requestId === res.headers.get("x-request-id"));

describe("finding 1: console forms behind a TLS-terminating proxy", () => {
  it("signs in from the https site although the process is reached by http (was 400 for everyone)", async () => {
    const res = await send("/admin/login", {
      method: "POST",
      headers: { ...FROM_SITE, "content-type": URLENCODED },
      body: form({ email: STAFF.admin, password: PASSWORD }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    // The session cookie is a secure one: the site is https.
    expect(res.headers.getSetCookie().join("\n")).toMatch(/^__Secure-staff\.session_token=.*; Secure/m);
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("refuses a page of the site's host under http, which is not the https site (403)", async () => {
    const res = await send("/admin/login", {
      method: "POST",
      headers: { origin: INTERNAL, "content-type": URLENCODED },
      body: form({ email: STAFF.admin, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(MESSAGES.crossSiteRefused);
  });
});

describe("finding 2: every body within its route's limits", () => {
  // The flood's routes that read small forms (the job application's page streams its own, ADR 7).
  const SMALL_FORM_PATHS = FLOOD_PATHS.filter((path) => bodyRuleFor(path.split("?")[0]!).name === "form");
  const flood = formFloodBody(60_000);

  it.each(SMALL_FORM_PATHS)("answers a 3 MB post of 60,000 parts to %s with 413", async (path) => {
    for (const declared of [true, false]) {
      const res = await send(
        path,
        {
          method: "POST",
          headers: {
            ...FROM_SITE,
            "content-type": flood.type,
            ...(declared ? { "content-length": String(flood.body.length) } : {}),
          },
          body: new Uint8Array(flood.body),
        },
        SITE,
      );
      expect(res.status, declared ? "declared length" : "no declared length").toBe(413);
      expect(await res.text()).toBe(MESSAGES.bodyTooLarge);
    }
  });

  it("refuses a small form of too many parts at the part over the limit (413), in the action's own reader", async () => {
    const many = formFloodBody(1000);
    expect(many.body.length).toBeLessThan(64 * 1024);
    const res = await send(
      "/admin/login",
      {
        method: "POST",
        headers: { ...FROM_SITE, "content-type": many.type },
        body: new Uint8Array(many.body),
      },
      SITE,
    );
    expect(res.status).toBe(413);
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("keeps console uploads over a small form's limit working within their own: an image, a certificate file", async () => {
    const cookie = await signIn("admin");
    const png = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(64 * 1024);
    const image = new FormData();
    image.set("file", new File([new Uint8Array(png)], "noise.png", { type: "image/png" }));
    const encodedImage = new Response(image);
    const media = await send("/admin/media", {
      method: "POST",
      headers: { ...FROM_SITE, cookie, "content-type": encodedImage.headers.get("content-type")! },
      body: new Uint8Array(await encodedImage.arrayBuffer()),
    });
    expect(media.status).toBe(200);
    expect((await media.json()).src).toMatch(/^\/api\/uploads\/articles\/noise-[0-9a-f]+\.webp$/);

    const rows = Array.from(
      { length: 900 },
      (_, i) => `Holder Number ${i},holder${i}@example.in,Full Stack Web Development,Courses,2025-06-30`,
    );
    const csv = `full_name,email,specific_training,training_type,completion_date\n${rows.join("\n")}\n`;
    expect(csv.length).toBeGreaterThan(64 * 1024);
    const upload = new FormData();
    upload.set("intent", "preview");
    upload.set("file", new File([csv], "class.csv", { type: "text/csv" }));
    const encodedCsv = new Response(upload);
    const preview = await send("/admin/certificates/import", {
      method: "POST",
      headers: { ...FROM_SITE, cookie, "content-type": encodedCsv.headers.get("content-type")! },
      body: new Uint8Array(await encodedCsv.arrayBuffer()),
    });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Holder Number 899");
  });
});

describe("finding 9: bad requests are a 4xx and one info line", () => {
  it.each([
    ["text/plain", "email=a@b.in"],
    ["application/json", JSON.stringify({ email: "a@b.in", password: "x" })],
  ])("answers a %s post to /admin/login with 415 (was 500 with a stack trace)", async (type, body) => {
    const res = await send(
      "/admin/login",
      { method: "POST", headers: { ...FROM_SITE, "content-type": type }, body },
      SITE,
    );
    expect(res.status).toBe(415);
    expect(linesOf(res)).toEqual([expect.objectContaining({ level: "info", msg: "request", status: 415 })]);
  });

  it("answers an Origin of the site's host under the other scheme with 403, not 400 and an error trace", async () => {
    // The process reached by https itself, a page of http://www.nexora.example posting: the host matched, so
    // React Router's own check saw it and answered 400, logged as an error with its stack.
    const res = await send(
      "/admin/login",
      {
        method: "POST",
        headers: { origin: INTERNAL, "content-type": URLENCODED },
        body: form({ email: STAFF.admin, password: "wrong" }),
      },
      SITE,
    );
    expect(res.status).toBe(403);
    expect(linesOf(res)).toEqual([expect.objectContaining({ level: "info", msg: "request", status: 403 })]);
  });
});

describe("finding 12: console downloads and posts say where they come from", () => {
  const EXPORT = "/admin/download/enquiries.csv";

  it("serves an export started on the console's pages or the address bar, and refuses another site's link", async () => {
    const cookie = await signIn("counsellor");
    const own = await send(EXPORT, { headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await send(EXPORT, { headers: { cookie, "sec-fetch-site": "none" } })).status).toBe(200);
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { referer: "https://evil.example/" },
      {},
    ];
    for (const headers of foreign) {
      const res = await send(EXPORT, { headers: { cookie, ...headers } });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe(MESSAGES.downloadCrossSite);
    }
    // A certificate's PDF (a React Router resource route) alike.
    const pdf = await send("/admin/certificates/NXT-2025-00421/pdf", {
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(pdf.status).toBe(403);
    // Only the two served exports were audited.
    const [audited] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, "export"));
    expect(audited!.n).toBe(2);
  });

  it("refuses a console post with neither Origin nor Sec-Fetch-Site; a public API post without them is served", async () => {
    const console = await send("/admin/login", {
      method: "POST",
      headers: { "content-type": URLENCODED },
      body: form({ email: STAFF.admin, password: PASSWORD }),
    });
    expect(console.status).toBe(403);
    expect(console.headers.getSetCookie()).toEqual([]);
    const byFetchSite = await send("/admin/login", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", "content-type": URLENCODED },
      body: form({ email: STAFF.admin, password: PASSWORD }),
    });
    expect(byFetchSite.status).toBe(302);

    await t.deps.db.delete(contactMessages);
    const api = await send("/api/contact-queries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Meera Iyer", email: "meera@example.in", message: "Weekend batches?" }),
    });
    expect(api.status).toBe(201);
  });
});
