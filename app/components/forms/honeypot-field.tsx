import { HONEYPOT_FIELD } from "../../../domain/honeypot";

/**
 * The field people leave empty and bots fill (domain/honeypot.ts), hidden from people and from screen readers
 * and out of the tab order. Controlled when the form keeps its value (to empty it after a success), else empty.
 */
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const controlled =
    value === undefined
      ? { defaultValue: "" }
      : { value, onChange: (event: { target: { value: string } }) => onChange?.(event.target.value) };
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" {...controlled} />
    </div>
  );
}
