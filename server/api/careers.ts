import { Hono } from "hono";
import type { AppEnv, Deps } from "../deps.ts";

export function careerRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}
