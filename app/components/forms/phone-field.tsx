/**
 * The kit's phone number field: the numeric keypad, room to type or paste "+91 98765 43210", and the field
 * keeps the 10-digit number as it is typed (domain/enquiries/phone.ts).
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ComponentProps } from "react";
import { PHONE_INPUT_MAX_CHARS, phoneInputValue } from "../../../domain/enquiries/phone";
import { InputField } from "./conform-field";

function keepDigits(event: ChangeEvent<HTMLInputElement>) {
  const digits = phoneInputValue(event.currentTarget.value);
  if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
}

type PhoneFieldProps = Omit<
  ComponentProps<typeof InputField>,
  "type" | "meta" | "inputMode" | "maxLength"
> & {
  meta: FieldMetadata<string | undefined>;
};

export function PhoneField({ onChange, ...props }: PhoneFieldProps) {
  return (
    <InputField
      {...props}
      type="tel"
      inputMode="numeric"
      maxLength={PHONE_INPUT_MAX_CHARS}
      onChange={(event) => {
        keepDigits(event);
        onChange?.(event);
      }}
    />
  );
}
