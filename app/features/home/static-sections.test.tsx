import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ADVANTAGE_TABS } from "../../../domain/constants";
import { Advantages } from "./advantages";
import { MarketingClaims } from "./marketing-claims";
import { ServicesGrid } from "./services-grid";
import { renderWithRouter } from "./test-router";

describe("static home sections", () => {
  it("services grid links to the five service and career pages", () => {
    renderWithRouter(<ServicesGrid />);
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/development",
      "/brand-building",
      "/digital-marketing",
      "/learning-opportunities",
      "/career-opportunities",
    ]);
  });

  it("advantages has the five tabs, each with its own panel", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Advantages />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent?.slice(2))).toEqual([...ADVANTAGE_TABS]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Learn exactly what employers hire for");
    await user.click(screen.getByRole("tab", { name: /Placement Support/ }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Support until you are hired");
  });

  it("marketing claims show every figure of the spec", () => {
    renderWithRouter(<MarketingClaims />);
    for (const text of ["100%", "32", "6 Months", "3/2", "1500+", "140+", "310+"]) {
      expect(screen.getByText(text, { selector: "dd" })).toBeInTheDocument();
    }
    expect(screen.getByText("Placement Guarantee")).toBeInTheDocument();
  });
});
