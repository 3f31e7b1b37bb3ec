/**
 * The Program field. Until the page is hydrated (and always without JavaScript) it lists every program under
 * its training type (`<optgroup>`), so a visitor without script can choose one; the page's action refuses a
 * program of the other type. Once hydrated it behaves as the spec says: disabled until a training type is
 * chosen, then that type's programs, loaded by script.
 */
import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { FieldFrame } from "../../components/forms/conform-field";
import { fieldStyles } from "../../components/ui/button-styles";
import type { ProgramOption, ProgramsByType } from "./program-option";

interface ProgramSelectProps {
  meta: FieldMetadata<string | undefined>;
  /** False for the server's HTML and the render that hydrates it. */
  live: boolean;
  value: string;
  onChange: (title: string) => void;
  /** Live: the chosen type's programs and what the empty option says. */
  options: ProgramOption[];
  placeholder: string;
  disabled: boolean;
  busy: boolean;
  /** Before hydration: every type's programs the server could read. */
  programs: ProgramsByType;
  autoFocus?: boolean;
}

export function ProgramSelect({
  meta,
  live,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  busy,
  programs,
  autoFocus,
}: ProgramSelectProps) {
  const { key: _key, defaultValue: _default, ...props } = getSelectProps(meta);
  return (
    <FieldFrame meta={meta as FieldMetadata<unknown>} label="Program" marked>
      {live ? (
        <select
          key="live"
          {...props}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-busy={busy || undefined}
          // biome-ignore lint/a11y/noAutofocus: after a post without JavaScript, the first invalid field takes focus.
          autoFocus={autoFocus}
          className={fieldStyles.input}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.title} value={option.title}>
              {option.title}
            </option>
          ))}
        </select>
      ) : (
        <select
          key="static"
          {...props}
          required
          defaultValue={value}
          // biome-ignore lint/a11y/noAutofocus: after a post without JavaScript, the first invalid field takes focus.
          autoFocus={autoFocus}
          className={fieldStyles.input}
        >
          <option value="">Select a program</option>
          {Object.entries(programs).map(
            ([type, list]) =>
              list &&
              list.length > 0 && (
                <optgroup key={type} label={type}>
                  {list.map((option) => (
                    <option key={option.title} value={option.title}>
                      {option.title}
                    </option>
                  ))}
                </optgroup>
              ),
          )}
        </select>
      )}
    </FieldFrame>
  );
}
