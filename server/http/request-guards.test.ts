import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isConsolePath } from "../../domain/console/console-path.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { ownOrigins, refuseCrossSiteWrites, requireSameSiteDownloads } from "./request-guards.ts";

describe("ownOrigins", () => {
  const isOwn = ownOrigins("https://www.nexora.example");
  // Behind the TLS proxy the process is reached by http://, with the public host.
  const proxied = "http://www.nexora.example/admin/login";

  it("accepts SITE_URL's origin, whatever address the request reached the process by", () => {
    expect(isOwn("https://www.nexora.example", proxied)).toBe(true);
    expect(isOwn("https://www.nexora.example:443", proxied)).toBe(true);
  });

  it("refuses the site's host under another scheme or port, and every other site", () => {
    expect(isOwn("http://www.nexora.example", proxied)).toBe(false);
    expect(isOwn("https://www.nexora.example:8443", proxied)).toBe(false);
    expect(isOwn("https://nexora.example", proxied)).toBe(false);
    expect(isOwn("https://www.nexora.example.evil.example", proxied)).toBe(false);
    expect(isOwn("null", proxied)).toBe(false);
    expect(isOwn("not an origin", proxied)).toBe(false);
  });

  it("accepts the address an instance was reached at directly, when it is not the site's host", () => {
    expect(isOwn("http://10.0.0.5:3000", "http://10.0.0.5:3000/admin/login")).toBe(true);
    expect(isOwn("https://10.0.0.5:3000", "http://10.0.0.5:3000/admin/login")).toBe(false);
    expect(isOwn("http://10.0.0.6:3000", "http://10.0.0.5:3000/admin/login")).toBe(false);
  });
});

describe("refuseCrossSiteWrites", () => {
  const app = new Hono()
    .use(refuseCrossSiteWrites("https://www.nexora.example", isConsolePath))
    .all("*", (c) => c.text("done"));
  const post = (path: string, headers: Record<string, string>) =>
    app.request(`http://www.nexora.example${path}`, { method: "POST", headers, body: "a=1" });

  it("lets the site's own pages post, by Origin or, without one, by Sec-Fetch-Site", async () => {
    expect((await post("/admin/login", { origin: "https://www.nexora.example" })).status).toBe(200);
    expect((await post("/admin/login", { "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("refuses another site's post by Origin, or without one by Sec-Fetch-Site (403, a plain text)", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "http://www.nexora.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of foreign) {
      const res = await post("/admin/login", headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe(MESSAGES.crossSiteRefused);
    }
    const api = await post("/api/contact", { "sec-fetch-site": "cross-site" });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: MESSAGES.crossSiteRefused });
  });

  it("refuses a console post that says nothing of where it comes from; a public one is a program's and passes", async () => {
    expect((await post("/admin/login", {})).status).toBe(403);
    expect((await post("/Admin/staff.data", {})).status).toBe(403);
    expect((await post("/api/contact", {})).status).toBe(200);
    expect((await post("/registration-forms", {})).status).toBe(200);
  });
});

describe("requireSameSiteDownloads", () => {
  const app = new Hono()
    .use(requireSameSiteDownloads("https://www.nexora.example", { "Cache-Control": "private, no-store" }))
    .get("*", (c) => c.text("the file"));
  const get = (headers: Record<string, string>) =>
    app.request("http://www.nexora.example/admin/download/enquiries.csv", { headers });

  it("serves a download started on the console's own pages or from the address bar", async () => {
    expect((await get({ "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await get({ "sec-fetch-site": "none" })).status).toBe(200);
    // A browser without Sec-Fetch-Site: the Referer of our own page.
    expect((await get({ referer: "https://www.nexora.example/admin/enquiries?q=x" })).status).toBe(200);
  });

  it("refuses one another site's link starts, or a request that does not say, with 403 and a plain text", async () => {
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of foreign) {
      const res = await get(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe(MESSAGES.downloadCrossSite);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});
