/**
 * The registration form's training section: the training type, its program (program-select.tsx), the
 * program's duration, its batch (batch-field.tsx), its coupon and the fee summary. The form (registration-form.tsx) owns the state: the
 * choice (use-program-choice.ts) and the coupon check (use-coupon-check.ts).
 */
import type { FieldMetadata } from "@conform-to/react";
import { OPTIONS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { InputField, SelectField } from "../../components/forms/conform-field";
import { fieldStyles } from "../../components/ui/button-styles";
import { BatchField } from "./batch-field";
import { CouponField } from "./coupon-field";
import { FeeSummary } from "./fee-summary";
import { FormSection } from "./form-section";
import { isTrainingType, type ProgramOption, type ProgramsByType } from "./program-option";
import { ProgramSelect } from "./program-select";
import { feesFor } from "./registration-state";
import type { useCouponCheck } from "./use-coupon-check";
import type { ProgramChoice } from "./use-program-choice";

type Meta = FieldMetadata<string | undefined>;

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface TrainingFieldsProps {
  fields: Record<"trainingType" | "specificTraining" | "batchId" | "discount_coupon", Meta>;
  firstError?: string;
  /** Hydrated: before, the server's lists and a plain coupon field. */
  live: boolean;
  choice: ProgramChoice;
  /** What the server's form lists (every program without a training type), until hydrated. */
  listed: ProgramOption[];
  couponCheck: ReturnType<typeof useCouponCheck>;
  /** Each training type's programs as the server read them, listed until hydrated. */
  programs: ProgramsByType;
}

export function TrainingFields({
  fields,
  firstError,
  live,
  choice,
  listed,
  couponCheck,
  programs,
}: TrainingFieldsProps) {
  // The chosen program, from the list the visitor sees.
  const option = (live ? choice.options : listed).find((candidate) => candidate.title === choice.program);
  const coupon = couponCheck.applied;
  const placeholder = !choice.type
    ? "Select a training type first"
    : choice.loading
      ? MESSAGES.loading
      : "Select a program";
  return (
    <FormSection title={MESSAGES.trainingDetails}>
      <SelectField
        meta={fields.trainingType}
        label="Training Type"
        marked
        required
        options={choices(OPTIONS.trainingType)}
        placeholder="Select training type"
        onChange={(event) => choice.chooseType(event.target.value)}
        autoFocus={firstError === "trainingType"}
      />
      <ProgramSelect
        meta={fields.specificTraining}
        live={live}
        value={choice.program}
        onChange={choice.chooseProgram}
        options={choice.options}
        placeholder={placeholder}
        disabled={!choice.type || choice.loading}
        busy={choice.loading}
        programs={programs}
        autoFocus={firstError === "specificTraining"}
      />
      <Duration option={option} />
      <BatchField
        key={option?.title ?? ""}
        meta={fields.batchId}
        batches={option?.batches}
        autoFocus={firstError === "batchId"}
      />
      {option?.discount_coupon ? (
        <CouponField
          percentage={option.discount_percentage}
          value={couponCheck.input}
          applied={Boolean(coupon)}
          checking={couponCheck.checking}
          message={couponCheck.message}
          onChange={couponCheck.type}
          onApply={() => void couponCheck.apply(option, isTrainingType(choice.type) ? choice.type : null)}
          autoFocus={firstError === "discount_coupon"}
        />
      ) : (
        // Without JavaScript any program's coupon can be entered; the page's action checks it.
        !live && (
          <noscript>
            <InputField
              meta={fields.discount_coupon}
              label="Coupon Code"
              autoComplete="off"
              autoFocus={firstError === "discount_coupon"}
            />
          </noscript>
        )
      )}
      <FeeSummary
        fees={option ? feesFor(option, coupon) : null}
        discountPercentage={coupon?.discountPercentage ?? 0}
      />
    </FormSection>
  );
}

/** The chosen program's duration, read-only. */
function Duration({ option }: { option: ProgramOption | undefined }) {
  return (
    <div>
      <label htmlFor="reg-duration" className={fieldStyles.label}>
        Duration
      </label>
      <input
        id="reg-duration"
        readOnly
        value={option?.duration ?? ""}
        placeholder="Filled in from the program"
        className={`${fieldStyles.input} read-only:bg-slate-50`}
      />
    </div>
  );
}
