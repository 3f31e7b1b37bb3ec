/**
 * The real React Router pages (loaded through Vite, rendered in production mode with the page cache on)
 * while the database is unreachable and once it answers again: 503 with Retry-After and a friendly text
 * inside the site header and footer, never cached; the API's 503 JSON beside them; a request id on every
 * answer, cached pages included.
 */
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../domain/messages.ts";
import { databaseUrlWithName } from "../tests/support/global-db-setup.ts";
import { loadPageBuild } from "../tests/support/page-build.ts";
import { createTestContext, type TestContext } from "../tests/support/test-app.ts";
import { openClosedPglite } from "../tests/support/test-db.ts";
import { createApp } from "./app.ts";
import { type Database, type Db, openPostgres } from "./db/client.ts";
import { createLogger } from "./http/logger.ts";
import { createPageCache, PAGE_CACHE_HEADER, PRIVATE_PAGE_CACHE_CONTROL } from "./http/page-cache.ts";
import { createPageAddress } from "./page-address.ts";
import { createPageHandler } from "./pages.ts";

const REQUEST_ID = /^[0-9a-f-]{36}$/;
/** A static page without a loader of its own (nor any use of loader data), given one below that reads the
 * database and lets its error escape. */
const PROBE_ROUTE = "routes/portfolio";

let t: TestContext;
let vite: ViteDevServer;
let build: ServerBuild;
let unreachable: Database;
/** PostgreSQL only: a pool pointed at a database that does not exist (dropped or renamed under the server). */
let missing: Database | null = null;

beforeAll(async () => {
  t = await createTestContext();
  ({ vite, build } = await loadPageBuild());
  // Embedded: a closed PGlite. PostgreSQL: a pool pointed at a port where nothing listens.
  unreachable =
    t.database.kind === "postgres"
      ? await openPostgres("postgres://postgres@127.0.0.1:1/none", 1)
      : await openClosedPglite();
  if (t.database.kind === "postgres")
    missing = await openPostgres(
      databaseUrlWithName(process.env.TEST_DATABASE_URL!, "site_test_no_such_db"),
      1,
    );
}, 120_000);

afterAll(async () => {
  await vite?.close();
  if (unreachable?.kind === "postgres") await unreachable.close();
  await missing?.close();
  await t?.close();
});

/** The build with PROBE_ROUTE's loader reading the database without catching (no real route does that today). */
function buildWithProbeRoute(): ServerBuild {
  const route = build.routes[PROBE_ROUTE];
  if (!route) throw new Error(`${PROBE_ROUTE} is not in the build`);
  return {
    ...build,
    routes: {
      ...build.routes,
      [PROBE_ROUTE]: {
        ...route,
        module: {
          ...route.module,
          loader: async ({ context }) => (await context.db.execute(sql`select 1 as one`)).rows,
        },
      },
    },
  };
}

