import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { COMPANY } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { SERVICE_PARTNERS } from "../../../seed/content/partners";
import { BRAND_BUILDING } from "./brand-building";
import { DEVELOPMENT } from "./development";
import { DIGITAL_MARKETING } from "./digital-marketing";
import { ServicePage } from "./service-page";
import type { Partner, ServicePageData } from "./service-types";

const partnersOf = (data: ServicePageData) =>
  SERVICE_PARTNERS[data.path.slice(1) as keyof typeof SERVICE_PARTNERS];

function renderPage(data: ServicePageData, partners: Partner[] = partnersOf(data)) {
  return render(
    <MemoryRouter>
      <ServicePage data={data} partners={partners} />
    </MemoryRouter>,
  );
}

describe.each([
  ["development", DEVELOPMENT, "300", "200", false],
  ["brand building", BRAND_BUILDING, "88+", "105+", true],
  ["digital marketing", DIGITAL_MARKETING, "88+", "105+", false],
] as const)("ServicePage: %s", (_name, data, projects, customers, letsTalk) => {
  it("shows the title, the claims and every service", () => {
    renderPage(data);
    expect(screen.getByRole("heading", { level: 1, name: data.title })).toBeInTheDocument();
    const claims = screen.getByText("Projects").closest("dl");
    expect(claims).not.toBeNull();
    expect(within(claims as HTMLElement).getByText(projects)).toBeInTheDocument();
    expect(within(claims as HTMLElement).getByText(customers)).toBeInTheDocument();
    for (const offer of data.offers.items) {
      expect(screen.getByRole("heading", { level: 3, name: offer.title })).toBeInTheDocument();
    }
  });

  it("has three partners with a category and a 'Visit' link opening in a new tab", () => {
    renderPage(data);
    const visits = screen.getAllByRole("link", { name: /^Visit / });
    expect(visits).toHaveLength(3);
    visits.forEach((link, index) => {
      const partner = partnersOf(data)[index];
      expect(["MEDIA", "EDUCATION"]).toContain(partner.category);
      expect(link).toHaveTextContent(MESSAGES.partnerVisit);
      expect(link).toHaveAttribute("href", partner.website);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.closest("li")).toHaveTextContent(partner.category);
      expect(link.closest("li")).toHaveTextContent(partner.name);
    });
  });

  it("shows the partners it is given (the company's data), and no partner section without any", () => {
    renderPage(data, [
      { category: "MEDIA", name: "Real Partner", website: "https://real.example.in", blurb: "" },
    ]);
    expect(screen.getByRole("link", { name: /^Visit Real Partner/ })).toHaveAttribute(
      "href",
      "https://real.example.in",
    );
    cleanup();
    renderPage(data, []);
    expect(screen.queryByRole("heading", { name: "Who we work with" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Visit / })).toBeNull();
  });

  it(`links 'Get in Touch'${letsTalk ? " and 'Lets Talk'" : ""} to /contact and shows the support phone and e-mail`, () => {
    renderPage(data);
    for (const link of screen.getAllByRole("link", { name: MESSAGES.serviceGetInTouch })) {
      expect(link).toHaveAttribute("href", "/contact");
    }
    const talk = screen.queryByRole("link", { name: MESSAGES.serviceLetsTalk });
    if (letsTalk) expect(talk).toHaveAttribute("href", "/contact");
    else expect(talk).toBeNull();
    expect(screen.getByRole("link", { name: COMPANY.phone })).toHaveAttribute(
      "href",
      `tel:${COMPANY.phone.replace(/\s/g, "")}`,
    );
    expect(screen.getByRole("link", { name: COMPANY.generalEmail })).toHaveAttribute(
      "href",
      `mailto:${COMPANY.generalEmail}`,
    );
  });
});
