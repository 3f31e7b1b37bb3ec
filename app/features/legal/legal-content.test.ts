import { describe, expect, it } from "vitest";
import { COMPANY, LEGAL } from "../../../domain/constants";
import type { LegalDocument } from "./legal-types";
import { PRIVACY } from "./privacy";
import { TERMS } from "./terms";

/** All text of a document (intro, titles, paragraphs, points) as one string. */
function fullText(document: LegalDocument) {
  return [
    document.title,
    document.effective ?? "",
    ...document.intro,
    ...document.clauses.flatMap((c) => [c.title, ...c.paragraphs, ...(c.points ?? []), ...(c.closing ?? [])]),
  ].join("\n");
}

function clauseText(document: LegalDocument, id: string) {
  const clause = document.clauses.find((c) => c.id === id);
  if (!clause) throw new Error(`no clause ${id}`);
  return [clause.title, ...clause.paragraphs, ...(clause.points ?? []), ...(clause.closing ?? [])].join("\n");
}

describe.each([
  ["Terms", TERMS, LEGAL.termsClauses],
  ["Privacy", PRIVACY, LEGAL.privacyClauses],
] as const)("%s clause data", (_name, document, count) => {
  it(`has exactly ${count} clauses with unique, url-safe ids and non-empty text`, () => {
    expect(document.clauses).toHaveLength(count);
    const ids = document.clauses.map((c) => c.id);
    expect(new Set(ids).size).toBe(count);
    for (const clause of document.clauses) {
      expect(clause.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(clause.title.trim()).not.toBe("");
      expect(clause.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it("shows the company's contact card in at least one clause", () => {
    expect(document.clauses.some((c) => c.showContact)).toBe(true);
  });

  it("names the company", () => {
    expect(fullText(document)).toContain(COMPANY.name);
  });
});

describe("Terms facts", () => {
  const text = fullText(TERMS);

  it("requires users to be 18 or older", () => {
    expect(clauseText(TERMS, "eligibility")).toContain("18 years of age or older");
  });

  it("mentions LMS accounts", () => {
    expect(clauseText(TERMS, "accounts-and-lms")).toMatch(/Learning Management System \(LMS\)/);
    expect(clauseText(TERMS, "accounts-and-lms")).toContain("LMS account");
  });

  it("allows refunds only within 7 calendar days, at most 20% of material and no live session attended", () => {
    const refunds = clauseText(TERMS, "refunds");
    expect(refunds).toContain("only if all of the following are true");
    expect(refunds).toContain("within 7 calendar days");
    expect(refunds).toContain("no more than 20% of the course material");
    expect(refunds).toContain("not attended any live session");
  });

  it("requires advance payment for paid services", () => {
    expect(clauseText(TERMS, "fees-and-payment")).toMatch(/paid services.*are paid in advance/);
  });

  it("puts disputes under the courts in Noida", () => {
    expect(clauseText(TERMS, "governing-law")).toContain("jurisdiction of the courts in Noida");
    expect(TERMS.clauses.at(-1)?.id).toBe("governing-law");
  });

  it("refers to the education e-mail for refund requests", () => {
    expect(text).toContain(COMPANY.educationEmail);
  });
});

describe("Privacy facts", () => {
  it("is effective July 2025", () => {
    expect(PRIVACY.effective).toBe("Effective July 2025");
  });

  it("does not target children under 13", () => {
    expect(clauseText(PRIVACY, "children")).toContain("not directed at children under 13");
  });

  it("notifies a breach within 72 hours", () => {
    expect(clauseText(PRIVACY, "breach-notification")).toContain("within 72 hours");
  });

  it("gives the same contact details as the Terms", () => {
    expect(PRIVACY.clauses.find((c) => c.id === "who-we-are")?.showContact).toBe(true);
    expect(TERMS.clauses.find((c) => c.id === "about-us")?.showContact).toBe(true);
  });
});