/** A database handle whose connection can be swapped, as when the real one goes away and comes back. */
function switchableDb(initial: Db) {
  let current = initial;
  const db = new Proxy({} as Db, {
    get(_target, key) {
      const value = Reflect.get(current, key, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
  return { db, use: (next: Db) => (current = next) };
}

/** React escapes apostrophes in text; compare the visible text. */
function text(html: string): string {
  return html.replaceAll("&#x27;", "'");
}

describe("pages while the database is unreachable, and after it is back", () => {
  const outages = () => [
    { name: "unreachable", db: unreachable.db },
    // A database that was dropped or renamed is an outage like any other (503), not a 500.
    ...(missing ? [{ name: "missing", db: missing.db }] : []),
  ];
  it("answer 503 with Retry-After and a friendly page, uncached, and recover by themselves", async () => {
    for (const outage of outages()) await outageAndRecovery(outage.db);
  });
});

async function outageAndRecovery(down: Db) {
  {
    const connection = switchableDb(down);
    const app = createApp(
      { ...t.deps, db: connection.db },
      {
        pages: createPageHandler(buildWithProbeRoute(), "production"),
        pageCache: createPageCache(t.deps.content),
      },
    );

    // A loader that catches its read error and shows its own failure state (the course list).
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.request("/learning-opportunities");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.headers.get("x-request-id")).toMatch(REQUEST_ID);
      expect(res.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      // Never answered from the page cache.
      expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
      const html = await res.text();
      expect(html).toContain(MESSAGES.coursesFetchFailed);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
    }

    // A loader whose database error escapes: the root error boundary's outage screen, not a 500.
    const escaped = await app.request(`/${PROBE_ROUTE.slice("routes/".length)}`);
    expect(escaped.status).toBe(503);
    expect(escaped.headers.get("retry-after")).toBe("5");
    expect(escaped.headers.get("x-request-id")).toMatch(REQUEST_ID);
    const screen = text(await escaped.text());
    expect(screen).toContain("We'll be right back");
    expect(screen).toContain(MESSAGES.serviceUnavailable);
    // The screen's title and robots tag end up in the document head.
    const head = screen.slice(0, screen.indexOf("</head>"));
    expect(head).toContain("<title>We'll be right back | Nexora Technologies</title>");
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(screen).toMatch(/<header[\s>]/);
    expect(screen).toMatch(/<footer[\s>]/);

    const api = await app.request("/api/getcourses");
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(api.headers.get("x-request-id")).toMatch(REQUEST_ID);
    expect(await api.json()).toEqual({ error: MESSAGES.serviceUnavailable });

    // The database answers again: the same app serves pages and the API, nothing restarted.
    connection.use(t.deps.db);
    const back = await app.request("/learning-opportunities");
    expect(back.status).toBe(200);
    expect(back.headers.get("retry-after")).toBeNull();
    expect(await back.text()).not.toContain(MESSAGES.coursesFetchFailed);
    expect((await app.request(`/${PROBE_ROUTE.slice("routes/".length)}`)).status).toBe(200);
    expect((await app.request("/api/getcourses")).status).toBe(200);
  }
}

describe("a page with a failed section", () => {
  it("is answered with the section's failure state but never cached, and cached once the section reads again", async () => {
    const app = createApp(t.deps, {
      pages: createPageHandler(build, "production"),
      pageCache: createPageCache(t.deps.content),
    });
    // The database answers; only the student feedback section's table is gone.
    await t.deps.db.execute(sql`alter table feedback rename to feedback_away`);
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await app.request("/");
        expect(res.status).toBe(200);
        expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
        expect(res.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
        expect(text(await res.text())).toContain(MESSAGES.studentFeedbackFailed);
      }
    } finally {
      await t.deps.db.execute(sql`alter table feedback_away rename to feedback`);
    }
    const healed = await app.request("/");
    expect(healed.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(text(await healed.text())).not.toContain(MESSAGES.studentFeedbackFailed);
    expect((await app.request("/")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });
});

describe("after an edit (the content version moves)", () => {
  it("the previous page answers while one render makes the new one, which answers from then on", async () => {
    const app = createApp(t.deps, {
      pages: createPageHandler(build, "production"),
      pageCache: createPageCache(t.deps.content),
    });
    await app.request("/terms");
    expect((await app.request("/terms")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    t.deps.content.move();
    const during = await Promise.all([app.request("/terms"), app.request("/terms")]);
    expect(during.map((res) => res.headers.get(PAGE_CACHE_HEADER))).toEqual(["stale", "stale"]);
    await expect.poll(async () => (await app.request("/terms")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });
});

describe("forms sent to pages", () => {
  it("a page without a form answers 405 with the request's own log line, no error and no stack trace", async () => {
    const lines: string[] = [];
    const sink = { write: (line: string) => lines.push(line) };
    const app = createApp(
      { ...t.deps, logger: createLogger("info", { out: sink, err: sink }) },
      { pages: createPageHandler(build, "production"), pageCache: createPageCache(t.deps.content) },
    );
    const res = await app.request("/terms", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(res.status).toBe(405);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "info",
      msg: "request",
      method: "POST",
      status: 405,
    });
  });
});

describe("request ids on pages", () => {
  it("are sent on an uncached page, a cached page and the API, one per request", async () => {
    const app = createApp(t.deps, {
      pages: createPageHandler(build, "production"),
      pageCache: createPageCache(t.deps.content),
    });
    const first = await app.request("/who-we-are");
    const second = await app.request("/who-we-are");
    expect(first.status).toBe(200);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    const api = await app.request("/api/getcourses");
    const ids = [first, second, api].map((res) => res.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(3);
  });

  it("are sent on pages rendered without the page cache (development)", async () => {
    const app = createApp(t.deps, { pages: createPageHandler(build, "production"), pageCache: null });
    const res = await app.request("/who-we-are");
    expect(res.status).toBe(200);
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(res.headers.get("x-request-id")).toMatch(REQUEST_ID);
  });
});

describe("page addresses", () => {
  const address = (path: string) => {
    const url = new URL(path, "http://localhost");
    const canonical = createPageAddress(build)(url);
    return canonical.pathname + canonical.search;
  };

  it("keep only the query parameters the matched routes read", () => {
    expect(address("/?utm_source=news&fbclid=1")).toBe("/");
    expect(address("/who-we-are?gclid=abc")).toBe("/who-we-are");
    expect(address("/blog?utm_campaign=x&page=2")).toBe("/blog?page=2");
    expect(address("/learning-opportunities?page=2&category=Design&ref=a")).toBe(
      "/learning-opportunities?category=Design&page=2",
    );
    expect(address("/verify-certificate?id=NXT-1&utm_medium=mail")).toBe("/verify-certificate?id=NXT-1");
    expect(address("/registration-forms?type=Courses&program=A&x=1")).toBe(
      "/registration-forms?program=A&type=Courses",
    );
    expect(address("/no-such-page?page=2")).toBe("/__not-found");
  });

  it("give every path only the site's catch-all matches one address, and leave every route's paths alone", () => {
    for (const unknown of [
      "/no-such-page",
      "/blog/a/b",
      "/wp-login.php",
      "/created-courses-web",
      "/x/y/z?q=1",
    ])
      expect(address(unknown)).toBe("/__not-found");
    for (const known of [
      "/",
      "/Terms",
      "/blog",
      "/blog/",
      "/blog/any-slug",
      "/hero/any-slug",
      "/created-courses-web/any-slug",
      "/created-internships-web/any-slug",
      "/registration-forms",
      "/sitemap.xml",
      "/robots.txt",
      "/admin",
      "/admin/anything/at/all",
      "/courses",
    ])
      expect(address(known)).toBe(known);
    // A client navigation's data request for an unknown path is not a page: left as it is.
    expect(address("/no-such-page.data")).toBe("/no-such-page.data");
  });

  it("give the same answers when one address function sees a path again (what it remembers per path)", () => {
    const pageAddress = createPageAddress(build);
    const of = (path: string) => {
      const canonical = pageAddress(new URL(path, "http://localhost"));
      return canonical.pathname + canonical.search;
    };
    expect(of("/blog?page=2")).toBe("/blog?page=2");
    expect(of("/blog?page=3&utm_source=a")).toBe("/blog?page=3");
    expect(of("/blog?category=Design&page=3")).toBe("/blog?page=3");
    expect(of("/blog.data?page=3&fbclid=1")).toBe("/blog.data?page=3");
    expect(of("/learning-opportunities?category=Design&page=2")).toBe(
      "/learning-opportunities?category=Design&page=2",
    );
    expect(of("/learning-opportunities?category=Web&fbclid=9")).toBe("/learning-opportunities?category=Web");
  });

  it("leave route discovery's manifest requests alone", () => {
    expect(address("/__manifest?paths=%2Fblog&version=abc123")).toBe(
      "/__manifest?paths=%2Fblog&version=abc123",
    );
  });

  it("keep what a client navigation's data request reads, and the routes it asks for", () => {
    expect(address("/verify-certificate.data?id=NXT-1&utm_source=a")).toBe(
      "/verify-certificate.data?id=NXT-1",
    );
    expect(address("/blog.data?page=2")).toBe("/blog.data?page=2");
    expect(address("/_root.data?utm_source=a")).toBe("/_root.data");
    expect(address("/registration-forms.data?type=Courses&program=A&_routes=routes%2Fregistration")).toBe(
      "/registration-forms.data?_routes=routes%2Fregistration&program=A&type=Courses",
    );
  });

  it("are what the page cache keys and the render sees", async () => {
    const app = createApp(t.deps, {
      pages: createPageHandler(build, "production"),
      pageCache: createPageCache(t.deps.content),
    });
    const first = await app.request("/blog?page=1&utm_source=a");
    const second = await app.request("/blog?fbclid=z&page=1");
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    const html = await second.text();
    expect(html).not.toContain("utm_source");
    expect(html).not.toContain("fbclid");
  });
});
