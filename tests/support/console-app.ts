/**
 * The real app with the real React Router pages (loaded through Vite, as server/pages.int.test.ts does) and
 * one signed-in staff member per role, for integration tests of console pages and downloads:
 *
 *   const c = await startConsoleApp();
 *   const res = await c.get("/admin/audit", "admin");
 *   const posted = await c.post("/admin/personal-data", "admin", { email: "a@example.in", intent: "find" });
 */
import type { ViteDevServer } from "vite";
import type { Actor } from "../../domain/staff/actor.ts";
import type { Role } from "../../domain/staff/roles.ts";
import { asActor, createStaff, findStaffByEmail } from "../../domain/staff/staff.server.ts";
import { createApp } from "../../server/app.ts";
import { createStaffContext } from "../../server/auth/staff-auth.ts";
import { createPageHandler } from "../../server/pages.ts";
import { cookieHeader } from "./cookies.ts";
import { loadPageBuild } from "./page-build.ts";
import { createTestContext, type TestContext } from "./test-app.ts";

const PASSWORD = "a long enough passphrase";
const ROLES = ["admin", "counsellor", "recruiter", "editor"] as const satisfies readonly Role[];

export interface ConsoleApp {
  t: TestContext;
  app: ReturnType<typeof createApp>;
  actors: Record<Role, Actor>;
  /** The session cookie of `role`, for requests the helpers below do not make. */
  cookie(role: Role): string;
  /** A GET as `role` (a signed-in session's cookie). */
  get(url: string, role: Role): Promise<Response>;
  /** A form post as `role`, sent from the site's own pages (its Origin). */
  post(url: string, role: Role, form: Record<string, string | string[]> | FormData): Promise<Response>;
  close(): Promise<void>;
}

export async function startConsoleApp(env: Record<string, string> = {}): Promise<ConsoleApp> {
  const t = await createTestContext(env);
  let vite: ViteDevServer | undefined;
  try {
    const loaded = await loadPageBuild();
    vite = loaded.vite;
    const app = createApp(t.deps, { pages: createPageHandler(loaded.build, "production"), pageCache: null });
    const actors = {} as Record<Role, Actor>;
    const cookies = {} as Record<Role, string>;
    for (const role of ROLES) {
      const email = `${role}@nexora.test`;
      await createStaff(t.deps.db, null, { email, name: `The ${role}`, role, password: PASSWORD });
      actors[role] = asActor((await findStaffByEmail(t.deps.db, email))!);
      const signIn = await createStaffContext(
        t.deps,
        new Request(`${t.deps.config.siteUrl}/admin/login`),
        "10.9.9.9",
        null,
      ).signIn({ email, password: PASSWORD });
      if (!signIn.ok) throw new Error(`sign-in of the ${role} failed`);
      cookies[role] = cookieHeader(signIn.headers.getSetCookie());
    }
    const origin = new URL(t.deps.config.siteUrl).origin;
    return {
      t,
      app,
      actors,
      cookie: (role) => cookies[role],
      // As a browser following the console's own links does (downloads are refused without it: ADR 33).
      get: async (url, role) =>
        app.request(`${origin}${url}`, {
          headers: { cookie: cookies[role], "sec-fetch-site": "same-origin" },
        }),
      async post(url, role, form) {
        let body = form;
        if (!(form instanceof FormData)) {
          body = new FormData();
          for (const [name, value] of Object.entries(form))
            for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
        }
        const encoded = new Response(body as FormData);
        // To SITE_URL's address, from it: the app's cross-site check and React Router's own check of an
        // action's Origin against its Host both see a post from the site's pages.
        return app.request(`${origin}${url}`, {
          method: "POST",
          body: new Uint8Array(await encoded.arrayBuffer()),
          headers: {
            cookie: cookies[role],
            origin,
            "sec-fetch-site": "same-origin",
            "content-type": encoded.headers.get("content-type")!,
          },
        });
      },
      async close() {
        await vite?.close();
        await t.close();
      },
    };
  } catch (error) {
    await vite?.close();
    await t.close();
    throw error;
  }
}
