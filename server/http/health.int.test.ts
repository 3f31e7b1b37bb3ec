/** The load balancer's checks: liveness always, readiness only with a database and while not shutting down. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { openClosedPglite } from "../../tests/support/test-db.ts";
import { createApp } from "../app.ts";
import { createLogger } from "./logger.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("/healthz and /readyz", () => {
  it("answer ok and ready, uncached and unlogged", async () => {
    const lines: string[] = [];
    const sink = { write: (line: string) => lines.push(line) };
    const app = createApp({ ...t.deps, logger: createLogger("info", { out: sink, err: sink }) });
    const live = await app.request("/healthz");
    expect([live.status, await live.text()]).toEqual([200, "ok"]);
    const ready = await app.request("/readyz");
    expect([ready.status, await ready.text()]).toEqual([200, "ready"]);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(lines).toEqual([]);
  });

  it("readiness fails while the process is shutting down; liveness does not", async () => {
    const app = createApp(t.deps, { draining: () => true });
    expect((await app.request("/readyz")).status).toBe(503);
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("readiness fails while the database does not answer", async () => {
    const closed = await openClosedPglite();
    const app = createApp({ ...t.deps, db: closed.db });
    const res = await app.request("/readyz");
    expect([res.status, await res.text()]).toEqual([503, "database unavailable"]);
    expect((await app.request("/healthz")).status).toBe(200);
  });
});
