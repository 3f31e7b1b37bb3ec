import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LogoData } from "./home-types";
import { LogoWall, rotateLogos } from "./logo-wall";

const logos = (n: number): LogoData[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Company ${i + 1}`, banner_image_path: "" }));

const shown = () => screen.getAllByRole("img").map((img) => img.getAttribute("alt"));

describe("LogoWall", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the loading, error and empty texts", () => {
    const { rerender } = render(<LogoWall state={{ status: "loading" }} />);
    expect(screen.getByText("Loading logos...")).toBeInTheDocument();
    rerender(<LogoWall state={{ status: "error", message: "Failed to load logos." }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load logos.");
    rerender(<LogoWall state={{ status: "loaded", items: [] }} />);
    expect(screen.getByText("No logos found.")).toBeInTheDocument();
  });

  it("shows 9 logos and moves the first 3 to the end every 3 seconds when there are more", () => {
    render(<LogoWall state={{ status: "loaded", items: logos(12) }} />);
    expect(shown()).toEqual(logos(9).map((l) => l.title));
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()[0]).toBe("Company 1");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `Company ${n}`));
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toEqual([7, 8, 9, 10, 11, 12, 1, 2, 3].map((n) => `Company ${n}`));
  });

  it("does not rotate 9 logos or fewer", () => {
    render(<LogoWall state={{ status: "loaded", items: logos(9) }} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(logos(9).map((l) => l.title));
  });

  it("rotateLogos moves the first items to the end", () => {
    expect(rotateLogos([1, 2, 3, 4, 5], 3)).toEqual([4, 5, 1, 2, 3]);
    expect(rotateLogos([], 3)).toEqual([]);
  });
});
