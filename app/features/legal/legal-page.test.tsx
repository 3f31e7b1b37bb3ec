import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CONSENT_FORMS, CONSENT_NOTICES } from "../../../domain/consent";
import { COMPANY } from "../../../domain/constants";
import { LegalPage } from "./legal-page";
import { PRIVACY } from "./privacy";
import { TERMS } from "./terms";

function renderDocument(legal: typeof TERMS) {
  return render(
    <MemoryRouter>
      <LegalPage document={legal} lead="Lead" />
    </MemoryRouter>,
  );
}

describe("LegalPage", () => {
  it.each([
    ["Terms", TERMS, 18],
    ["Privacy", PRIVACY, 16],
  ] as const)("%s: numbered headings with ids and a contents list linking to each", (_name, legal, count) => {
    renderDocument(legal);
    expect(screen.getByRole("heading", { level: 1, name: legal.title })).toBeInTheDocument();

    const annexes = legal.annexes ?? [];
    const toc = screen.getByRole("navigation", { name: "Contents" });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(count + annexes.length);

    const headings = screen
      .getAllByRole("heading", { level: 2 })
      .filter((heading) => heading.id !== "toc-heading");
    const clauseHeadings = headings.slice(0, count);
    expect(headings).toHaveLength(count + annexes.length);

    clauseHeadings.forEach((heading, index) => {
      const clause = legal.clauses[index];
      expect(heading.id).toBe(clause.id);
      expect(heading).toHaveTextContent(`${index + 1}.${clause.title}`);
      expect(links[index]).toHaveAttribute("href", `#${clause.id}`);
      expect(links[index]).toHaveTextContent(`${index + 1}.${clause.title}`);
      expect(document.body.querySelectorAll(`[id="${clause.id}"]`)).toHaveLength(1);
    });
    // Sections after the numbered clauses carry no number.
    annexes.forEach((annex, index) => {
      expect(headings[count + index]).toHaveAttribute("id", annex.id);
      expect(headings[count + index]).toHaveTextContent(new RegExp(`^${annex.title}$`));
      expect(links[count + index]).toHaveAttribute("href", `#${annex.id}`);
    });
  });

  it("Privacy: a section on consent says, for every form, what is collected, why, how long, and how to withdraw", () => {
    renderDocument(PRIVACY);
    const section = screen
      .getByRole("heading", { level: 2, name: "Consent on our forms" })
      .closest("section")!;
    expect(section).toHaveAttribute("aria-labelledby", "consent");
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(CONSENT_FORMS.length);
    for (const [index, form] of CONSENT_FORMS.entries()) {
      expect(items[index]).toHaveTextContent(CONSENT_NOTICES[form].collected);
      expect(items[index]).toHaveTextContent(CONSENT_NOTICES[form].kept);
    }
    expect(section).toHaveTextContent(`Grievance Officer at ${COMPANY.grievanceEmail}`);
    expect(section).toHaveTextContent("withdraw your consent, or ask us to erase your data");
  });

  it.each([
    ["Terms", TERMS],
    ["Privacy", PRIVACY],
  ] as const)("%s: shows the general and education e-mail, phone and Noida address", (_name, legal) => {
    renderDocument(legal);
    const general = screen.getAllByRole("link", { name: COMPANY.generalEmail })[0];
    expect(general).toHaveAttribute("href", `mailto:${COMPANY.generalEmail}`);
    expect(screen.getAllByRole("link", { name: COMPANY.educationEmail })[0]).toHaveAttribute(
      "href",
      `mailto:${COMPANY.educationEmail}`,
    );
    expect(screen.getAllByRole("link", { name: COMPANY.phone })[0].getAttribute("href")).toMatch(
      /^tel:\+91\d{10}$/,
    );
    expect(screen.getAllByText(COMPANY.address)[0]).toBeInTheDocument();
    expect(COMPANY.address).toMatch(/Noida, Uttar Pradesh .*India/);
  });

  it("shows the effective date of the Privacy Policy", () => {
    renderDocument(PRIVACY);
    expect(screen.getByText("Effective July 2025")).toBeInTheDocument();
  });
});
