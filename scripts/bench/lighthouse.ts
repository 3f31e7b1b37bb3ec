/**
 * Lighthouse 12 (programmatic) in Debian's Chromium: mobile (Lighthouse's default: Moto G Power, simulated
 * slow 4G and 4x CPU slowdown) and desktop (its desktop preset). One Chromium for all runs, killed by PID.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_FLAGS } from "../../tests/support/chromium.ts";
import { onCleanup } from "./processes.ts";

export interface LighthouseScore {
  url: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failing audits worth acting on (id: title, with a short detail). */
  findings: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Audits listed in the report when they do not pass. */
const WATCHED_AUDITS = [
  "render-blocking-resources",
  "render-blocking-insight",
  "unsized-images",
  "image-delivery-insight",
  "uses-responsive-images",
  "modern-image-formats",
  "offscreen-images",
  "prioritize-lcp-image",
  "lcp-discovery-insight",
  "largest-contentful-paint-element",
  "layout-shifts",
  "cls-culprits-insight",
  "unused-javascript",
  "unused-css-rules",
  "bootup-time",
  "mainthread-work-breakdown",
  "long-tasks",
  "font-display",
  "font-display-insight",
  "dom-size",
  "dom-size-insight",
  "total-byte-weight",
  "document-latency-insight",
  "third-party-summary",
  "color-contrast",
  "image-alt",
  "link-name",
  "button-name",
  "label",
  "heading-order",
  "target-size",
  "errors-in-console",
  "csp-xss",
  "inspector-issues",
  "meta-description",
  "is-crawlable",
  "canonical",
  "link-text",
  "crawlable-anchors",
];

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: unknown };
};

function describeItems(audit: Audit): string {
  const raw = audit.details?.items as Record<string, unknown>[] | undefined;
  // Tables list items; insight audits nest tables in a list.
  const items = (Array.isArray(raw) ? raw : []).flatMap((item) =>
    Array.isArray(item.items) ? (item.items as Record<string, unknown>[]) : [item],
  );
  const names = items
    .slice(0, 3)
    .map((item) => {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      const url = typeof item.url === "string" ? item.url.replace(/^https?:\/\/[^/]+/, "") : undefined;
      return url ?? node?.selector ?? (typeof item.label === "string" ? item.label : undefined);
    })
    .filter(Boolean);
  return names.length ? ` — ${names.join(", ")}${items.length > 3 ? ` (+${items.length - 3})` : ""}` : "";
}

export async function startChrome(chromePath: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    // chrome-launcher kills the Chromium process it started (by its PID) and removes its profile folder.
    await chrome.kill();
  };
  onCleanup("chromium", kill);
  return { port: chrome.port, pid: chrome.pid, kill };
}

/** Trace hiccups Lighthouse itself asks to retry ("Please run Lighthouse again"). */
const RETRYABLE = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED"]);
const ATTEMPTS = 3;

async function runLighthouse(url: string, formFactor: "mobile" | "desktop", chromePort: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chromePort, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (!RETRYABLE.has(error.code) || attempt === ATTEMPTS)
      throw new Error(`Lighthouse ${url}: ${error.code} ${error.message}`);
  }
}

export async function audit(
  url: string,
  formFactor: "mobile" | "desktop",
  chromePort: number,
): Promise<LighthouseScore> {
  const lhr = await runLighthouse(url, formFactor, chromePort);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audits = lhr.audits as unknown as Record<string, Audit>;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const findings: string[] = [];
  for (const id of WATCHED_AUDITS) {
    const a = audits[id];
    if (
      !a ||
      a.score === null ||
      a.scoreDisplayMode === "notApplicable" ||
      a.scoreDisplayMode === "informative"
    )
      continue;
    if (a.score >= 0.9) continue;
    findings.push(`${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}${describeItems(a)}`);
  }
  return {
    url,
    formFactor,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    findings,
  };
}
