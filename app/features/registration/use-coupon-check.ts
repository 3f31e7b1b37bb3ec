/**
 * The registration form's coupon: what is typed, the coupon the server accepted, and the message under the
 * field. `apply` asks POST /api/check-coupon (codes are secret: the browser never knows them), and any refusal
 * reads as the one invalid-coupon text.
 */
import { useState } from "react";
import { MESSAGES } from "../../../domain/messages";
import { paiseToRupees } from "../../../domain/programs/pricing";
import type { CouponMessage } from "./coupon-field";
import type { ProgramOption, TrainingType } from "./program-option";
import { type AppliedCoupon, feesFor } from "./registration-state";

const api = () => import("./registration-api");

export function useCouponCheck(initialInput: string, initialError?: string) {
  const [input, setInput] = useState(initialInput);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [message, setMessage] = useState<CouponMessage>(
    initialError ? { kind: "error", text: initialError } : null,
  );
  const [checking, setChecking] = useState(false);

  function reset() {
    setInput("");
    setApplied(null);
    setMessage(null);
  }

  /** Typing clears an error (not a success: the applied coupon's field is locked). */
  function type(value: string) {
    setInput(value);
    if (message?.kind === "error") setMessage(null);
  }

  async function apply(option: ProgramOption | undefined, trainingType: TrainingType | null) {
    if (applied || checking || !option || !trainingType) return;
    const code = input.trim();
    if (!code) {
      setMessage({ kind: "error", text: MESSAGES.couponEmpty });
      return;
    }
    setChecking(true);
    setMessage(null);
    const answer = await (await api()).checkCoupon({
      trainingType,
      specificTraining: option.title,
      coupon: code,
    });
    setChecking(false);
    if (answer.ok) {
      const accepted = { code, discountPercentage: answer.discountPercentage, flatPaise: answer.flatPaise };
      setApplied(accepted);
      const saved = answer.savedRupees || paiseToRupees(feesFor(option, accepted).discountPaise);
      setMessage({ kind: "success", text: MESSAGES.couponApplied(saved) });
    } else {
      const text =
        answer.status === 400 || answer.status === 404 || !answer.error
          ? MESSAGES.couponInvalid
          : answer.error;
      setMessage({ kind: "error", text });
    }
  }

  return { input, applied, message, checking, reset, type, apply };
}
