/**
 * JavaScript and CSS a first visit to each route downloads, counted as the server sends them (compressed
 * bytes on the wire) to a client that accepts only gzip, and to one that also accepts Brotli, as browsers
 * do: the module scripts, module preloads and stylesheets in the route's server HTML, and (the budget) every
 * script a visit in Chromium has loaded by network idle, lazy chunks included.
 */
import { request } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import routes from "../../app/routes.ts";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium.ts";

/** One concrete URL per route of app/routes.ts, with the demo seed's known slugs. */
export const ROUTE_EXAMPLES: Record<string, string> = {
  "routes/home.tsx": "/",
  "routes/who-we-are.tsx": "/who-we-are",
  "routes/contact.tsx": "/contact",
  "routes/terms.tsx": "/terms",
  "routes/privacy.tsx": "/privacy",
  "routes/portfolio.tsx": "/portfolio",
  "routes/blog.tsx": "/blog",
  "routes/blog-post.tsx": "/blog/how-to-crack-your-first-developer-interview",
  "routes/hero-article.tsx": "/hero/launch-your-tech-career",
  "routes/verify-certificate.tsx": "/verify-certificate?id=NXT-2025-00421",
  "routes/open-positions.tsx": "/open-positions",
  "routes/open-poistions.tsx": "/open-poistions",
  "routes/opening-forms.tsx": "/opening-forms",
  "routes/course-detail.tsx": "/created-courses-web/full-stack-web-development",
  "routes/internship-detail.tsx": "/created-internships-web/web-development-internship",
  "routes/registration-forms.tsx": "/registration-forms",
  "routes/courses-redirect.tsx": "/courses",
  "routes/internships-redirect.tsx": "/internships",
  "routes/sitemap[.]xml.ts": "/sitemap.xml",
  "routes/robots[.]txt.ts": "/robots.txt",
  "routes/not-found.tsx": "/no-such-page",
};

export interface RouteEntry {
  file: string;
  pattern: string;
  /** Undefined for a route with parameters that has no example yet (add one above). */
  url?: string;
}

type RouteNode = { file: string; path?: string; index?: boolean; children?: RouteNode[] };

/** Every route of app/routes.ts with its example URL (a route without parameters is its own example). */
export function listRoutes(): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (nodes: RouteNode[], prefix: string) => {
    for (const node of nodes) {
      const pattern = node.index ? prefix || "/" : `${prefix}/${node.path ?? ""}`.replace(/\/+/g, "/");
      const url = ROUTE_EXAMPLES[node.file] ?? (/[:*]/.test(pattern) ? undefined : pattern);
      out.push({ file: node.file, pattern, url });
      if (node.children) walk(node.children, pattern === "/" ? "" : pattern);
    }
  };
  walk(routes as RouteNode[], "");
  return out;
}

export interface RouteAssets extends RouteEntry {
  status: number;
  redirect?: string;
  /** Set when the route answers something other than an HTML page (sitemap, robots.txt). */
  contentType?: string;
  jsFiles: number;
  jsGzip: number;
  jsBrotli: number;
  jsRaw: number;
  cssFiles: number;
  cssGzip: number;
  htmlBrotli: number;
  /** Every script loaded by network idle in Chromium (files and Brotli bytes); set for HTML pages. */
  idleJsFiles?: number;
  idleJsBrotli?: number;
}

/** The same-origin script and stylesheet URLs a document loads on its own. */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith("<link")) {
      const rel = attr("rel");
      const href = attr("href");
      if (!href?.startsWith("/")) continue;
      if (rel === "modulepreload") js.add(href);
      else if (rel === "stylesheet") css.add(href);
    } else {
      const src = attr("src");
      if (src?.startsWith("/")) js.add(src);
    }
  }
  // Inline module scripts import the route modules statically and the client entry dynamically.
  for (const match of html.matchAll(/\bimport\s*(?:\*\s*as\s+\w+\s+from\s*|\(\s*)?"(\/assets\/[^"]+\.js)"/g))
    js.add(match[1]);
  return { js: [...js], css: [...css] };
}

