/** The benchmark's one markdown table: setup, throughput, ratios, first-load bytes and Lighthouse rows. */

import type { FloodFigures } from "../../tests/support/form-flood.ts";
import type { RouteAssets } from "./assets.ts";
import type { LighthouseScore } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";

/** Brotli JavaScript a visit loads by network idle, on every public route (issue 12; the gzip budget is retired). */
export const JS_BUDGET_BYTES = 125 * 1024;

export type Row = [section: string, subject: string, result: string];

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n >= 100 ? int(n) : n.toFixed(n >= 10 ? 0 : 1));
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function loadRow(r: LoadResult): Row {
  const cpu = r.cpuMsPerRequest === undefined ? "" : ` · ${r.cpuMsPerRequest.toFixed(2)} ms CPU/req`;
  return [
    `HTTP, ${r.connections} connections`,
    r.name,
    `**${int(r.requestsPerSecond)} req/s** · p50 ${ms(r.p50)} ms · p99 ${ms(r.p99)} ms${cpu} · ${r.errors} errors · ${r.non2xx} non-2xx`,
  ];
}

export function targetRow(section: string, subject: string, value: number, target: number, unit = ""): Row {
  const ok = value >= target;
  const shown = unit ? `${int(value)}${unit}` : value.toFixed(2);
  const goal = unit ? `${int(target)}${unit}` : target.toFixed(2);
  return [section, subject, `**${shown}** (target ≥ ${goal} ${ok ? "✅ met" : "❌ missed"})`];
}

/** A target that is met at or below `limit`. */
export function ceilingRow(
  section: string,
  subject: string,
  value: number,
  limit: number,
  unit: string,
): Row {
  const ok = value <= limit;
  return [
    section,
    subject,
    `**${ms(value)}${unit}** (target < ${ms(limit)}${unit} ${ok ? "✅ met" : "❌ missed"})`,
  ];
}

/** The form flood (tests/support/form-flood.ts): what the visitor waited, how soon floods were refused, memory. */
export function floodRows(f: FloodFigures, paths: number, perPath: number): Row[] {
  const section = `Flood, ${perPath} × 3 MB of 60,000 parts to each of ${paths} form routes`;
  const refused = f.floods.filter((a) => a.status === 413).length;
  return [
    ceilingRow(
      section,
      `visitor p95, \`/\` and \`/api/jobs\` meanwhile (p50 ${ms(f.p50)} ms · max ${ms(f.max)} ms · ${f.probes} requests · ${f.failedProbes} failed)`,
      f.p95,
      200,
      " ms",
    ),
    ceilingRow(
      section,
      `slowest answer to a flood post (${refused} of ${f.floods.length} answered 413)`,
      refused === f.floods.length ? f.slowestFloodMs : Number.POSITIVE_INFINITY,
      1000,
      " ms",
    ),
    ceilingRow(
      section,
      `server memory growth (resident ${f.rssBeforeMb} MB before, ${f.rssPeakMb} MB at most)`,
      Math.round((f.rssPeakMb - f.rssBeforeMb) * 10) / 10,
      50,
      " MB",
    ),
  ];
}

export function assetsRow(a: RouteAssets): Row {
  const subject = a.pattern === a.url ? `\`${a.url}\`` : `\`${a.pattern}\` (${a.url ?? "no example"})`;
  const section = "JS/CSS (as sent)";
  if (!a.url)
    return [section, subject, `not measured: add an example URL for ${a.file} in scripts/bench/assets.ts`];
  if (a.redirect) return [section, subject, `${a.status} redirect to ${a.redirect}, no page`];
  if (a.contentType) return [section, subject, `not a page (${a.contentType.split(";")[0]}), no JS or CSS`];
  const idle =
    a.idleJsBrotli === undefined
      ? ""
      : `JS by network idle **${kib(a.idleJsBrotli)} Brotli** (${a.idleJsFiles} files${a.idleJsBrotli > JS_BUDGET_BYTES ? ", ⚠ over the 125 KiB budget" : ""}) · `;
  return [
    section,
    subject,
    `${idle}first-load JS ${kib(a.jsBrotli)} Brotli · ${kib(a.jsGzip)} gzip · ${kib(a.jsRaw)} raw · ${a.jsFiles} files · CSS ${kib(a.cssGzip)} gzip · HTML ${kib(a.htmlBrotli)} Brotli${a.status === 200 ? "" : ` · status ${a.status}`}`,
  ];
}

export function lighthouseRow(s: LighthouseScore, subject: string): Row {
  return [
    `Lighthouse ${s.formFactor}`,
    subject,
    `Perf **${s.performance}** · A11y ${s.accessibility} · BP ${s.bestPractices} · SEO ${s.seo} · LCP ${(s.lcpMs / 1000).toFixed(2)} s · TBT ${int(s.tbtMs)} ms · CLS ${s.cls.toFixed(3)}`,
  ];
}

const escapeCell = (cell: string) => cell.replaceAll("|", "\\|");

export function renderTable(rows: Row[]): string {
  const lines = ["| Measure | Subject | Result |", "| --- | --- | --- |"];
  for (const row of rows) lines.push(`| ${row.map(escapeCell).join(" | ")} |`);
  return lines.join("\n");
}
