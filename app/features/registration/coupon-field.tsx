/**
 * The coupon box of a program that has a coupon: the visitor applies a code (checked by POST /api/check-coupon)
 * and sees the saving, or the spec's refusal. Without JavaScript the box is a plain field posted with the form,
 * and the page's action applies the code or answers the same refusal.
 */
import { MESSAGES } from "../../../domain/messages";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";

export type CouponMessage = { kind: "error" | "success"; text: string } | null;

export const COUPON_ID = "reg-coupon";

export function CouponField({
  percentage,
  value,
  applied,
  checking,
  message,
  onChange,
  onApply,
  autoFocus,
}: {
  percentage: number;
  value: string;
  applied: boolean;
  checking: boolean;
  message: CouponMessage;
  onChange: (value: string) => void;
  onApply: () => void;
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={COUPON_ID} className={fieldStyles.label}>
        Coupon Code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={COUPON_ID}
          name="discount_coupon"
          autoComplete="off"
          value={value}
          disabled={applied}
          // biome-ignore lint/a11y/noAutofocus: after a post without JavaScript, the first invalid field takes focus.
          autoFocus={autoFocus}
          aria-describedby={message ? "reg-coupon-hint reg-coupon-message" : "reg-coupon-hint"}
          aria-invalid={message?.kind === "error" ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              onApply();
            }
          }}
          className={`${fieldStyles.input} mt-0 uppercase`}
        />
        <button
          type="button"
          onClick={onApply}
          disabled={applied || checking}
          className={`${buttonStyles.secondary} shrink-0 px-5 py-2`}
        >
          {applied ? MESSAGES.couponAppliedButton : MESSAGES.couponApply}
        </button>
      </div>
      <p id="reg-coupon-hint" className="mt-1 text-xs text-slate-600">
        This program has a coupon worth {percentage}% off its price.
      </p>
      <p
        id="reg-coupon-message"
        aria-live="polite"
        className={`mt-1 text-sm ${message?.kind === "success" ? "text-emerald-800" : "text-red-700"}`}
      >
        {message?.text}
      </p>
    </div>
  );
}
