/**
 * A form's component test reaches its page's action as the app does (a fetcher, or a plain post): a routes
 * stub at the page's path whose action records each post's fields and answers what the test says.
 */
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";

export type PostedFields = Record<string, string>;

export function renderWithAction(options: {
  /** The route's path (`/blog/:slug`) and the address the test opens (`/blog/a-post`). */
  path: string;
  entry?: string;
  Component: ComponentType;
  /** Where each post's fields go, in order. */
  posts: PostedFields[];
  /** The action's answer to a post (read at each post, so a test may change it after rendering). */
  answer: (fields: PostedFields) => unknown;
}) {
  const Stub = createRoutesStub([
    {
      path: options.path,
      Component: options.Component,
      action: async ({ request }) => {
        const fields = Object.fromEntries(await request.formData()) as PostedFields;
        options.posts.push(fields);
        return options.answer(fields);
      },
    },
  ]);
  return render(<Stub initialEntries={[options.entry ?? options.path]} />);
}
