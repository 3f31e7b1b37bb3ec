import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../features/home/test-router";
import type { HeaderMenusState } from "./header-menus";
import { ProgramMenuItems } from "./program-menu";
import { SiteHeader } from "./site-header";

const menus = {
  internships: [{ title: "Web Development Internship", slug: "web-development-internship" }],
  courses: [
    { title: "Full Stack Web Development", slug: "full-stack-web-development" },
    { title: "UI/UX Design Masterclass", slug: "ui-ux-design-masterclass" },
  ],
};

const trigger = (name: string) => screen.getByRole("button", { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")!;

describe("SiteHeader desktop menu", () => {
  it("opens a dropdown on click and links its panel with aria-controls", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    const button = trigger("What We Offer");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(button)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = panelOf(button);
    expect(panel).toBeVisible();
    expect(within(panel).getByRole("link", { name: "Development" })).toHaveAttribute("href", "/development");
    expect(within(panel).getByRole("link", { name: "Brand Building" })).toHaveAttribute(
      "href",
      "/brand-building",
    );
    expect(within(panel).getByRole("link", { name: "Digital Marketing" })).toHaveAttribute(
      "href",
      "/digital-marketing",
    );
    expect(panel.querySelector("ul")).toHaveClass("w-64", "max-h-80", "overflow-y-auto");
  });

  it("expands Career Development on click into Courses and Internship", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    await user.click(trigger("What We Offer"));
    const career = trigger("Career Development");
    expect(career).toHaveAttribute("aria-expanded", "false");
    await user.click(career);
    expect(career).toHaveAttribute("aria-expanded", "true");
    const sub = document.getElementById(career.getAttribute("aria-controls")!)!;
    expect(within(sub).getByRole("link", { name: "Courses" })).toHaveAttribute(
      "href",
      "/learning-opportunities",
    );
    expect(within(sub).getByRole("link", { name: "Internship" })).toHaveAttribute(
      "href",
      "/career-opportunities",
    );
  });

  it("opens on hover, closes on an outside click and on Escape (focus back on the button)", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    const resources = trigger("Resources");
    fireEvent.mouseEnter(resources.parentElement!);
    expect(resources).toHaveAttribute("aria-expanded", "true");
    const panel = panelOf(resources);
    for (const [name, href] of [
      ["Blog", "/blog"],
      ["Verify Certificate", "/verify-certificate"],
      ["Open Positions", "/open-positions"],
      ["What We've Done", "/portfolio"],
    ]) {
      expect(within(panel).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    fireEvent.pointerDown(document.body);
    expect(resources).toHaveAttribute("aria-expanded", "false");

    await user.click(resources);
    expect(resources).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(resources).toHaveAttribute("aria-expanded", "false");
    expect(resources).toHaveFocus();
  });

  it("keeps only one dropdown open at a time", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    await user.click(trigger("Courses"));
    await user.click(trigger("Internships"));
    expect(trigger("Courses")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Internships")).toHaveAttribute("aria-expanded", "true");
  });

  it("lists one link per internship and per course", async () => {
    renderWithRouter(<SiteHeader menus={menus} />);
    const internships = panelOf(trigger("Internships"));
    const courses = panelOf(trigger("Courses"));
    await waitFor(() =>
      expect(
        within(internships).getByRole("link", { hidden: true, name: "Web Development Internship" }),
      ).toHaveAttribute("href", "/created-internships-web/web-development-internship"),
    );
    expect(
      within(courses)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/created-courses-web/full-stack-web-development",
      "/created-courses-web/ui-ux-design-masterclass",
    ]);
  });

  it("has Home, Who we are and Get in Touch links", () => {
    renderWithRouter(<SiteHeader menus={menus} />);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("link", { name: "Who we are" })[0]).toHaveAttribute("href", "/who-we-are");
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  it("turns translucent after scrolling more than 20 px and reserves the 96 px header height", () => {
    renderWithRouter(<SiteHeader menus={menus} />);
    const header = screen.getByRole("banner");
    expect(screen.getByTestId("header-spacer")).toHaveStyle({ height: "96px" });
    expect(header).toHaveAttribute("data-scrolled", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 20, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-scrolled", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header).toHaveClass("bg-white/80", "backdrop-blur-md");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
});

describe("ProgramMenuItems states", () => {
  const render = (kind: "internships" | "courses", state: HeaderMenusState) =>
    renderWithRouter(
      <ul>
        <ProgramMenuItems kind={kind} state={state} />
      </ul>,
    );

  it("shows a 'Loading...' link while the lists load", () => {
    render("internships", { status: "loading" });
    expect(screen.getByRole("link", { name: "Loading..." })).toHaveAttribute("href", "/internships");
  });

  it("shows the empty messages with the fallback links", () => {
    const a = render("internships", { status: "loaded", internships: [], courses: [] });
    expect(screen.getByRole("link", { name: "No internships available" })).toHaveAttribute(
      "href",
      "/internships",
    );
    a.unmount();
    render("courses", { status: "loaded", internships: [], courses: [] });
    expect(screen.getByRole("link", { name: "No courses available" })).toHaveAttribute("href", "/courses");
  });
});

describe("Mobile drawer", () => {
  it("opens from the menu button with Who we are, What We Offer, Resources and Enroll Now", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog");
    expect(drawer).toHaveClass("w-4/5");
    expect(within(drawer).getByRole("region", { name: "What We Offer" })).toBeInTheDocument();
    expect(within(drawer).getByRole("region", { name: "Resources" })).toBeInTheDocument();
    const hrefs = within(drawer)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/who-we-are",
        "/development",
        "/brand-building",
        "/digital-marketing",
        "/learning-opportunities",
        "/career-opportunities",
        "/blog",
        "/verify-certificate",
        "/open-positions",
        "/portfolio",
        "/registration-forms",
      ]),
    );
    expect(within(drawer).getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      "/registration-forms",
    );
    // Each link once: Who we are heads the drawer and is not repeated under Resources.
    expect(hrefs.filter((href) => href === "/who-we-are")).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // No Internships or Courses groups, and Career Development is flattened.
    expect(hrefs.some((href) => href?.startsWith("/created-"))).toBe(false);
    expect(within(drawer).queryByText("Career Development")).not.toBeInTheDocument();
  });

  it("closes with its close button and when a link is followed", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader menus={menus} />);
    const open = screen.getByRole("button", { name: "Open menu" });
    await user.click(open);
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    await user.click(open);
    const drawer = await screen.findByRole("dialog");
    await user.click(within(drawer).getByRole("link", { name: "Blog" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
