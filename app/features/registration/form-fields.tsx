import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { fieldStyles } from "../../components/ui/button-styles";

interface FieldFrame {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? errorId(id) : "", hint ? hintId(id) : ""].filter(Boolean).join(" ") || undefined;
}

function Frame({
  id,
  label,
  required,
  error,
  hint,
  className = "",
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">) {
  return (
    <Frame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${fieldStyles.input} ${error ? "border-red-600" : ""} read-only:bg-slate-50`}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...input
}: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">) {
  return (
    <Frame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        name={id}
        rows={2}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${fieldStyles.input} ${error ? "border-red-600" : ""}`}
        {...input}
      />
    </Frame>
  );
}

export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  className,
  options,
  placeholder = "Select",
  ...select
}: FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> & {
    options: readonly string[];
    placeholder?: string | null;
  }) {
  return (
    <Frame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <select
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${fieldStyles.input} ${error ? "border-red-600" : ""}`}
        {...select}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A titled group of fields (fieldset + legend). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <legend className="float-left mb-6 w-full border-b border-slate-100 pb-3 text-lg font-bold text-brand sm:text-xl">
        {title}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
