/** The REST API under /api: rate limit on POST, one router per area, then media, then a JSON 404. */
import { Hono } from "hono";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { careerRoutes } from "./careers.ts";
import { contentRoutes } from "./content.ts";
import { enquiryRoutes } from "./enquiries.ts";
import { mediaRoutes } from "./media.ts";
import { openApiRoutes } from "./openapi.ts";
import { programRoutes } from "./programs.ts";

export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();
  const limiter = rateLimit(deps.config.rateLimit);
  api.use("*", (c, next) => (c.req.method === "POST" ? limiter(c, next) : next()));
  api.route("/", openApiRoutes(deps.config.siteUrl));
  api.route("/", contentRoutes(deps));
  api.route("/", programRoutes(deps));
  api.route("/", enquiryRoutes(deps));
  api.route("/", careerRoutes(deps));
  api.route("/", mediaRoutes(deps));
  api.all("*", (c) => c.json({ error: MESSAGES.notFoundApi }, 404));
  return api;
}
