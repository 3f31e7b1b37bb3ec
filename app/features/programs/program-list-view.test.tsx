import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { LIST_CATEGORIES } from "../../../domain/constants";
import { parsePage } from "../../../domain/paging";
import { resolveCategory } from "./list-state";
import type { ProgramCardData } from "./program-card";
import { type ProgramListKind, ProgramListView } from "./program-list-view";

function program(n: number, category = "Development", extra: Partial<ProgramCardData> = {}): ProgramCardData {
  return {
    id: n,
    slug: `program-${n}`,
    title: `Program ${n}`,
    category,
    banner_image_path: "",
    provider: "Nexora Technologies",
    rating: 4.5,
    review_count: n,
    ...extra,
  };
}

interface Options {
  kind?: ProgramListKind;
  error?: string;
  loading?: boolean;
}

/** What the next render shows (set by renderList). */
let current: { items: ProgramCardData[]; options: Options } = { items: [], options: {} };

/** The list as its route renders it: category and page come from the URL. */
function ListPage() {
  const { items, options } = current;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <>
      <ProgramListView
        kind={options.kind ?? "course"}
        items={items}
        error={options.error}
        loading={options.loading}
        category={resolveCategory(params.get("category"))}
        page={parsePage(params.get("page"))}
        pathname={location.pathname}
      />
      <div data-testid="url">{`${location.pathname}${location.search}`}</div>
    </>
  );
}

function renderList(items: ProgramCardData[], url = "/learning-opportunities", options: Options = {}) {
  current = { items, options };
  const Stub = createRoutesStub([
    { path: "/learning-opportunities", Component: ListPage },
    { path: "/career-opportunities", Component: ListPage },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const cards = () =>
  within(screen.getByRole("list", { name: /courses|internships/i })).getAllByRole("listitem");

describe("ProgramListView", () => {
  it("shows the title and every category chip, 'All' pressed by default", () => {
    renderList([program(1)]);
    expect(screen.getByRole("heading", { level: 1, name: "Learning Opportunities" })).toBeInTheDocument();
    for (const category of LIST_CATEGORIES) {
      expect(screen.getByRole("button", { name: category })).toHaveAttribute(
        "aria-pressed",
        String(category === "All"),
      );
    }
  });

  it("shows 9 cards per page and pages with Previous/Next", async () => {
    const user = userEvent.setup();
    renderList(Array.from({ length: 12 }, (_, i) => program(i + 1)));
    expect(cards()).toHaveLength(9);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("link", { name: "Next" }));
    expect(screen.getByTestId("url")).toHaveTextContent("/learning-opportunities?page=2");
    expect(cards()).toHaveLength(3);
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(screen.getByRole("link", { name: "Previous" }));
    expect(cards()).toHaveLength(9);
  });

  it("hides paging with a single page", () => {
    renderList([program(1), program(2)]);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it("filters by chip and resets to page 1", async () => {
    const user = userEvent.setup();
    const items = [
      ...Array.from({ length: 10 }, (_, i) => program(i + 1)),
      program(50, "Design"),
      program(51, "Design"),
    ];
    renderList(items, "/learning-opportunities?page=2");
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Design" }));
    expect(screen.getByTestId("url")).toHaveTextContent("/learning-opportunities?category=Design");
    expect(screen.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Program 50",
      "Program 51",
    ]);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it("reads the category and page from a shared address", () => {
    const items = Array.from({ length: 20 }, (_, i) => program(i + 1, "Design"));
    renderList(items, "/learning-opportunities?category=design&page=3");
    expect(screen.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it("shows the empty state of a category", () => {
    renderList([program(1)], "/learning-opportunities?category=Animation");
    expect(screen.getByRole("heading", { name: "No Courses Found" })).toBeInTheDocument();
    expect(
      screen.getByText('There are no courses available in the "Animation" category.'),
    ).toBeInTheDocument();
  });

  it("shows the internship texts", () => {
    renderList([], "/career-opportunities?category=Design", { kind: "internship" });
    expect(screen.getByRole("heading", { level: 1, name: "Internship Opportunities" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No Internships Found" })).toBeInTheDocument();
    expect(
      screen.getByText('There are no internships available in the "Design" category.'),
    ).toBeInTheDocument();
  });

  it("shows loading and error states", () => {
    const { unmount } = renderList([program(1)], "/learning-opportunities", { loading: true });
    expect(screen.getByRole("status")).toHaveTextContent("Loading courses...");
    unmount();
    renderList([], "/career-opportunities", { kind: "internship", loading: true });
    expect(screen.getByRole("status")).toHaveTextContent("Loading internships...");
  });

  it("shows 'Error: {message}'", () => {
    renderList([], "/learning-opportunities", { error: "Failed to fetch courses from the server." });
    expect(screen.getByRole("alert")).toHaveTextContent("Error: Failed to fetch courses from the server.");
  });

  it("renders card details, reviews on courses, and 'Details Unavailable' without a slug", () => {
    renderList([program(1, "Networking", { review_count: 126 }), program(2, "Networking", { slug: null })]);
    const [withSlug, withoutSlug] = cards();
    expect(within(withSlug).getByText("Networking")).toBeInTheDocument();
    expect(within(withSlug).getByText("Nexora Technologies")).toBeInTheDocument();
    expect(within(withSlug).getByText("(126 Reviews)")).toBeInTheDocument();
    expect(within(withSlug).getByRole("link", { name: /Enroll Now/ })).toHaveAttribute(
      "href",
      "/created-courses-web/program-1",
    );
    expect(within(withSlug).getByRole("img")).toHaveAttribute("src", "/placeholder.svg");
    expect(within(withoutSlug).getByRole("button", { name: "Details Unavailable" })).toBeDisabled();
    expect(within(withoutSlug).queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows a number beside the star of a course without a rating (the detail page's 5.0), never a bare star", () => {
    renderList([program(1, "Networking", { rating: null, review_count: 0 })]);
    const [card] = cards();
    expect(card).toHaveTextContent(/Rated 5\.0\s*\(0 Reviews\)/);
  });

  it("shows each card's fee, and the fee with a coupon when the program has one", () => {
    renderList([
      program(1, "Networking", { price: { fee: 24999, coupon_percentage: 10, fee_with_coupon: 22499.1 } }),
      program(2, "Networking", { price: { fee: 8000, coupon_percentage: null, fee_with_coupon: null } }),
    ]);
    const [withCoupon, plain] = cards();
    expect(withCoupon).toHaveTextContent("Fee₹24,999₹22,499.10 with a coupon (10% off)");
    expect(plain).toHaveTextContent("Fee₹8,000");
    expect(plain).not.toHaveTextContent("coupon");
  });

  it("links internship cards to the internship page and shows no reviews", () => {
    renderList([program(1)], "/career-opportunities", { kind: "internship" });
    expect(screen.getByRole("link", { name: /Enroll Now/ })).toHaveAttribute(
      "href",
      "/created-internships-web/program-1",
    );
    expect(screen.queryByText(/Reviews\)/)).not.toBeInTheDocument();
  });

  it("falls back to the placeholder when a banner fails to load", () => {
    renderList([program(1, "Design", { banner_image_path: "uploads/x.webp" })]);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("src", "/api/uploads/x.webp");
    // fireEvent wraps the event in act(), so React has re-rendered when it returns.
    fireEvent.error(image);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/placeholder.svg");
  });
});
