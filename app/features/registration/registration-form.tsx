/**
 * The registration form on the form kit (Conform with registrationFormSchema). With JavaScript it checks the
 * fields with the schema (loaded on the form's first focus), sends POST /api/registration, toasts, shows the
 * confirmation and downloads the PDF. Without it the same form posts to the page, whose action checks and
 * stores it through the same `register` and answers the confirmation or the errors (`result`).
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { OPTIONS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { InputField, SelectField } from "../../components/forms/conform-field";
import { useLazySchemaForm } from "../../components/forms/use-lazy-schema-form";
import { fieldStyles } from "../../components/ui/button-styles";
import { BatchField, chosenBatch } from "./batch-field";
import { BillingFields } from "./billing-fields";
import { type Confirmation, ConfirmationPanel } from "./confirmation-panel";
import { CouponField } from "./coupon-field";
import { FeeSummary } from "./fee-summary";
import { FormSection } from "./form-section";
import type { PaymentWays } from "./pay-now";
import { ProgramSelect, type ProgramsByType } from "./program-select";
import type { ProgramOption, TrainingType } from "./registration-api";
import { AcademicFields, DeclarationAndSubmit, PersonalFields } from "./registration-sections";
import {
  billingOf,
  buildPayload,
  DEFAULT_VALUES,
  feesFor,
  fieldErrorsOf,
  firstInvalid,
} from "./registration-state";
import { loadToaster, notify, RegistrationToaster } from "./toasts";
import { useCouponCheck } from "./use-coupon-check";

/** The form's check (the shared schema through Conform's zod adapter), loaded when the visitor starts. */
const loadValidator = () =>
  Promise.all([import("../../../domain/programs/registration.schema"), import("@conform-to/zod/v4")]).then(
    ([{ registrationFormSchema }, { parseWithZod }]) =>
      (formData: FormData) =>
        parseWithZod(formData, { schema: registrationFormSchema }),
  );

/** The API calls load with the visitor's first action (a training type, a coupon, a submit), not with the page. */
const api = () => import("./registration-api");

const isTrainingType = (value: string): value is TrainingType =>
  (OPTIONS.trainingType as readonly string[]).includes(value);

/** The form's fields as its controls hold them. */
type FormFields = typeof DEFAULT_VALUES & { agree?: boolean };

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface RegistrationFormProps {
  /** Training type and program chosen by the link that opened the form (`?type=&program=`). */
  initialType?: string;
  initialProgram?: string;
  /** Each training type's programs as the server read them (null: that read failed). */
  programs?: ProgramsByType;
  /** The page action's answer to a form posted without JavaScript: its errors and the values sent. */
  result?: SubmissionResult<string[]> | null;
  /** The page action's answer to a registration it stored. */
  confirmation?: Confirmation | null;
  /** How to pay, for the proof panel (the page's loader). */
  paymentWays?: PaymentWays;
}

export function RegistrationForm({
  confirmation: stored = null,
  paymentWays,
  ...props
}: RegistrationFormProps) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(stored);
  // Each registration gets a new, empty form: a new Conform form, no errors, nothing chosen.
  const [round, setRound] = useState(0);
  return (
    <>
      <RegistrationToaster />
      {confirmation && (
        <div className="mb-8">
          <ConfirmationPanel
            key={confirmation.registrationId}
            confirmation={confirmation}
            paymentWays={paymentWays}
          />
        </div>
      )}
      <RegistrationFields
        key={round}
        {...(round === 0 ? props : {})}
        live={round > 0}
        onStart={() => setConfirmation(null)}
        onRegistered={(registered) => {
          setConfirmation(registered);
          setRound((current) => current + 1);
        }}
      />
    </>
  );
}

interface FieldsProps extends Omit<RegistrationFormProps, "confirmation"> {
  /** True once the page is hydrated (a form mounted after a registration). */
  live: boolean;
  /** The visitor typed or chose something: a new registration begins. */
  onStart: () => void;
  onRegistered: (confirmation: Confirmation) => void;
}

