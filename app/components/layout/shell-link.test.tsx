import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { ShellLink, useShellNavigation } from "./shell-link";

function Frame() {
  useShellNavigation();
  const location = useLocation();
  return (
    <>
      <p>At {location.pathname + location.search}</p>
      <ShellLink to="/terms?x=1">Terms</ShellLink>
      <ShellLink to="/terms" target="_blank">
        New tab
      </ShellLink>
      <ShellLink to="/brochure.pdf" download>
        Brochure
      </ShellLink>
      <ShellLink to="https://example.org/elsewhere">Elsewhere</ShellLink>
      <a href="/privacy">Not a frame link</a>
    </>
  );
}

const Stub = createRoutesStub([{ path: "*", Component: Frame }]);

/**
 * A click as the browser dispatches it; returns whether the app took it over (prevented the default). The
 * test's own listener on the window, after everything on the document, then stops the test browser from
 * following the link.
 */
function click(name: string, init: MouseEventInit = {}) {
  let takenOver = false;
  const after = (event: Event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", after);
  fireEvent(
    screen.getByRole("link", { name }),
    new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  window.removeEventListener("click", after);
  return takenOver;
}

describe("frame links", () => {
  it("are plain links to their address, marked for the one listener", () => {
    render(<Stub initialEntries={["/"]} />);
    const link = screen.getByRole("link", { name: "Terms" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/terms?x=1");
    expect(link).toHaveAttribute("data-shell-link");
  });

  it("navigate in the app on a plain click, as a <Link> does", async () => {
    render(<Stub initialEntries={["/"]} />);
    await userEvent.click(screen.getByRole("link", { name: "Terms" }));
    expect(await screen.findByText("At /terms?x=1")).toBeInTheDocument();
  });

  it("leave every other click to the browser: modifier keys, another button, new tab, download, another site", () => {
    render(<Stub initialEntries={["/"]} />);
    expect(click("Terms", { ctrlKey: true })).toBe(false);
    expect(click("Terms", { metaKey: true })).toBe(false);
    expect(click("Terms", { shiftKey: true })).toBe(false);
    expect(click("Terms", { button: 1 })).toBe(false);
    expect(click("New tab")).toBe(false);
    expect(click("Brochure")).toBe(false);
    expect(click("Elsewhere")).toBe(false);
    expect(click("Not a frame link")).toBe(false);
    expect(screen.getByText("At /")).toBeInTheDocument();
    // The plain click is the one taken over.
    expect(click("Terms")).toBe(true);
  });
});
