/**
 * The kit's checkbox (a declaration, a consent): the box before its label, the error under both, announced
 * and tied to the box like the other kit fields' (conform-field.tsx).
 */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { fieldStyles } from "../ui/button-styles";
import { RequiredMark } from "./conform-field";

type Passed = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "form" | "className" | "defaultValue" | "defaultChecked" | "type" | "value"
>;

export function CheckboxField({
  meta,
  label,
  marked,
  className = "",
  ...passed
}: {
  meta: FieldMetadata<boolean | undefined>;
  label: ReactNode;
  /** Shows the required mark (*) after the label. */
  marked?: boolean;
  className?: string;
} & Passed) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          key={key}
          {...props}
          {...passed}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand"
        />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {label}
          {marked && <RequiredMark />}
        </label>
      </div>
      {/* Always present so a new error is announced when it appears. */}
      <p id={meta.errorId} className={fieldStyles.error} aria-live="polite">
        {meta.errors?.[0]}
      </p>
    </div>
  );
}
