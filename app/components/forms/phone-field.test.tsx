import { getFormProps } from "@conform-to/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PHONE_INPUT_MAX_CHARS } from "../../../domain/enquiries/phone";
import { PhoneField } from "./phone-field";
import { useSchemaForm } from "./use-schema-form";

const schema = z.object({ phone: z.string().regex(/^\d{10}$/, "Enter a 10-digit phone number.") });

function Sample({ onChange }: { onChange?: () => void }) {
  const [form, fields] = useSchemaForm(schema, null);
  return (
    <form {...getFormProps(form)}>
      <PhoneField meta={fields.phone} label="Phone" marked required autoComplete="tel" onChange={onChange} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("PhoneField", () => {
  it("asks for the numeric keypad and leaves room to paste a number with its country code", () => {
    render(<Sample />);
    const phone = screen.getByRole("textbox", { name: "Phone" });
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("inputmode", "numeric");
    expect(phone).toHaveAttribute("maxlength", String(PHONE_INPUT_MAX_CHARS));
    expect(phone).toHaveAttribute("autocomplete", "tel");
    expect(phone).toBeRequired();
  });

  it("keeps the 10-digit number of what is pasted, then tells the form's own handler", async () => {
    const onChange = vi.fn();
    render(<Sample onChange={onChange} />);
    const phone = screen.getByRole("textbox", { name: "Phone" });
    await userEvent.click(phone);
    await userEvent.paste("+91 98765 43210");
    expect(phone).toHaveValue("9876543210");
    expect(onChange).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.queryByText("Enter a 10-digit phone number.")).toBeNull();
  });

  it("drops letters as they are typed", async () => {
    render(<Sample />);
    const phone = screen.getByRole("textbox", { name: "Phone" });
    await userEvent.type(phone, "98a7b6");
    expect(phone).toHaveValue("9876");
  });
});
