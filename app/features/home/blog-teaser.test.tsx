import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BlogTeaser } from "./blog-teaser";
import type { PostTeaserData } from "./home-types";
import { renderWithRouter } from "./test-router";

const posts: PostTeaserData[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  slug: `post-${i + 1}`,
  title: `Post ${i + 1}`,
  excerpt: "Summary",
  created_at: "2025-07-05T10:00:00.000Z",
  featured_image_path: "",
  category: "Career",
  author: "Priya Nair",
}));

describe("BlogTeaser", () => {
  it("shows 'Loading posts...', the error text and the empty state", () => {
    const a = renderWithRouter(<BlogTeaser state={{ status: "loading" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading posts...");
    a.unmount();
    const b = renderWithRouter(
      <BlogTeaser state={{ status: "error", message: "Failed to fetch blog posts." }} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch blog posts.");
    b.unmount();
    renderWithRouter(<BlogTeaser state={{ status: "loaded", items: [] }} />);
    expect(screen.getByText("No Blog Posts Yet")).toBeInTheDocument();
  });

  it("links each of the posts to /blog/{slug} with its date", () => {
    renderWithRouter(<BlogTeaser state={{ status: "loaded", items: posts }} />);
    expect(screen.getByRole("link", { name: "Post 1" })).toHaveAttribute("href", "/blog/post-1");
    expect(screen.getByRole("link", { name: "Post 5" })).toHaveAttribute("href", "/blog/post-5");
    expect(screen.getAllByText("5 July 2025")).toHaveLength(5);
  });
});
