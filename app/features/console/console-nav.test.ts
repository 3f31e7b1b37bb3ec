import { describe, expect, it } from "vitest";
import { CONSOLE_NAV, navFor, navSections } from "./console-nav";

const outline = (role: string) =>
  navSections(navFor(role)).map((section) => [section.group, section.items.map((item) => item.label)]);

describe("the console menu", () => {
  it("shows an administrator every screen, in titled sections, the dashboard first and the account last", () => {
    const sections = navSections(navFor("admin"));
    expect(sections.map((section) => section.group)).toEqual(["", "Leads", "Content", "Administration", ""]);
    expect(sections.flatMap((section) => section.items)).toEqual(CONSOLE_NAV);
  });

  it("shows each role only its sections", () => {
    expect(outline("recruiter")).toEqual([
      ["", ["Dashboard"]],
      ["Leads", ["Applicants"]],
      ["Content", ["Jobs"]],
      ["", ["My account"]],
    ]);
    expect(outline("editor").map(([group]) => group)).toEqual(["", "Content", ""]);
    expect(outline("counsellor")[1]).toEqual([
      "Leads",
      ["Enquiries", "Registrations", "Payments", "Certificates"],
    ]);
    expect(outline("nobody")).toEqual([]);
  });
});