function RegistrationFields({
  live: startLive,
  initialType = "",
  initialProgram = "",
  programs = {},
  result,
  onStart,
  onRegistered,
}: FieldsProps) {
  // After a post without JavaScript, the values sent come first; otherwise the link's preselection.
  const sent = (result?.initialValue ?? {}) as Record<string, unknown>;
  const chosenType = result ? asText(sent.trainingType) : initialType;
  const chosenProgram = result ? asText(sent.specificTraining) : initialProgram;
  const startType = isTrainingType(chosenType) ? chosenType : "";
  const startOptions = startType ? (programs[startType] ?? null) : null;
  const listed = startType ? (startOptions ?? []) : Object.values(programs).flatMap((list) => list ?? []);
  const startProgram = listed.some((option) => option.title === chosenProgram) ? chosenProgram : "";
  const firstError = result ? firstInvalid(result.error) : undefined;
  const couponError = result?.error?.discount_coupon?.[0];

  // Until hydrated the form is the server's: every program listed, no script-only behaviour.
  const [live, setLive] = useState(startLive);
  const [type, setType] = useState<string>(startType);
  const [program, setProgram] = useState(startProgram);
  const [branch, setBranch] = useState(asText(sent.branch));
  const [options, setOptions] = useState<ProgramOption[]>(startOptions ?? []);
  const [optionsLoading, setOptionsLoading] = useState(false);
  const couponCheck = useCouponCheck(asText(sent.discount_coupon), couponError);
  const coupon = couponCheck.applied;
  const [submitting, setSubmitting] = useState(false);
  const [lastResult, setLastResult] = useState(result);
  const optionsRequest = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  const option = (live ? options : listed).find((candidate) => candidate.title === program);
  const fees = feesFor(option, coupon);

  const [form, fields, prepare] = useLazySchemaForm<FormFields, unknown>(loadValidator, lastResult, {
    id: "registration",
    defaultValue: { ...DEFAULT_VALUES, trainingType: startType, specificTraining: startProgram },
    shouldValidate: "onSubmit",
    onValidSubmit: (event, formData) => {
      // With JavaScript the form is sent as JSON to the API; it never posts as a page.
      event.preventDefault();
      void send(formData);
    },
  });

  async function loadOptions(next: TrainingType, preselect = "") {
    const request = ++optionsRequest.current;
    setOptionsLoading(true);
    try {
      const loaded = await (await api()).fetchProgramOptions(next);
      if (request !== optionsRequest.current) return;
      setOptions(loaded);
      if (preselect && loaded.some((candidate) => candidate.title === preselect)) setProgram(preselect);
    } catch {
      if (request !== optionsRequest.current) return;
      setOptions([]);
      notify.error(MESSAGES.trainingOptionsFailed);
    } finally {
      if (request === optionsRequest.current) setOptionsLoading(false);
    }
  }

  // Hydrated: the spec's behaviour from here on. A visitor may have chosen before React took over, so the
  // choices are read from the page rather than assumed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form mounts.
  useEffect(() => {
    if (startLive) return;
    const elements = formRef.current?.elements;
    const read = (name: string) => {
      const element = elements?.namedItem(name);
      return element instanceof HTMLSelectElement ? element.value : "";
    };
    const domType = read("trainingType");
    const domProgram = read("specificTraining") || chosenProgram;
    setBranch(read("branch"));
    setType(domType);
    setLive(true);
    if (!isTrainingType(domType)) {
      setProgram("");
      return;
    }
    const known = programs[domType];
    if (known) {
      setOptions(known);
      setProgram(known.some((candidate) => candidate.title === domProgram) ? domProgram : "");
    } else {
      setProgram("");
      void loadOptions(domType, domProgram);
    }
  }, []);

  function onTypeChange(next: string) {
    setType(next);
    setProgram("");
    // A new type means a new choice of program: its old error goes until the next submit.
    form.update({ name: fields.specificTraining.name, validated: false });
    couponCheck.reset();
    setOptions([]);
    if (isTrainingType(next)) void loadOptions(next);
    else {
      optionsRequest.current++;
      setOptionsLoading(false);
    }
  }

  function onProgramChange(title: string) {
    setProgram(title);
    couponCheck.reset();
  }

  async function send(formData: FormData) {
    if (submitting) return;
    setSubmitting(true);
    try {
      const fieldValues = Object.fromEntries(formData);
      const answer = await (await api()).submitRegistration(buildPayload(fieldValues, option, coupon));
      if (!answer.ok) {
        notify.error(MESSAGES.registrationFailed(answer.error));
        // Shown on their fields, the values kept; Conform moves focus to the first.
        const error = fieldErrorsOf(answer.issues, branch);
        setLastResult({ status: "error", initialValue: fieldValues as Record<string, string>, error });
        return;
      }
      notify.success(MESSAGES.registrationSuccess(answer.registrationId));
      onRegistered({
        registrationId: answer.registrationId,
        downloadToken: answer.downloadToken,
        billing: billingOf(fieldValues),
        program: option?.title ?? program,
        batch: chosenBatch(option?.batches, fieldValues.batchId),
        fees,
        discountPercentage: coupon?.discountPercentage ?? 0,
      });
      const downloaded = await (await api()).downloadConfirmation(
        answer.registrationId,
        answer.downloadToken,
      );
      if (!downloaded) notify.error(MESSAGES.pdfFailed);
    } finally {
      setSubmitting(false);
    }
  }

  const programPlaceholder = !type
    ? "Select a training type first"
    : optionsLoading
      ? MESSAGES.loading
      : "Select a program";

  return (
    <form
      ref={formRef}
      method="post"
      {...getFormProps(form)}
      // The schema and the toaster load when the visitor starts, not with the page.
      onFocus={() => {
        void prepare().catch(() => {});
        loadToaster();
      }}
      // Typing or choosing anything starts a new registration: the last one's proof steps aside.
      onInput={onStart}
      onChange={onStart}
      aria-label={MESSAGES.registerHere}
      className="space-y-8"
    >
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>

      <PersonalFields fields={fields} firstError={firstError} />

      <AcademicFields
        fields={fields}
        firstError={firstError}
        branch={branch}
        onBranch={setBranch}
        live={live}
      />

      <BillingFields fields={fields} firstError={firstError} />

      <FormSection title={MESSAGES.trainingDetails}>
        <SelectField
          meta={fields.trainingType}
          label="Training Type"
          marked
          required
          options={choices(OPTIONS.trainingType)}
          placeholder="Select training type"
          onChange={(event) => onTypeChange(event.target.value)}
          autoFocus={firstError === "trainingType"}
        />
        <ProgramSelect
          meta={fields.specificTraining}
          live={live}
          value={program}
          onChange={onProgramChange}
          options={options}
          placeholder={programPlaceholder}
          disabled={!type || optionsLoading}
          busy={optionsLoading}
          programs={programs}
          autoFocus={firstError === "specificTraining"}
        />
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
            onApply={() => void couponCheck.apply(option, isTrainingType(type) ? type : null)}
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
        <FeeSummary fees={option ? fees : null} discountPercentage={coupon?.discountPercentage ?? 0} />
      </FormSection>

      <DeclarationAndSubmit meta={fields.agree} firstError={firstError} submitting={submitting} />
    </form>
  );
}
