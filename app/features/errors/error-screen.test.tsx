/** The site-wide error screen: what a visitor reads and can do after an outage, an unknown page or a failure. */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../domain/messages";
import { ERROR_PAGE_TEXT } from "../../../domain/shell-text";
import { ErrorScreen } from "./error-screen";

function renderAt(path: string, status: number) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorScreen status={status} />
    </MemoryRouter>,
  );
}

describe("ErrorScreen", () => {
  it("tells about an outage and offers to load the same page again", () => {
    renderAt("/blog?page=2", 503);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We'll be right back");
    expect(screen.getByText(MESSAGES.serviceUnavailable)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: ERROR_PAGE_TEXT.tryAgain })).toHaveAttribute(
      "href",
      "/blog?page=2",
    );
    expect(screen.getByRole("link", { name: ERROR_PAGE_TEXT.home })).toHaveAttribute("href", "/");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("names an unknown page without offering to retry it", () => {
    renderAt("/nowhere", 404);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found");
    expect(screen.queryByRole("link", { name: ERROR_PAGE_TEXT.tryAgain })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: ERROR_PAGE_TEXT.home })).toHaveAttribute("href", "/");
  });

  it("shows a general failure for any other status", () => {
    renderAt("/contact", 500);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Something went wrong");
    expect(screen.getByText(ERROR_PAGE_TEXT.errorDetail)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.serviceUnavailable)).not.toBeInTheDocument();
  });

  it("keeps the screen out of search results with its own title", () => {
    renderAt("/", 503);
    expect(document.title).toBe("We'll be right back | Nexora Technologies");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
