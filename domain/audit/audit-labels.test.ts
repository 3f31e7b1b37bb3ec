import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditRecordHref } from "./audit-labels.ts";

/** Source files of the app that may write audit rows (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the audit log's words", () => {
  const code = ["domain", "server", "app"].flatMap(sources).map((file) => readFileSync(file, "utf8"));
  const written = (key: string) =>
    new Set(
      code.flatMap((text) =>
        [...text.matchAll(new RegExp(`\\b${key}: "([a-z.-]+)"`, "g"))].map((m) => m[1]!),
      ),
    );

  it("has a label for every action and record kind the code records", () => {
    const actions = [...written("action")].filter((action) => !(action in AUDIT_ACTION_LABELS));
    expect(actions).toEqual([]);
    const entities = [...written("entity")].filter((entity) => !(entity in AUDIT_ENTITY_LABELS));
    expect(entities).toEqual([]);
  });

  it("links a record to its console page", () => {
    expect(auditRecordHref("enquiry", "career:12")).toBe("/admin/enquiries/career/12");
    expect(auditRecordHref("registration", "REG-7K3QX9M2TA")).toBe("/admin/registrations/REG-7K3QX9M2TA");
    expect(auditRecordHref("course", "7")).toBe("/admin/content/courses/7");
    expect(auditRecordHref("blog-post", "3")).toBe("/admin/content/blog/3");
    expect(auditRecordHref("certificate", "NXT-2026-7K3QX9M2TA")).toBe(
      "/admin/certificates/NXT-2026-7K3QX9M2TA",
    );
    expect(auditRecordHref("session", null)).toBeNull();
  });
});
