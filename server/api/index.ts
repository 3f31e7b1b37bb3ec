/**
 * The REST API under /api: rate limit on POST, one router per area, then media, then a JSON 404.
 * Public catalogue and content reads go through one in-process JSON cache (server/http/json-cache.ts).
 */
import { Hono } from "hono";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { createJsonCache, type JsonCache, publicJson } from "../http/json-cache.ts";
import { limitRequests } from "../http/rate-limit.ts";
import { careerRoutes } from "./careers.ts";
import { contentRoutes } from "./content.ts";
import { enquiryRoutes } from "./enquiries.ts";
import { mediaRoutes } from "./media.ts";
import { openApiRoutes } from "./openapi.ts";
import { programRoutes } from "./programs.ts";

export interface ApiOptions {
  /**
   * Cache of the public JSON reads: by default on in production only, so development and tests always see
   * the database as it is (like the page cache).
   */
  jsonCache?: JsonCache | null;
}

export function createApi(deps: Deps, options: ApiOptions = {}) {
  const api = new Hono<AppEnv>();
  const jsonCache =
    options.jsonCache === undefined
      ? deps.config.env === "production"
        ? createJsonCache(deps.content)
        : null
      : options.jsonCache;
  const cached = publicJson(jsonCache);
  const postLimit = limitRequests(deps.rateLimiter, "post");
  api.use("*", (c, next) => (c.req.method === "POST" ? postLimit(c, next) : next()));
  api.route("/", openApiRoutes(deps.config.siteUrl));
  api.route("/", contentRoutes(deps, cached));
  api.route("/", programRoutes(deps, cached));
  api.route("/", enquiryRoutes(deps));
  api.route("/", careerRoutes(deps, cached));
  api.route("/", mediaRoutes(deps));
  api.all("*", (c) => c.json({ error: MESSAGES.notFoundApi }, 404));
  return api;
}
