/**
 * For a load balancer (README, "Running several instances"): `/healthz` says the process answers (liveness: restart it if not);
 * `/readyz` says it should get traffic: the database answers and it is not shutting down. Both are plain text,
 * never cached, and not logged (a balancer asks every few seconds).
 */
import { Hono } from "hono";
import type { DatabaseProbe } from "./database-probe.ts";

export function healthRoutes(databaseAnswers: DatabaseProbe, draining: () => boolean) {
  const noStore = { "Cache-Control": "no-store" };
  return new Hono()
    .get("/healthz", (c) => c.text("ok", 200, noStore))
    .get("/readyz", async (c) => {
      if (draining()) return c.text("shutting down", 503, noStore);
      return (await databaseAnswers())
        ? c.text("ready", 200, noStore)
        : c.text("database unavailable", 503, noStore);
    });
}
