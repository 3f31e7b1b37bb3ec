/** The REST API under /api: one router per area, then media, then a JSON 404. */
import { Hono } from "hono";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { mediaRoutes } from "./media.ts";

export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();
  api.route("/", mediaRoutes(deps));
  api.all("*", (c) => c.json({ error: MESSAGES.notFoundApi }, 404));
  return api;
}
