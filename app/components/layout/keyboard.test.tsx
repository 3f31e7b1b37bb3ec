/**
 * Keyboard paths of the site shell: the header dropdowns (arrow keys, Home/End, Escape, tabbing out), the chat's
 * focus handling (into the panel on every opening, back to the launcher on close) and the skip link.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import ChatPanel from "../../features/chat/chat-panel";
import { renderWithRouter } from "../../features/home/test-router";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

const menus = { internships: [], courses: [] };
const nav = () => screen.getAllByRole("navigation", { name: "Main navigation" })[0];
const trigger = (name: string) => within(nav()).getByRole("button", { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")!;

describe("header dropdown keyboard", () => {
  it("ArrowDown on the button opens the panel and focuses its first item; arrows, Home and End move", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    const button = trigger("What We Offer");
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = panelOf(button);
    const development = within(panel).getByRole("link", { name: "Development" });
    expect(development).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(panel).getByRole("link", { name: "Brand Building" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(development).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    const career = within(panel).getByRole("button", { name: "Career Development" });
    expect(career).toHaveFocus(); // wraps to the last item (the collapsed sub-list is skipped)
    await user.keyboard("{Home}");
    expect(development).toHaveFocus();
    await user.keyboard("{End}");
    expect(career).toHaveFocus();
  });

  it("ArrowUp on the button opens the panel on its last item; expanded sub-links join the order", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    const button = trigger("What We Offer");
    button.focus();
    await user.keyboard("{ArrowUp}");
    const panel = panelOf(button);
    const career = within(panel).getByRole("button", { name: "Career Development" });
    expect(career).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(career).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(within(panel).getByRole("link", { name: "Courses" })).toHaveFocus();
  });

  it("Enter and Space toggle; Escape closes and returns focus to the button", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    const button = trigger("Resources");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    expect(within(panelOf(button)).getAllByRole("link")[0]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when focus leaves the dropdown", () => {
    renderWithRouter(<SiteHeader menus={menus} />);
    const button = trigger("Resources");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const link = within(panelOf(button)).getAllByRole("link")[0];
    fireEvent.blur(link, { relatedTarget: within(panelOf(button)).getAllByRole("link")[1] });
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.blur(link, { relatedTarget: trigger("Courses") });
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

describe("chat focus", () => {
  it("moves focus to the message input on every opening", () => {
    const { rerender } = render(<ChatPanel open onClose={() => {}} />);
    const input = screen.getByRole("textbox", { name: "Type your message..." });
    expect(input).toHaveFocus();
    act(() => input.blur());
    rerender(<ChatPanel open={false} onClose={() => {}} />);
    expect(input).not.toHaveFocus();
    rerender(<ChatPanel open onClose={() => {}} />);
    expect(input).toHaveFocus();
  });

  it("Escape inside the panel closes it", () => {
    let closed = 0;
    render(<ChatPanel onClose={() => closed++} />);
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Type your message..." }), { key: "Escape" });
    expect(closed).toBe(1);
  });
});

describe("SkipLink", () => {
  it("targets #main and moves focus to the page's main element", () => {
    render(
      <>
        <SkipLink />
        <main id="main">
          <h1>Page</h1>
        </main>
      </>,
    );
    const link = screen.getByRole("link", { name: "Skip to content" });
    expect(link).toHaveAttribute("href", "#main");
    fireEvent.click(link);
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(main).toHaveFocus();
  });
});
