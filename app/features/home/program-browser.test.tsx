import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProgramCardData } from "./home-types";
import { ProgramBrowser } from "./program-browser";
import { renderWithRouter } from "./test-router";

let nextId = 1;
function program(
  category: string,
  title: string,
  slug: string | null = title.toLowerCase().replace(/ /g, "-"),
) {
  return {
    id: nextId++,
    slug,
    title,
    category,
    banner_image_path: "",
    duration: "3 Months",
    skill_level: "Beginner",
    provider: "Nexora Technologies",
    rating: 4.5,
    review_count: 10,
  } satisfies ProgramCardData;
}

const courses = [
  program("Development", "Dev One"),
  program("Development", "Dev Two"),
  program("Development", "Dev Three"),
  program("Development", "Dev Four"),
  program("Design", "Design One"),
  program("Networking", "Cloud Computing Essentials", null),
];

const cardTitles = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("ProgramBrowser", () => {
  it("shows the loading, error and empty states", () => {
    const { unmount } = renderWithRouter(<ProgramBrowser kind="course" state={{ status: "loading" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading courses...");
    unmount();
    const error = renderWithRouter(
      <ProgramBrowser kind="course" state={{ status: "error", message: "Network response was not ok" }} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Error: Network response was not ok");
    error.unmount();
    renderWithRouter(<ProgramBrowser kind="internship" state={{ status: "loaded", items: [] }} />);
    expect(screen.getByText("No Internships Found")).toBeInTheDocument();
  });

  it("shows 'Loading internships...' and 'No Courses Found' for the other kind", () => {
    const { unmount } = renderWithRouter(<ProgramBrowser kind="internship" state={{ status: "loading" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading internships...");
    unmount();
    renderWithRouter(<ProgramBrowser kind="course" state={{ status: "loaded", items: [] }} />);
    expect(screen.getByText("No Courses Found")).toBeInTheDocument();
  });

  it("shows one tab per home category with its item count", () => {
    renderWithRouter(<ProgramBrowser kind="course" state={{ status: "loaded", items: courses }} />);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual([
      "Development4",
      "Design1",
      "Data Science0",
      "Animation0",
      "Programming0",
      "Networking1",
    ]);
  });

  it("pages 3 courses at a time with Previous/Next disabled at the ends, back to page 1 on tab change", async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProgramBrowser kind="course" state={{ status: "loaded", items: courses }} />);
    expect(cardTitles()).toEqual(["Dev One", "Dev Two", "Dev Three"]);
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(previous).toBeDisabled();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(next);
    expect(cardTitles()).toEqual(["Dev Four"]);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(screen.getByRole("tab", { name: /Design/ }));
    expect(cardTitles()).toEqual(["Design One"]);
    // One page only: no paging buttons.
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /Development/ }));
    expect(cardTitles()).toEqual(["Dev One", "Dev Two", "Dev Three"]);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("links cards by slug and labels a course without a slug 'Not Available'", async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProgramBrowser kind="course" state={{ status: "loaded", items: courses }} />);
    expect(screen.getByRole("link", { name: /Dev One/ })).toHaveAttribute(
      "href",
      "/created-courses-web/dev-one",
    );
    await user.click(screen.getByRole("tab", { name: /Networking/ }));
    const card = screen.getByRole("article");
    expect(within(card).getByText("Not Available")).toBeInTheDocument();
    expect(within(card).queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the empty text inside a category without items", async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProgramBrowser kind="course" state={{ status: "loaded", items: courses }} />);
    await user.click(screen.getByRole("tab", { name: /Animation/ }));
    expect(screen.getByText("No Courses Found")).toBeInTheDocument();
    expect(
      screen.getByText('There are no courses available in the "Animation" category.'),
    ).toBeInTheDocument();
  });

  it("pages internships 2 at a time and labels one without a slug 'Internship Not Available'", async () => {
    const user = userEvent.setup();
    const internships = [
      program("Development", "Web Development Internship"),
      program("Development", "React Internship"),
      program("Development", "Node Internship"),
      program("Networking", "Network Security Internship", null),
    ];
    renderWithRouter(<ProgramBrowser kind="internship" state={{ status: "loaded", items: internships }} />);
    expect(cardTitles()).toEqual(["Web Development Internship", "React Internship"]);
    expect(screen.getByRole("link", { name: /Web Development Internship/ })).toHaveAttribute(
      "href",
      "/created-internships-web/web-development-internship",
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(cardTitles()).toEqual(["Node Internship"]);
    await user.click(screen.getByRole("tab", { name: /Networking/ }));
    expect(screen.getByText("Internship Not Available")).toBeInTheDocument();
  });
});
