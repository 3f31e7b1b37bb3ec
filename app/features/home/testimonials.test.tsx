import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TestimonialData } from "./home-types";
import { Testimonials } from "./testimonials";

const items = (prefix: string, n: number): TestimonialData[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `${prefix} title ${i + 1}`,
    feedback: "Great",
    name: `${prefix} ${i + 1}`,
  }));

const loaded = (list: TestimonialData[]) => ({ status: "loaded" as const, items: list });
const cards = () => screen.queryAllByRole("figure");

describe("Testimonials", () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'Loading feedback...' while loading", () => {
    render(<Testimonials students={{ status: "loading" }} clients={{ status: "loading" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading feedback...");
  });

  it("shows 6 students with five stars and a review badge, View More reveals the rest and View Less returns", () => {
    render(<Testimonials students={loaded(items("Student", 12))} clients={loaded(items("Client", 6))} />);
    expect(cards()).toHaveLength(6);
    expect(screen.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(6);
    expect(screen.getAllByText("Google Review")).toHaveLength(6);
    // Items 4 to 6 are hidden below 640 px (3 shown there) by CSS.
    expect(cards()[3].parentElement).toHaveClass("max-sm:hidden");
    expect(cards()[2].parentElement).not.toHaveClass("max-sm:hidden");

    fireEvent.click(screen.getByRole("button", { name: "View More" }));
    expect(cards()).toHaveLength(12);
    fireEvent.click(screen.getByRole("button", { name: "View Less" }));
    expect(cards()).toHaveLength(6);
  });

  it("toggles to clients; with 6 clients the button shows only below 640 px", () => {
    render(<Testimonials students={loaded(items("Student", 12))} clients={loaded(items("Client", 6))} />);
    const clientsButton = screen.getByRole("button", { name: "Clients" });
    fireEvent.click(clientsButton);
    expect(clientsButton).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Client 1")).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole("button", { name: "View More" }).parentElement).toHaveClass("sm:hidden");
  });

  it("has no View More button when there are no more items than the small initial count", () => {
    render(<Testimonials students={loaded(items("Student", 3))} clients={loaded([])} />);
    expect(screen.queryByRole("button", { name: "View More" })).not.toBeInTheDocument();
  });

  it("shows '❌ Failed to fetch student feedback' and clears it after 3 seconds", () => {
    vi.useFakeTimers();
    render(
      <Testimonials
        students={{ status: "error", message: "Failed to fetch student feedback" }}
        clients={{ status: "error", message: "Failed to fetch client feedback" }}
      />,
    );
    expect(screen.getByText("❌ Failed to fetch student feedback")).toBeInTheDocument();
    expect(screen.getByText("❌ Failed to fetch client feedback")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText("❌ Failed to fetch student feedback")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });
});
