/**
 * The form kit (docs/decisions/0013-form-kit.md): Conform fields with a label, an announced error and a hint, the same look on
 * console and public forms. A form is `useSchemaForm(schema, lastResult)` + `<Form {...getFormProps(form)}>`
 * + these fields; the action parses the same zod schema with `parseWithZod` and answers `submission.reply()`.
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { fieldStyles } from "../ui/button-styles";

interface FrameProps {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  /** Shows the required mark (*) after the label; what is required is the schema's to say. */
  marked?: boolean;
  className?: string;
  children: ReactNode;
}

/** The required mark after a label: seen, not read aloud (the control itself says it is required). */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** Props every kit field takes besides its control's own. */
type KitProps = Omit<FrameProps, "meta" | "children">;

/** Native attributes a field passes to its control (the kit sets id, name, value and the ARIA wiring). */
type Passed<Attributes> = Omit<Attributes, "id" | "name" | "form" | "className" | "defaultValue" | "type">;

/** Label, control, hint and error of one field: exported for kit fields kept in files of their own. */
export function FieldFrame({ meta, label, hint, marked, className = "", children }: FrameProps) {
  const error = meta.errors?.[0];
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={fieldStyles.label}>
        {label}
        {marked && <RequiredMark />}
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
  | "datetime-local"
  | "time"
  | "file";

/** A file input's look: the browser's button styled as the brand's, the chosen name beside it. */
const FILE_INPUT_STYLE =
  "mt-1 block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand hover:file:bg-brand-100";

export function InputField({
  meta,
  label,
  type = "text",
  hint,
  marked,
  className,
  ...passed
}: KitProps & {
  /**
   * A text field, a number field (`type="number"`; the schema's number is read from its text) or a file field
   * (`type="file"`: a browser never refills one, so a form shown again with errors must ask for the file again).
   */
  meta:
    | FieldMetadata<string | undefined>
    | FieldMetadata<number | undefined>
    | FieldMetadata<File | undefined>;
  type?: InputType;
} & Passed<InputHTMLAttributes<HTMLInputElement>>) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<string | undefined>, {
    type,
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
      <input
        key={key}
        {...props}
        {...passed}
        className={type === "file" ? FILE_INPUT_STYLE : fieldStyles.input}
      />
    </FieldFrame>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
  marked,
  className,
  ...passed
}: KitProps & {
  meta: FieldMetadata<string | undefined>;
  options: readonly { value: string; label: string }[];
  /** A first option with an empty value ("Select gender"), chosen until the visitor picks one. */
  placeholder?: string;
} & Passed<SelectHTMLAttributes<HTMLSelectElement>>) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <FieldFrame
      meta={meta as FieldMetadata<unknown>}
      label={label}
      hint={hint}
      marked={marked}
      className={className}
    >
      <select key={key} {...props} {...passed} className={fieldStyles.input}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
  marked,
  className,
  ...passed
}: KitProps & { meta: FieldMetadata<string | undefined>; rows?: number } & Passed<
    TextareaHTMLAttributes<HTMLTextAreaElement>
  >) {
  const { key, ...props } = getTextareaProps(meta, {
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
      <textarea key={key} {...props} {...passed} rows={rows} className={fieldStyles.input} />
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
