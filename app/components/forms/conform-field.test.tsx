import { getFormProps } from "@conform-to/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InputField, SelectField } from "./conform-field";
import { useSchemaForm } from "./use-schema-form";

const schema = z.object({
  email: z.email("Enter a valid email."),
  gender: z.enum(["Female", "Male"], "Choose one."),
});

function Sample() {
  const [form, fields] = useSchemaForm(schema, null);
  return (
    <form {...getFormProps(form)}>
      <InputField meta={fields.email} label="Email" type="email" marked maxLength={80} autoComplete="email" />
      <SelectField
        meta={fields.gender}
        label="Gender"
        placeholder="Select gender"
        options={[
          { value: "Female", label: "Female" },
          { value: "Male", label: "Male" },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe("the form kit's fields", () => {
  it("mark a field as required without changing its accessible name, and pass native attributes on", () => {
    render(<Sample />);
    // The mark is hidden from assistive technology: the field's name stays "Email".
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.closest("div")?.querySelector("label")?.textContent).toBe("Email *");
    expect(email).toHaveAttribute("maxlength", "80");
    expect(email).toHaveAttribute("autocomplete", "email");
  });

  it("start a select on its placeholder and announce the schema's error on the field", async () => {
    render(<Sample />);
    const gender = screen.getByLabelText("Gender") as HTMLSelectElement;
    expect(gender.value).toBe("");
    expect(screen.getByRole("option", { name: "Select gender" })).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Choose one.")).toBeInTheDocument();
    expect(gender).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a valid email.")).toBeInTheDocument();
  });
});
