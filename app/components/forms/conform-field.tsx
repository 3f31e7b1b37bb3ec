/**
 * The form kit (architecture §8): Conform fields with a label, an announced error and a hint, the same look on
 * console and public forms. A form is `useSchemaForm(schema, lastResult)` + `<Form {...getFormProps(form)}>`
 * + these fields; the action parses the same zod schema with `parseWithZod` and answers `submission.reply()`.
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { fieldStyles } from "../ui/button-styles";

interface FrameProps {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ meta, label, hint, className = "", children }: FrameProps) {
  const error = meta.errors?.[0];
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={fieldStyles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {/* Always present so a new error is announced when it appears. */}
      <p id={meta.errorId} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

type InputType =
  | "text"
  | "email"
  | "password"
  | "search"
  | "date"
  | "tel"
  | "url"
  | "number"
  | "datetime-local";

export function InputField({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  className,
}: {
  /** A text field, or a number field (`type="number"`; the schema's number is read from its text). */
  meta: FieldMetadata<string | undefined> | FieldMetadata<number | undefined>;
  label: string;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  className?: string;
}) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<string | undefined>, {
    type,
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <FieldFrame meta={meta as FieldMetadata<unknown>} label={label} hint={hint} className={className}>
      <input key={key} {...props} autoComplete={autoComplete} className={fieldStyles.input} />
    </FieldFrame>
  );
}

export function SelectField({
  meta,
  label,
  options,
  hint,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
  className?: string;
}) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <FieldFrame meta={meta as FieldMetadata<unknown>} label={label} hint={hint} className={className}>
      <select key={key} {...props} className={fieldStyles.input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  rows = 4,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: ReactNode;
  rows?: number;
  className?: string;
}) {
  const { key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <FieldFrame meta={meta as FieldMetadata<unknown>} label={label} hint={hint} className={className}>
      <textarea key={key} {...props} rows={rows} className={fieldStyles.input} />
    </FieldFrame>
  );
}

/** Errors about the whole form (a refused sign-in, a stale save), announced at once. */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  return (
    <div id={id} role="alert" className="empty:hidden">
      {errors?.map((error) => (
        <p key={error} className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ))}
    </div>
  );
}
