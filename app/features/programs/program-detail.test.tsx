import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COURSE_STATS } from "../../../domain/constants";
import { CourseDetailView, type CourseView } from "./course-detail-view";
import {
  COURSE_FEATURE_TILES,
  COURSE_HIGHLIGHTS,
  INTERNSHIP_FEATURE_TILES,
  INTERNSHIP_PERKS,
} from "./detail-content";
import { InternshipDetailView, type InternshipView } from "./internship-detail-view";
import { ProgramAccordion } from "./program-accordion";

let element: ReactNode = null;
function Screen() {
  return <>{element}</>;
}
function renderInRouter(node: ReactNode) {
  element = node;
  const Stub = createRoutesStub([{ path: "*", Component: Screen }]);
  return render(<Stub initialEntries={["/x"]} />);
}

const course: CourseView = {
  id: 1,
  slug: "full-stack-web-development",
  title: "Full Stack Web Development",
  description: "Build complete web apps.",
  category: "Development",
  rating: 4.8,
  review_count: 126,
  banner_image_path: "uploads/courses/fs.webp",
  brochure_path: "uploads\\brochures\\fs.pdf",
  duration: "6 Months",
  skill_level: "Beginner",
  language: "English",
  key_features: JSON.stringify([{ title: "React", description: "Components" }, "Node.js"]),
  course_modules: [
    { title: "Module 1: HTML", description: "Semantic markup" },
    { title: "Module 2: CSS", description: "Layouts with grid" },
  ],
  love_items: ["Small batches", { title: "Mentor calls", description: "Weekly" }],
  faqs: [{ title: "Is it online?", description: "Yes, live online." }],
  provider: "Nexora Technologies",
  fees: 24999,
  has_coupon: true,
  discount_percentage: 20,
  price: { fee: 24999, coupon_percentage: 20, fee_with_coupon: 19999.2 },
};

