import { data, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../domain/messages.ts";
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "./http/page-cache.ts";
import { serviceUnavailablePage, withDatabaseOutages } from "./pages.ts";

const outage = new Error("Failed query: select 1", {
  cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
});
const bug = new TypeError("Cannot read properties of undefined");

function Page() {
  return null;
}

/** The parts of a build the wrapper looks at: route modules with loaders and actions, and the build's router. */
function buildWith(module: Record<string, unknown>): ServerBuild {
  return {
    entry: { module: { router: { data } } },
    routes: { "routes/page": { id: "routes/page", path: "page", module: { default: Page, ...module } } },
  } as unknown as ServerBuild;
}

function args() {
  const logger = { info: vi.fn(), error: vi.fn() };
  return {
    logger,
    args: { request: new Request("http://x/page"), params: {}, context: { logger, requestId: "r-1" } },
  };
}

async function rejection(promise: unknown): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("withDatabaseOutages", () => {
  it("turns a loader's database outage into a 503 route error response, logged with the request id", async () => {
    const build = withDatabaseOutages(buildWith({ loader: () => Promise.reject(outage) }));
    const { logger, args: loaderArgs } = args();
    const error = await rejection(build.routes["routes/page"]?.module.loader?.(loaderArgs as never));
    // React Router's data(): the route's error boundary gets it as an ErrorResponse with this status and data.
    expect(error).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 503 },
      data: { message: MESSAGES.serviceUnavailable },
    });
    expect(logger.error).toHaveBeenCalledWith(
      "database unavailable",
      expect.objectContaining({ requestId: "r-1" }),
    );
  });

  it("does the same for actions", async () => {
    const build = withDatabaseOutages(buildWith({ action: () => Promise.reject(outage) }));
    const error = await rejection(build.routes["routes/page"]?.module.action?.(args().args as never));
    expect(error).toMatchObject({ init: { status: 503 } });
  });

  it("passes other errors and every answer through unchanged", async () => {
    const answer = { items: [1, 2] };
    const failing = withDatabaseOutages(buildWith({ loader: () => Promise.reject(bug) }));
    const working = withDatabaseOutages(buildWith({ loader: () => answer }));
    expect(await rejection(failing.routes["routes/page"]?.module.loader?.(args().args as never))).toBe(bug);
    expect(await working.routes["routes/page"]?.module.loader?.(args().args as never)).toBe(answer);
  });

  it("keeps the rest of the module and leaves the original build alone", () => {
    const loader = () => null;
    const original = buildWith({ loader, meta: () => [] });
    const wrapped = withDatabaseOutages(original);
    expect(wrapped.routes["routes/page"]?.module.default).toBe(Page);
    expect(wrapped.routes["routes/page"]?.module.meta).toBe(original.routes["routes/page"]?.module.meta);
    expect(wrapped.routes["routes/page"]?.module.loader).not.toBe(loader);
    expect(original.routes["routes/page"]?.module.loader).toBe(loader);
  });
});

describe("serviceUnavailablePage", () => {
  it("answers a degraded page with 503, Retry-After and a private Cache-Control, keeping its body", async () => {
    const degraded = new Response("<h1>Courses</h1>", {
      headers: {
        "Content-Type": "text/html",
        "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
        "X-Page-Cache": "miss",
      },
    });
    const res = serviceUnavailablePage(degraded);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(res.headers.get("x-page-cache")).toBe("miss");
    expect(await res.text()).toBe("<h1>Courses</h1>");
  });

  it("keeps a route's own Retry-After and Cache-Control on its own 503", () => {
    const own = new Response("unavailable", {
      status: 503,
      headers: { "Retry-After": "60", "Cache-Control": "no-store" },
    });
    const res = serviceUnavailablePage(own);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
