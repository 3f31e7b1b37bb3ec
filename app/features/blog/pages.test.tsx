/** The blog and hero route components in their states: list, empty, error, not found, loading, paging. */
import { act, configure, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../domain/messages";
import Blog, { ErrorBoundary as BlogError } from "../../routes/blog";
import BlogPost, { ErrorBoundary as BlogPostError } from "../../routes/blog-post";
import HeroArticle, { ErrorBoundary as HeroError } from "../../routes/hero-article";
import { Pagination } from "./pagination";

afterEach(() => vi.restoreAllMocks());
// The machine is shared: give the router's async rendering more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Route modules' components take typed loader props; the stub supplies them at run time.
const asComponent = (component: unknown) => component as ComponentType;

function renderAt(path: string, routes: Parameters<typeof createRoutesStub>[0]) {
  const Stub = createRoutesStub(routes);
  return render(<Stub initialEntries={[path]} />);
}

let pager = { page: 1, totalPages: 1 };
function PagerHarness() {
  return <Pagination page={pager.page} totalPages={pager.totalPages} />;
}

describe("Pagination", () => {
  function renderPager(page: number, totalPages: number) {
    pager = { page, totalPages };
    return renderAt("/blog", [{ path: "/blog", Component: PagerHarness }]);
  }

  it("is hidden with a single page", async () => {
    renderPager(1, 1);
    await act(async () => {});
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("on the first page disables Previous and links Next to ?page=2", async () => {
    renderPager(1, 2);
    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    const previous = screen.getByRole("link", { name: /Previous/ });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(previous).not.toHaveAttribute("href");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/blog?page=2");
  });

  it("on the last page disables Next and links Previous to the first page", async () => {
    renderPager(2, 2);
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/blog");
  });

  it("in the middle links both ways", async () => {
    renderPager(2, 3);
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/blog?page=3");
  });
});

const feedback = [{ id: 1, title: "Great", feedback: "Loved it", name: "Aarav" }];

function blogData(posts: unknown[], page = 1, totalPages = 1) {
  return {
    page,
    totalPages,
    posts,
    firstCategory: posts.length ? "Career" : null,
    clientFeedback: Promise.resolve(feedback),
    studentFeedback: Promise.resolve(null),
    categoryPosts: Promise.resolve([]),
    relatedPosts: Promise.resolve([]),
  };
}

describe("Blog listing", () => {
  const post = {
    slug: "first-post",
    title: "First Post",
    date: "5 July 2025",
    dateTime: "2025-07-05T04:30:00.000Z",
    summary: "A short plain summary…",
    image: "",
    category: "Career",
  };

  it("shows each post's date, title, summary and Read More link, and the sidebar", async () => {
    renderAt("/blog", [
      { path: "/blog", Component: asComponent(Blog), loader: () => blogData([post], 1, 2) },
    ]);
    expect(await screen.findByRole("heading", { name: "First Post" })).toBeInTheDocument();
    expect(screen.getByText("5 July 2025")).toBeInTheDocument();
    expect(screen.getByText("A short plain summary…")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", "/blog/first-post");
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Enquire Now" })).toBeInTheDocument();
    expect(await screen.findByText("Loved it", { exact: false })).toBeInTheDocument();
    // A failed (null) feedback list stays in its loading state.
    expect(screen.getByText(MESSAGES.loadingFeedback)).toBeInTheDocument();
  });

  it("shows the empty state without paging", async () => {
    renderAt("/blog", [{ path: "/blog", Component: asComponent(Blog), loader: () => blogData([]) }]);
    expect(await screen.findByRole("heading", { name: "No Blog Posts Yet" })).toBeInTheDocument();
    expect(
      screen.getByText("We're working on creating some great content. Please check back soon!"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the list cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/blog", [
      {
        path: "/blog",
        Component: asComponent(Blog),
        ErrorBoundary: asComponent(BlogError),
        loader: () => {
          throw data({ message: MESSAGES.networkNotOk }, { status: 503 });
        },
      },
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Network response was not ok");
  });
});

function postData(slug: string, title: string, nextSlug?: string) {
  return {
    post: {
      id: 1,
      slug,
      title,
      content: "<p>Body text</p>",
      author: "Priya Nair",
      created_at: "2025-07-01T06:00:00.000Z",
      featured_image_path: "",
      category: "Career",
      tags: ["Interviews", "Freshers"],
    },
    description: "Body text",
    now: "2025-07-04T06:00:00.000Z",
    clientFeedback: Promise.resolve(feedback),
    studentFeedback: Promise.resolve(feedback),
    categoryPosts: Promise.resolve(
      nextSlug ? [{ key: nextSlug, href: `/blog/${nextSlug}`, title: "Next one", image: "" }] : [],
    ),
    relatedPosts: Promise.resolve([]),
  };
}

describe("Blog post", () => {
  it("shows title, author, relative and absolute date, content, tags and Posted By", async () => {
    renderAt("/blog/a", [
      { path: "/blog/:slug", Component: asComponent(BlogPost), loader: () => postData("a", "Post A") },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Post A" })).toBeInTheDocument();
    expect(screen.getByText("3 days ago")).toBeInTheDocument();
    expect(screen.getAllByText("1 July 2025").length).toBeGreaterThan(0);
    expect(screen.getByText("Body text")).toBeInTheDocument();
    expect(screen.getByText("#Interviews")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Posted By" })).toBeInTheDocument();
    expect(screen.getAllByText("Priya Nair").length).toBeGreaterThan(0);
    for (const name of ["Previous", "Next"])
      expect(screen.getByRole("link", { name })).toHaveAttribute("aria-disabled", "true");
  });

  it("shows 'Loading post...' while another post loads", async () => {
    let release!: () => void;
    renderAt("/blog/a", [
      {
        path: "/blog/:slug",
        Component: asComponent(BlogPost),
        loader: async ({ params }) => {
          if (params.slug === "b") await new Promise<void>((resolve) => (release = resolve));
          return params.slug === "a" ? postData("a", "Post A", "b") : postData("b", "Post B");
        },
      },
    ]);
    const link = await screen.findByRole("link", { name: /Next one/ });
    expect(screen.queryByText(MESSAGES.loadingPost)).not.toBeInTheDocument();
    fireEvent.click(link);
    expect(await screen.findByText(MESSAGES.loadingPost)).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole("heading", { level: 1, name: "Post B" })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loadingPost)).not.toBeInTheDocument();
  });

  it("shows 'Post not found.' for a 404 and 'Error: Failed to fetch post data.' otherwise", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const route = (status: number) => ({
      path: "/blog/:slug",
      Component: asComponent(BlogPost),
      ErrorBoundary: asComponent(BlogPostError),
      loader: () => {
        throw data({ message: "x" }, { status });
      },
    });
    const first = renderAt("/blog/nope", [route(404)]);
    expect(await screen.findByRole("heading", { name: "Post not found." })).toBeInTheDocument();
    first.unmount();
    renderAt("/blog/broken", [route(503)]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch post data.");
  });
});

describe("Hero article", () => {
  const hero = (slug: string, title: string) => ({
    hero: {
      title,
      small_description: "Short description",
      featured_image: "",
      slug,
      category: "Careers",
      author: "Rohit Verma",
      created_at: "2025-07-05T06:00:00.000Z",
      content: "<h2>Heading</h2><p>Hero body</p>",
    },
    clientFeedback: Promise.resolve(feedback),
    studentFeedback: Promise.resolve([]),
    categoryHeroes: Promise.resolve([{ key: "b", href: "/hero/b", title: "Hero B", image: "" }]),
    relatedHeroes: Promise.resolve([{ key: "b", href: "/hero/b", title: "Hero B", image: "" }]),
  });

  it("shows title, author, date, description, content, related lists and the hero enquiry form", async () => {
    renderAt("/hero/a", [
      { path: "/hero/:slug", Component: asComponent(HeroArticle), loader: () => hero("a", "Hero A") },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Hero A" })).toBeInTheDocument();
    expect(screen.getByText("5 July 2025")).toBeInTheDocument();
    expect(screen.getByText("Short description")).toBeInTheDocument();
    expect(screen.getByText("Hero body")).toBeInTheDocument();
    expect(screen.getAllByText("Rohit Verma").length).toBeGreaterThan(0);
    expect(await screen.findByRole("heading", { name: "You May Also Like" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "More in Careers" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noFeedback)).toBeInTheDocument();
    expect(document.querySelector('[data-variant="hero"]')).not.toBeNull();
  });

  it("shows 'Loading hero section...' while another hero loads", async () => {
    let release!: () => void;
    renderAt("/hero/a", [
      {
        path: "/hero/:slug",
        Component: asComponent(HeroArticle),
        loader: async ({ params }) => {
          if (params.slug === "b") await new Promise<void>((resolve) => (release = resolve));
          return hero(params.slug ?? "a", params.slug === "b" ? "Hero B" : "Hero A");
        },
      },
    ]);
    const links = await screen.findAllByRole("link", { name: /Hero B/ });
    fireEvent.click(links[0]);
    expect(await screen.findByText(MESSAGES.loadingHero)).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole("heading", { level: 1, name: "Hero B" })).toBeInTheDocument();
  });

  it("shows 'Hero section not found.' for a 404 and an error message otherwise", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const route = (status: number) => ({
      path: "/hero/:slug",
      Component: asComponent(HeroArticle),
      ErrorBoundary: asComponent(HeroError),
      loader: () => {
        throw data({ message: MESSAGES.heroFetchFailed }, { status });
      },
    });
    const first = renderAt("/hero/nope", [route(404)]);
    expect(await screen.findByRole("heading", { name: "Hero section not found." })).toBeInTheDocument();
    first.unmount();
    renderAt("/hero/broken", [route(503)]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch hero sections.");
  });
});
