/**
 * The form kit's radio group: a fieldset named by its legend, one pill per option, the error announced under
 * it and tied to every radio (aria-describedby). Uncontrolled like the other kit fields; `onChange` lets a form
 * show or hide the questions an answer opens.
 */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { fieldStyles } from "../ui/button-styles";
import { RequiredMark } from "./conform-field";

export function RadioGroupField({
  meta,
  legend,
  options,
  marked,
  required,
  onChange,
  autoFocus,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Shows the required mark (*); `required` asks the browser to enforce it (the spec marks some it does not). */
  marked?: boolean;
  required?: boolean;
  onChange?: (value: string) => void;
  /** Focuses the first radio when the page loads (the first invalid field of a form shown again). */
  autoFocus?: boolean;
  className?: string;
}) {
  const error = meta.errors?.[0];
  return (
    <fieldset className={className}>
      <legend className={fieldStyles.label}>
        {legend}
        {marked && <RequiredMark />}
      </legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map((option, index) => {
          const { key, ...props } = getInputProps(meta, { type: "radio", value: option.value });
          return (
            <label
              key={option.value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm text-slate-800 has-[:checked]:border-brand has-[:checked]:bg-brand-50 has-[:checked]:text-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                key={key}
                {...props}
                // One id per radio: the group's own id would repeat.
                id={`${meta.id}-${index}`}
                required={required}
                // biome-ignore lint/a11y/noAutofocus: only on a form shown again with errors, where focus belongs.
                autoFocus={autoFocus && index === 0}
                onChange={onChange && (() => onChange(option.value))}
                className="accent-brand"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {/* Always present so a new error is announced when it appears. */}
      <p id={meta.errorId} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
