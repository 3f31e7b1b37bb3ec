import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { responsiveSrcSet, SmartImage } from "./smart-image";

describe("responsiveSrcSet", () => {
  it("offers the WebP width variants of a stored image up to the first one as wide as the slot", () => {
    expect(responsiveSrcSet("uploads\\blog\\post.jpg", 700)).toBe(
      "/api/uploads/blog/post-400w.webp 400w, /api/uploads/blog/post-600w.webp 600w, /api/uploads/blog/post-800w.webp 800w",
    );
    expect(responsiveSrcSet("uploads/hero/a.webp", 80)).toBe("/api/uploads/hero/a-400w.webp 400w");
    expect(responsiveSrcSet("uploads/hero/a.webp", 5000)?.split(", ")).toHaveLength(5);
  });

  it("has none for missing paths, other hosts and files without variants", () => {
    expect(responsiveSrcSet("", 400)).toBeUndefined();
    expect(responsiveSrcSet(null, 400)).toBeUndefined();
    expect(responsiveSrcSet("https://cdn.example.com/a.webp", 400)).toBeUndefined();
    expect(responsiveSrcSet("uploads/logos/a.svg", 400)).toBeUndefined();
  });
});

describe("SmartImage", () => {
  it("is lazy with a srcset and sizes when the slot's sizes are given", () => {
    render(<SmartImage path="uploads/a.webp" alt="A" width={640} height={360} sizes="100vw" />);
    const image = screen.getByRole("img", { name: "A" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute(
      "srcset",
      "/api/uploads/a-400w.webp 400w, /api/uploads/a-600w.webp 600w, /api/uploads/a-800w.webp 800w",
    );
    expect(image).toHaveAttribute("sizes", "100vw");
    expect(image).toHaveAttribute("width", "640");
  });

  it("loads a priority image eagerly and first", () => {
    render(<SmartImage path="uploads/a.webp" alt="A" width={640} height={360} priority />);
    const image = screen.getByRole("img", { name: "A" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("srcset");
  });

  it("falls back to the placeholder, without variants, when the file fails to load", () => {
    render(<SmartImage path="uploads/a.webp" alt="A" width={640} height={360} sizes="100vw" />);
    const image = screen.getByRole("img", { name: "A" });
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", "/placeholder.svg");
    expect(image).not.toHaveAttribute("srcset");
  });
});
