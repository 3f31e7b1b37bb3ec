import { describe, expect, it } from "vitest";
import { applyHref, hiringStepsList, jobAnchor } from "./job.ts";

describe("job helpers", () => {
  it("splits comma-separated hiring steps into a trimmed list", () => {
    expect(hiringStepsList("Aptitude test, Technical interview ,HR,, ")).toEqual([
      "Aptitude test",
      "Technical interview",
      "HR",
    ]);
    expect(hiringStepsList("")).toEqual([]);
    expect(hiringStepsList(null)).toEqual([]);
  });

  it("builds the application link with jobId, title, company, hours and deadline", () => {
    const href = applyHref({
      id: 7,
      title: "React & Node Dev",
      company: "Nexora",
      hours: "40",
      deadline: null,
    });
    expect(href.startsWith("/opening-forms?")).toBe(true);
    const query = new URLSearchParams(href.split("?")[1]);
    expect(Object.fromEntries(query)).toEqual({
      jobId: "7",
      title: "React & Node Dev",
      company: "Nexora",
      hours: "40",
      deadline: "",
    });
  });

  it("names the card anchor", () => {
    expect(jobAnchor(12)).toBe("job-12");
  });
});
