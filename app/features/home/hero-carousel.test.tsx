import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { HeroCarousel } from "./hero-carousel";
import type { HeroSlideData } from "./home-types";
import { renderWithRouter } from "./test-router";

const slides: HeroSlideData[] = [
  {
    title: "Launch Your Tech Career",
    small_description: "Start here",
    featured_image: "uploads/a.webp",
    slug: "launch",
  },
  { title: "Cloud Skills", small_description: "Go cloud", featured_image: "", slug: "cloud" },
  { title: "Design Thinking", small_description: "Design", featured_image: "uploads/c.webp", slug: "design" },
];

describe("HeroCarousel", () => {
  it("shows 'Loading...' while loading", () => {
    renderWithRouter(<HeroCarousel state={{ status: "loading" }} />);
    expect(screen.getByRole("status")).toHaveTextContent(SHELL_TEXT.loading);
  });

  it("shows the fetch error in red", () => {
    renderWithRouter(<HeroCarousel state={{ status: "error", message: MESSAGES.heroFetchFailed }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch hero sections.");
    expect(alert.className).toMatch(/text-red-/);
  });

  it("falls back to 'An unknown error occurred.' for an error without text", () => {
    renderWithRouter(<HeroCarousel state={{ status: "error", message: "" }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("An unknown error occurred.");
  });

  it("shows the empty message when no hero section is active", () => {
    renderWithRouter(<HeroCarousel state={{ status: "loaded", items: [] }} />);
    expect(screen.getByText("No active hero sections found.")).toBeInTheDocument();
  });

  it("renders one slide per hero with title, description and a 'Know More' link in a new tab", () => {
    renderWithRouter(<HeroCarousel state={{ status: "loaded", items: slides }} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      slides.map((s) => s.title),
    );
    expect(screen.getByText("Start here")).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: /Know More/ });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute("href", "/hero/launch");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener");
    expect(screen.getByRole("button", { name: SHELL_TEXT.heroPrevious })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: SHELL_TEXT.heroNext })).toBeInTheDocument();
  });

  it("loads the first image eagerly with high priority and explicit size, the rest lazily", () => {
    const { container } = renderWithRouter(<HeroCarousel state={{ status: "loaded", items: slides }} />);
    const images = container.querySelectorAll("img");
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[0]).toHaveAttribute("width");
    expect(images[0]).toHaveAttribute("height");
    expect(images[0]).toHaveAttribute("src", "/api/uploads/a.webp");
    expect(images[1]).toHaveAttribute("loading", "lazy");
    expect(images[1]).toHaveAttribute("src", "/placeholder.svg");
    expect(images[2]).toHaveAttribute("loading", "lazy");
  });

  it("shows the bottom bar with its four labels in every state", () => {
    renderWithRouter(<HeroCarousel state={{ status: "loading" }} />);
    const bar = screen.getByRole("list", { name: "What we do" });
    expect(
      within(bar)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Courses", "Internships", "IT Solutions", "Careers"]);
  });

  it("lays the slides out around the selected one, loops both ways and moves on a swipe", () => {
    renderWithRouter(<HeroCarousel state={{ status: "loaded", items: slides }} />);
    const carousel = screen.getByTestId("hero-carousel");
    // The visual order, left to right: the slide before, the selected one in the middle, the one after.
    const row = () =>
      [...carousel.querySelectorAll<HTMLElement>("[data-slide-index]")]
        .sort(
          (a, b) => Number(a.style.getPropertyValue("--slot")) - Number(b.style.getPropertyValue("--slot")),
        )
        .map((slide) => slide.dataset.slideIndex);
    const focusable = () =>
      screen.getAllByRole("link", { name: /Know More/ }).map((link) => link.getAttribute("tabindex"));
    expect(row()).toEqual(["2", "0", "1"]);
    expect(focusable()).toEqual(["0", "-1", "-1"]);

    fireEvent.click(screen.getByRole("button", { name: SHELL_TEXT.heroPrevious }));
    expect(carousel).toHaveAttribute("data-selected", "2");
    expect(row()).toEqual(["1", "2", "0"]);
    expect(focusable()).toEqual(["-1", "-1", "0"]);

    const viewport = carousel.querySelector("[data-slide-index]")?.parentElement
      ?.parentElement as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(carousel).toHaveAttribute("data-selected", "0");
    // A tap is not a swipe.
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 290 });
    expect(carousel).toHaveAttribute("data-selected", "0");
  });
});
