import { describe, expect, it, vi } from "vitest";
import type { ContentReads } from "../../../domain/content-reads.server";
import { NotFoundError } from "../../../domain/errors";
import { loadArticle } from "./load-article.server";

const BLOG = {
  kind: "blog",
  read: (reads: ContentReads, slug: string) => reads.getPostBySlug(slug),
  notFound: "Post not found.",
  failed: "Failed to load post.",
  failure: "blog post failed",
} as const;

function contextWith(getPostBySlug: () => Promise<unknown>, moved: string | null = null) {
  const reads = {
    getPostBySlug,
    contentModifiedAt: vi.fn(async () => "2026-11-20T10:00:00.000Z"),
    findMovedArticle: vi.fn(async () => moved),
  } as unknown as ContentReads;
  return { reads, sectionFailed: vi.fn() };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

describe("loadArticle", () => {
  it("answers the article and when it last changed", async () => {
    const context = contextWith(async () => ({ title: "Hello" }));
    expect(await loadArticle(context, "hello", BLOG)).toEqual({
      article: { title: "Hello" },
      modifiedAt: "2026-11-20T10:00:00.000Z",
    });
    expect(context.reads.contentModifiedAt).toHaveBeenCalledWith("post", "hello");
  });

  it("sends a renamed article's old address to its new one with a permanent redirect", async () => {
    const context = contextWith(async () => {
      throw new NotFoundError("post");
    }, "new name");
    const answer = (await thrown(loadArticle(context, "old-name", BLOG))) as Response;
    expect(answer.status).toBe(308);
    expect(answer.headers.get("Location")).toBe("/blog/new%20name");
    expect(context.reads.findMovedArticle).toHaveBeenCalledWith("blog", "old-name");
  });

  it("answers an unknown article with a 404 and the kind's text, reporting nothing", async () => {
    const context = contextWith(async () => {
      throw new NotFoundError("post");
    });
    const answer = (await thrown(loadArticle(context, "nope", BLOG))) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(404);
    expect(answer.data).toEqual({ message: "Post not found." });
    expect(context.sectionFailed).not.toHaveBeenCalled();
  });

  it("answers a failed read with a 503 and reports it as the page's failure (never cached)", async () => {
    const failure = new Error("database gone");
    const context = contextWith(async () => {
      throw failure;
    });
    const answer = (await thrown(loadArticle(context, "hello", BLOG))) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toEqual({ message: "Failed to load post." });
    expect(context.sectionFailed).toHaveBeenCalledWith("blog post failed", failure);
  });
});