/** Body bytes as received, without decoding, and the encoding the server chose. */
function fetchEncoded(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        res.statusCode === 200
          ? resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") })
          : reject(new Error(`${url} answered ${res.statusCode}`)),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

interface AssetSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

async function assetSizes(origin: string, url: string, cache: Map<string, AssetSizes>): Promise<AssetSizes> {
  const known = cache.get(url);
  if (known) return known;
  const [raw, gzip, brotli] = await Promise.all([
    fetchEncoded(origin + url, "identity"),
    fetchEncoded(origin + url, "gzip"),
    fetchEncoded(origin + url, "gzip, deflate, br, zstd"),
  ]);
  const sizes = { raw: raw.bytes, gzip: gzip.bytes, brotli: brotli.bytes };
  cache.set(url, sizes);
  return sizes;
}

/** The totals a route starts from. */
const NOTHING_LOADED = {
  jsFiles: 0,
  jsGzip: 0,
  jsBrotli: 0,
  jsRaw: 0,
  cssFiles: 0,
  cssGzip: 0,
  htmlBrotli: 0,
} satisfies Omit<RouteAssets, keyof RouteEntry | "status" | "redirect" | "contentType">;

/** Same-origin script URLs a visit to `url` has loaded once the network is idle (at a phone's width). */
export async function scriptsByNetworkIdle(
  browser: import("@playwright/test").Browser,
  origin: string,
  url: string,
): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const address = new URL(response.url());
      if (address.origin === origin && response.request().resourceType() === "script")
        scripts.add(address.pathname);
    });
    await page.goto(origin + url, { waitUntil: "networkidle" });
    return [...scripts];
  } finally {
    await page.close();
  }
}

/**
 * The budget's measure (ADR 9): the scripts a visit to `url` has loaded by network idle, lazy chunks
 * included, and their Brotli bytes as the server sends them. Also run by tests/e2e/js-budget.spec.ts.
 */
export async function idleScripts(
  browser: import("@playwright/test").Browser,
  origin: string,
  url: string,
  cache = new Map<string, AssetSizes>(),
): Promise<{ files: { url: string; brotli: number }[]; brotli: number }> {
  const files: { url: string; brotli: number }[] = [];
  for (const script of await scriptsByNetworkIdle(browser, origin, url))
    files.push({ url: script, brotli: (await assetSizes(origin, script, cache)).brotli });
  return { files, brotli: files.reduce((sum, file) => sum + file.brotli, 0) };
}

export async function measureRouteAssets(origin: string, chromiumPath?: string): Promise<RouteAssets[]> {
  const browser = chromiumPath
    ? await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS })
    : undefined;
  try {
    return await measureEach(origin, browser);
  } finally {
    await browser?.close();
  }
}

async function measureEach(
  origin: string,
  browser: import("@playwright/test").Browser | undefined,
): Promise<RouteAssets[]> {
  const sizes = new Map<string, AssetSizes>();
  const results: RouteAssets[] = [];
  for (const route of listRoutes()) {
    if (!route.url) {
      results.push({ ...route, status: 0, ...NOTHING_LOADED });
      continue;
    }
    const res = await fetch(origin + route.url, { redirect: "manual" });
    const html = await res.text();
    const base: RouteAssets = {
      ...route,
      status: res.status,
      ...NOTHING_LOADED,
      // As the page cache sends a page asked for more than once (ADR 30).
      htmlBrotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    if (res.status >= 300 && res.status < 400) {
      results.push({ ...base, redirect: res.headers.get("location") ?? "?" });
      continue;
    }
    const contentType = res.headers.get("content-type") ?? "";
    if (!contentType.startsWith("text/html")) {
      results.push({ ...base, contentType });
      continue;
    }
    const { js, css } = firstLoadAssets(html);
    for (const url of js) {
      const s = await assetSizes(origin, url, sizes);
      base.jsFiles += 1;
      base.jsGzip += s.gzip;
      base.jsBrotli += s.brotli;
      base.jsRaw += s.raw;
    }
    for (const url of css) {
      const s = await assetSizes(origin, url, sizes);
      base.cssFiles += 1;
      base.cssGzip += s.gzip;
    }
    if (browser) {
      const idle = await idleScripts(browser, origin, route.url, sizes);
      base.idleJsFiles = idle.files.length;
      base.idleJsBrotli = idle.brotli;
    }
    results.push(base);
  }
  return results;
}