function relatedResponse(key: "courses" | "items", page: number, totalPages: number) {
  const items = [1, 2].map((n) => ({
    id: page * 10 + n,
    slug: `related-${page}-${n}`,
    title: `Related ${page}-${n}`,
    banner_image_path: "",
    duration: "3 Months",
    skill_level: "Beginner",
  }));
  return new Response(JSON.stringify({ [key]: items, totalPages }), {
    headers: { "Content-Type": "application/json" },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const page = Number(new URL(url, "http://x").searchParams.get("page"));
    return relatedResponse(url.includes("related-courses") ? "courses" : "items", page, 2);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ProgramAccordion", () => {
  const items = ["One", "Two", "Three"].map((title) => ({ key: title, title, content: <p>{title} body</p> }));

  it("starts with the first item open and keeps one open at a time", async () => {
    const user = userEvent.setup();
    render(<ProgramAccordion items={items} />);
    const [one, two] = screen.getAllByRole("button");
    expect(one).toHaveAttribute("aria-expanded", "true");
    expect(two).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("One body")).toBeVisible();

    await user.click(two);
    expect(two).toHaveAttribute("aria-expanded", "true");
    expect(one).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Two body")).toBeVisible();
    expect(screen.queryByText("One body")).not.toBeInTheDocument();
  });

  it("closes the open item when it is clicked again", async () => {
    const user = userEvent.setup();
    render(<ProgramAccordion items={items} />);
    const [one] = screen.getAllByRole("button");
    await user.click(one);
    expect(one).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("button").every((b) => b.getAttribute("aria-expanded") === "false")).toBe(
      true,
    );
  });

  it("moves between headers with the arrow keys, Home and End, and opens one with Enter", async () => {
    const user = userEvent.setup();
    render(<ProgramAccordion items={items} />);
    const [one, two, three] = screen.getAllByRole("button");
    one.focus();
    await user.keyboard("{ArrowDown}");
    expect(two).toHaveFocus();
    await user.keyboard("{End}");
    expect(three).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(one).toHaveFocus();
    await user.keyboard("{ArrowUp}{Enter}");
    expect(three).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Three" })).toHaveTextContent("Three body");
    await user.keyboard("{Home}");
    expect(one).toHaveFocus();
  });

  it("renders nothing without items", () => {
    const { container } = render(<ProgramAccordion items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("CourseDetailView", () => {
  it("shows the server's fee and the fee with a coupon in the hero, never the code", () => {
    renderInRouter(<CourseDetailView course={course} />);
    const hero = screen.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    expect(hero).toHaveTextContent("Fee₹24,999₹19,999.20 with a coupon (20% off)");
    const without = { ...course, price: { fee: 12000, coupon_percentage: null, fee_with_coupon: null } };
    cleanup();
    renderInRouter(<CourseDetailView course={without} />);
    const plain = screen.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    expect(plain).toHaveTextContent("Fee₹12,000");
    expect(plain).not.toHaveTextContent("with a coupon");
  });

  it("shows the hero, rating and the fixed blocks", () => {
    renderInRouter(<CourseDetailView course={course} />);
    expect(screen.getByRole("heading", { level: 1, name: course.title })).toBeInTheDocument();
    expect(screen.getByText(course.description)).toBeInTheDocument();
    expect(screen.getByText("4.8")).toBeInTheDocument();
    expect(screen.getByText("Based on 126 reviews")).toBeInTheDocument();
    const highlights = within(screen.getByRole("list", { name: "Course highlights" })).getAllByRole(
      "listitem",
    );
    expect(highlights.map((li) => li.textContent)).toEqual([...COURSE_HIGHLIGHTS]);
    expect(
      within(screen.getByRole("list", { name: "Training features" })).getAllByRole("listitem"),
    ).toHaveLength(COURSE_FEATURE_TILES.length);
    expect(COURSE_FEATURE_TILES).toHaveLength(9);
    const stats = within(screen.getByRole("list", { name: "Our numbers" })).getAllByRole("listitem");
    expect(stats.map((li) => li.textContent)).toEqual(COURSE_STATS.map((s) => `${s.value}${s.label}`));
    expect(screen.getByText("2 Lakh+")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "TALK TO ADVISOR" })).toBeInTheDocument();
  });

  it("offers the brochure for download when there is one", () => {
    renderInRouter(<CourseDetailView course={course} />);
    const link = screen.getByRole("link", { name: "Download Brochure" });
    expect(link).toHaveAttribute("href", "/api/uploads/brochures/fs.pdf");
    expect(link).toHaveAttribute("download");
  });

  it("defaults the rating to 5.0 and reviews to 0, hides a missing brochure and shows N/A", () => {
    renderInRouter(
      <CourseDetailView
        course={{
          ...course,
          rating: null,
          review_count: null as unknown as number,
          brochure_path: "",
          duration: "",
          skill_level: "",
          language: "",
        }}
      />,
    );
    expect(screen.getByText("5.0")).toBeInTheDocument();
    expect(screen.getByText("Based on 0 reviews")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download Brochure" })).not.toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Course Details" });
    for (const label of ["Duration", "Skill Level", "Language", "Reviews"]) {
      expect(within(details).getByText(label).nextElementSibling).toHaveTextContent("N/A");
    }
  });

  it("renders the list fields: what you'll learn, course content, things you'll love, FAQ", () => {
    renderInRouter(<CourseDetailView course={course} />);
    const learn = screen.getByRole("region", { name: "What you'll learn" });
    expect(within(learn).getByText("React")).toBeInTheDocument();
    expect(within(learn).getByText("Components")).toBeInTheDocument();
    expect(within(learn).getByText("Node.js")).toBeInTheDocument();

    const content = screen.getByRole("region", { name: "Course Content" });
    const triggers = within(content).getAllByRole("button");
    expect(triggers.map((b) => b.textContent)).toEqual(["Module 1: HTML", "Module 2: CSS"]);
    expect(triggers[0]).toHaveAttribute("aria-expanded", "true");
    expect(within(content).getByText("Semantic markup")).toBeVisible();

    const love = screen.getByRole("region", { name: "A Few Things You'll Love" });
    expect(within(love).getByText("Small batches")).toBeInTheDocument();
    expect(within(love).getByText("Weekly")).toBeInTheDocument();

    const faq = screen.getByRole("region", { name: "Frequently Asked Questions" });
    expect(within(faq).getByRole("button", { name: "Is it online?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(faq).getByText("Yes, live online.")).toBeInTheDocument();
  });

  it("shows the course details and links every Enroll to the preselected registration", () => {
    renderInRouter(<CourseDetailView course={course} />);
    const details = screen.getByRole("region", { name: "Course Details" });
    expect(within(details).getByText("6 Months")).toBeInTheDocument();
    expect(within(details).getByText("Beginner")).toBeInTheDocument();
    expect(within(details).getByText("English")).toBeInTheDocument();
    expect(within(details).getByText("126")).toBeInTheDocument();
    const enrolls = screen.getAllByRole("link", { name: "Enroll Now" });
    expect(enrolls.length).toBeGreaterThanOrEqual(3);
    for (const link of enrolls) {
      expect(link).toHaveAttribute(
        "href",
        "/registration-forms?type=Courses&program=Full+Stack+Web+Development",
      );
    }
    expect(screen.getByRole("region", { name: /Get certified/ })).toBeInTheDocument();
  });

  it("hides empty list sections", () => {
    renderInRouter(
      <CourseDetailView
        course={{ ...course, key_features: "[]", course_modules: null, love_items: [], faqs: "" }}
      />,
    );
    expect(screen.queryByRole("region", { name: "What you'll learn" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Course Content" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "A Few Things You'll Love" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Frequently Asked Questions" })).not.toBeInTheDocument();
  });

  it("loads related courses from the API and pages them", async () => {
    const user = userEvent.setup();
    renderInRouter(<CourseDetailView course={course} />);
    // The related block's code loads after the page's (deferred-parts.ts).
    expect(await screen.findByText("Loading...")).toHaveAttribute("role", "status");
    const related = await screen.findByRole("region", { name: "Related Courses" });
    await within(related).findByText("Related 1-1");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/related-courses/Development/full-stack-web-development?page=1",
      expect.anything(),
    );
    expect(within(related).getByRole("link", { name: /Related 1-2/ })).toHaveAttribute(
      "href",
      "/created-courses-web/related-1-2",
    );
    expect(within(related).getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(within(related).getByRole("button", { name: "Next" }));
    await within(related).findByText("Related 2-1");
    expect(within(related).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(related).getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(within(related).getByRole("button", { name: "Previous" }));
    await within(related).findByText("Related 1-1");
  });

  it("hides the related block when the request fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementation(async () => new Response("{}", { status: 500 }));
    renderInRouter(<CourseDetailView course={course} />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText("Related Courses")).not.toBeInTheDocument();
    error.mockRestore();
  });
});

describe("InternshipDetailView", () => {
  const internship: InternshipView = {
    id: 2,
    slug: "web-development-internship",
    title: "Web Development Internship",
    description: "Ship real features.",
    category: "Development",
    banner_image_path: "",
    brochure_path: "",
    duration: "3 Months",
    skill_level: "Intermediate",
    language: "",
    internship_modules: ["Git workflow", { title: "React", description: "Hooks" }],
    responsibilities: '["Write tests"]',
    perks_and_benefits: [{ title: "Certificate" }],
    faqs: [{ title: "Paid?", description: "Stipend for top performers." }],
    provider: "Nexora Technologies",
    fees: 4999,
    has_coupon: true,
    discount_percentage: 15,
    price: { fee: 4999, coupon_percentage: 15, fee_with_coupon: 4249.15 },
  };

  it("shows the fixed blocks, the accordion sections and the details box", async () => {
    const user = userEvent.setup();
    renderInRouter(<InternshipDetailView internship={internship} />);
    expect(screen.getByRole("heading", { level: 1, name: internship.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "APPLY NOW" })).toBeInTheDocument();
    const highlights = within(screen.getByRole("list", { name: "Internship highlights" })).getAllByRole(
      "listitem",
    );
    expect(highlights).toHaveLength(6);
    expect(highlights.map((li) => li.textContent).join(" ")).toMatch(/full-time offer/);
    expect(
      within(screen.getByRole("list", { name: "Internship features" })).getAllByRole("listitem"),
    ).toHaveLength(INTERNSHIP_FEATURE_TILES.length);
    expect(INTERNSHIP_FEATURE_TILES).toHaveLength(6);

    const accordion = screen.getByRole("region", { name: "About this internship" });
    const triggers = within(accordion).getAllByRole("button");
    expect(triggers.map((b) => b.textContent)).toEqual([
      "Internship Modules",
      "Responsibilities",
      "Perks & Benefits",
      "Frequently Asked Questions",
    ]);
    expect(triggers[0]).toHaveAttribute("aria-expanded", "true");
    expect(within(accordion).getByText("Git workflow")).toBeVisible();
    await user.click(triggers[1]);
    expect(within(accordion).getByText("Write tests")).toBeVisible();
    expect(within(accordion).queryByText("Git workflow")).not.toBeInTheDocument();

    const details = screen.getByRole("region", { name: "Internship Details" });
    expect(within(details).getByText("3 Months")).toBeInTheDocument();
    expect(within(details).getByText("Language").nextElementSibling).toHaveTextContent("N/A");
    const expected = "/registration-forms?type=Internship&program=Web+Development+Internship";
    for (const name of ["Register Now", "Apply Now"]) {
      for (const link of screen.getAllByRole("link", { name }))
        expect(link).toHaveAttribute("href", expected);
    }
    const perks = screen.getByRole("region", { name: /Perks of interning/ });
    expect(
      within(perks)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([...INTERNSHIP_PERKS]);
  });

  it("loads related internships from their API", async () => {
    renderInRouter(<InternshipDetailView internship={internship} />);
    const related = await screen.findByRole("region", { name: "Related Internships" });
    await within(related).findByText("Related 1-1");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/related-internships/Development/web-development-internship?page=1",
      expect.anything(),
    );
  });
});
