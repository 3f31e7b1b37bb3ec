import { getFormProps } from "@conform-to/react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listField } from "../../../../domain/content/content-fields";
import { z } from "../../../../domain/zod";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { ListFieldEditor } from "./list-field-editor";

const schema = z.object({ modules: listField() });

function Harness({ modules }: { modules: { title: string; description: string }[] }) {
  const [form, fields] = useSchemaForm(schema, undefined, { id: "t", defaultValue: { modules } });
  return (
    <form {...getFormProps(form)} method="post">
      <ListFieldEditor form={form} meta={fields.modules} label="Modules" rowLabel="Module" />
    </form>
  );
}

const titles = () =>
  screen
    .getAllByLabelText("Title")
    .map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]);

const start = [
  { title: "Ownership", description: "Borrowing" },
  { title: "Async", description: "" },
  { title: "Macros", description: "" },
];

describe("ListFieldEditor", () => {
  it("renders the rows as plain indexed inputs, so the form posts them without JavaScript", () => {
    render(<Harness modules={start} />);
    expect(titles()).toEqual([
      ["modules[0].title", "Ownership"],
      ["modules[1].title", "Async"],
      ["modules[2].title", "Macros"],
    ]);
    expect(screen.getAllByLabelText(/Description/)[0]).toHaveAttribute("name", "modules[0].description");
    // Every button is a submit button carrying a list intent: without JavaScript the server applies it.
    const up = screen.getByRole("button", { name: "Move Module 2 up" });
    expect(up).toHaveAttribute("type", "submit");
    expect(up).toHaveAttribute("name", "__intent__");
    expect(screen.getByRole("button", { name: "Move Module 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Module 3 down" })).toBeDisabled();
    expect(screen.getByRole("group", { name: "Modules (3)" })).toBeInTheDocument();
  });

  it("adds, moves and removes rows in place with JavaScript, keeping the order in the names", async () => {
    render(<Harness modules={start} />);
    fireEvent.click(screen.getByRole("button", { name: "Move Module 3 up" }));
    expect(await screen.findAllByLabelText("Title").then(() => titles().map(([, value]) => value))).toEqual([
      "Ownership",
      "Macros",
      "Async",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Module 1" }));
    await screen.findByRole("group", { name: "Modules (2)" });
    expect(titles()).toEqual([
      ["modules[0].title", "Macros"],
      ["modules[1].title", "Async"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "+ Add module" }));
    const group = await screen.findByRole("group", { name: "Modules (3)" });
    expect(within(group).getAllByLabelText("Title")[2]).toHaveValue("");
    expect(titles()[2][0]).toBe("modules[2].title");
  });

  it("says so when there are no rows yet", () => {
    render(<Harness modules={[]} />);
    expect(screen.getByText("No rows yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "+ Add module" })).toBeInTheDocument();
  });
});
