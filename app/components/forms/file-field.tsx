/**
 * The form kit's file input: label, hint and announced error from `FieldFrame`. A browser never refills a
 * file input, so a form shown again with errors (a post without JavaScript) asks for the file again.
 */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { FieldFrame } from "./conform-field";

const FILE_INPUT_STYLE =
  "mt-1 block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand hover:file:bg-brand-100";

export function FileField({
  meta,
  label,
  hint,
  marked,
  className,
  ...passed
}: {
  meta: FieldMetadata<File | undefined>;
  label: string;
  hint?: string;
  marked?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form" | "className" | "type" | "value">) {
  const { key, ...props } = getInputProps(meta, {
    type: "file",
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <FieldFrame
      meta={meta as FieldMetadata<unknown>}
      label={label}
      hint={hint}
      marked={marked}
      className={className}
    >
      <input key={key} {...props} {...passed} className={FILE_INPUT_STYLE} />
    </FieldFrame>
  );
}
