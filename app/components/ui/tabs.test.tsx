import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import * as Tabs from "./tabs";

const NAMES = ["Courses", "Internships", "Jobs"];

function Uncontrolled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="internships" onValueChange={onValueChange}>
      <Tabs.List aria-label="Programs">
        {NAMES.map((name) => (
          <Tabs.Trigger key={name} value={name.toLowerCase()}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {NAMES.map((name) => (
        <Tabs.Content key={name} value={name.toLowerCase()}>
          {name} panel
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Controlled() {
  const [value, setValue] = useState("courses");
  return (
    <>
      <p>Showing {value}</p>
      <Tabs.Root value={value} onValueChange={setValue}>
        <Tabs.List aria-label="Programs">
          <Tabs.Trigger value="courses">Courses</Tabs.Trigger>
          <Tabs.Trigger value="jobs">Jobs</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="courses">Courses panel</Tabs.Content>
        <Tabs.Content value="jobs">Jobs panel</Tabs.Content>
      </Tabs.Root>
    </>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("marks up a tab list whose tabs control labelled panels, with only the selected panel shown", () => {
    render(<Uncontrolled />);
    expect(screen.getByRole("tablist", { name: "Programs" })).toHaveAttribute(
      "aria-orientation",
      "horizontal",
    );
    const selected = tab("Internships");
    expect(selected).toHaveAttribute("aria-selected", "true");
    expect(selected).toHaveAttribute("data-state", "active");
    expect(tab("Courses")).toHaveAttribute("aria-selected", "false");

    const panel = screen.getByRole("tabpanel", { name: "Internships" });
    expect(panel).toHaveTextContent("Internships panel");
    expect(selected).toHaveAttribute("aria-controls", panel.id);
    // The other panels exist (aria-controls must resolve) but are hidden and empty.
    for (const name of ["Courses", "Jobs"]) {
      const hidden = document.getElementById(tab(name).getAttribute("aria-controls") ?? "");
      expect(hidden).not.toBeNull();
      expect(hidden).not.toBeVisible();
      expect(hidden).toBeEmptyDOMElement();
    }
  });

  it("keeps only the selected tab in the Tab order", async () => {
    render(<Uncontrolled />);
    expect(NAMES.map((name) => tab(name).tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.tab();
    expect(tab("Internships")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("selects a tab on click and reports the change once", async () => {
    const onValueChange = vi.fn();
    render(<Uncontrolled onValueChange={onValueChange} />);
    await userEvent.click(tab("Jobs"));
    expect(tab("Jobs")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Jobs panel");
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith("jobs");
  });

  it("moves and selects with the arrow keys, wrapping at the ends, and with Home and End", async () => {
    render(<Uncontrolled />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Jobs")).toHaveFocus();
    expect(tab("Jobs")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Courses")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Jobs")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("Courses")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(tab("Jobs")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Jobs panel");
  });

  it("follows the value its parent holds", async () => {
    render(<Controlled />);
    await userEvent.click(tab("Jobs"));
    expect(screen.getByText("Showing jobs")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Jobs panel");
  });

  it("refuses parts used outside a Root", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Tabs.Trigger value="x">X</Tabs.Trigger>)).toThrow(
      "<Tabs.Trigger> must be inside <Tabs.Root>",
    );
  });
});
