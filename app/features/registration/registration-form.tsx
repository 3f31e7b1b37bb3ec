/**
 * The registration form on the form kit (Conform with registrationFormSchema). With JavaScript it checks the
 * fields with the schema (loaded on the form's first focus), sends POST /api/registration, toasts, shows the
 * confirmation and downloads the PDF. Without it the same form posts to the page, whose action checks and
 * stores it through the same `register` and answers the confirmation or the errors (`result`).
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { OPTIONS } from "../../../domain/constants";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { CheckboxField } from "../../components/forms/checkbox-field";
import { InputField, SelectField, TextareaField } from "../../components/forms/conform-field";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { PhoneField } from "../../components/forms/phone-field";
import { useLazySchemaForm } from "../../components/forms/use-lazy-schema-form";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";
import { BillingFields } from "./billing-fields";
import { type Confirmation, ConfirmationPanel } from "./confirmation-panel";
import { CouponField, type CouponMessage } from "./coupon-field";
import { FeeSummary } from "./fee-summary";
import { FormSection } from "./form-section";
import type { PaymentWays } from "./pay-now";
import { ProgramSelect, type ProgramsByType } from "./program-select";
import type { ProgramOption, TrainingType } from "./registration-api";
import {
  type AppliedCoupon,
  billingOf,
  buildPayload,
  DEFAULT_VALUES,
  feesFor,
  fieldErrorsOf,
  firstInvalid,
} from "./registration-state";
import { loadToaster, notify, RegistrationToaster } from "./toasts";

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
  const [couponInput, setCouponInput] = useState(asText(sent.discount_coupon));
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponMessage, setCouponMessage] = useState<CouponMessage>(
    couponError ? { kind: "error", text: couponError } : null,
  );
  const [checkingCoupon, setCheckingCoupon] = useState(false);
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

  function resetCoupon() {
    setCouponInput("");
    setCoupon(null);
    setCouponMessage(null);
  }

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
    resetCoupon();
    setOptions([]);
    if (isTrainingType(next)) void loadOptions(next);
    else {
      optionsRequest.current++;
      setOptionsLoading(false);
    }
  }

  function onProgramChange(title: string) {
    setProgram(title);
    resetCoupon();
  }

  async function onApplyCoupon() {
    if (coupon || checkingCoupon || !option || !isTrainingType(type)) return;
    const code = couponInput.trim();
    if (!code) {
      setCouponMessage({ kind: "error", text: MESSAGES.couponEmpty });
      return;
    }
    setCheckingCoupon(true);
    setCouponMessage(null);
    const answer = await (await api()).checkCoupon({
      trainingType: type,
      specificTraining: option.title,
      coupon: code,
    });
    setCheckingCoupon(false);
    if (answer.ok) {
      const applied = { code, discountPercentage: answer.discountPercentage, flatPaise: answer.flatPaise };
      setCoupon(applied);
      const saved = answer.savedRupees || paiseToRupees(feesFor(option, applied).discountPaise);
      setCouponMessage({ kind: "success", text: MESSAGES.couponApplied(saved) });
    } else {
      const text =
        answer.status === 400 || answer.status === 404 || !answer.error
          ? MESSAGES.couponInvalid
          : answer.error;
      setCouponMessage({ kind: "error", text });
    }
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
  const otherBranch = (
    <InputField
      meta={fields.branchOther}
      label="Your Branch"
      marked={branch === "Other"}
      required={branch === "Other"}
      hint={branch === "Other" ? undefined : "If your branch is Other."}
      autoFocus={firstError === "branchOther"}
    />
  );

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

      <FormSection title={MESSAGES.personalInformation}>
        <InputField
          meta={fields.fullName}
          label="Full Name"
          marked
          required
          autoComplete="name"
          autoFocus={firstError === "fullName"}
        />
        <InputField
          meta={fields.fathersName}
          label="Father's Name"
          marked
          required
          autoFocus={firstError === "fathersName"}
        />
        <SelectField
          meta={fields.nationality}
          label="Nationality"
          options={choices(OPTIONS.nationality)}
          autoFocus={firstError === "nationality"}
        />
        <SelectField
          meta={fields.gender}
          label="Gender"
          marked
          required
          options={choices(OPTIONS.gender)}
          placeholder="Select gender"
          autoFocus={firstError === "gender"}
        />
        <InputField
          meta={fields.email}
          label="Email"
          type="email"
          marked
          required
          autoComplete="email"
          autoFocus={firstError === "email"}
        />
        <PhoneField
          meta={fields.phone}
          label="Phone"
          marked
          required
          autoComplete="tel"
          autoFocus={firstError === "phone"}
        />
        <TextareaField
          meta={fields.address}
          label="Address"
          rows={2}
          autoComplete="street-address"
          className="sm:col-span-2"
          autoFocus={firstError === "address"}
        />
      </FormSection>

      <FormSection title={MESSAGES.academicInformation}>
        <SelectField
          meta={fields.workingStatus}
          label="Working Status"
          marked
          required
          options={choices(OPTIONS.registrationWorkingStatus)}
          placeholder="Select working status"
          autoFocus={firstError === "workingStatus"}
        />
        <InputField meta={fields.collegeName} label="College Name" autoFocus={firstError === "collegeName"} />
        <SelectField
          meta={fields.branch}
          label="Branch"
          marked
          required
          options={choices(OPTIONS.branch)}
          placeholder="Select branch"
          onChange={(event) => setBranch(event.target.value)}
          autoFocus={firstError === "branch"}
        />
        {/* Revealed by 'Other'; without JavaScript nothing can reveal it, so it is always there. */}
        {branch === "Other" ? otherBranch : !live && <noscript>{otherBranch}</noscript>}
        <SelectField
          meta={fields.year}
          label="Year"
          marked
          required
          options={choices(OPTIONS.yearOfStudy)}
          placeholder="Select year"
          autoFocus={firstError === "year"}
        />
        <TextareaField
          meta={fields.collegeAddress}
          label="College Address"
          rows={2}
          className="sm:col-span-2"
          autoFocus={firstError === "collegeAddress"}
        />
      </FormSection>

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
        {option?.discount_coupon ? (
          <CouponField
            percentage={option.discount_percentage}
            value={couponInput}
            applied={Boolean(coupon)}
            checking={checkingCoupon}
            message={couponMessage}
            onChange={(value) => {
              setCouponInput(value);
              if (couponMessage?.kind === "error") setCouponMessage(null);
            }}
            onApply={() => void onApplyCoupon()}
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

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <CheckboxField
          meta={fields.agree}
          label="I declare that the information given above is true to the best of my knowledge, and I agree to the terms of registration."
          marked
          required
          autoFocus={firstError === "agree"}
        />
      </div>

      <div className="sr-only" aria-hidden="true">
        <label htmlFor="reg-website">Leave this field empty</label>
        <input id="reg-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-col items-center gap-4">
        <button
          type="submit"
          disabled={submitting}
          aria-describedby="reg-consent"
          className={`${buttonStyles.primary} w-full px-10 sm:w-auto`}
        >
          {submitting ? MESSAGES.submitting : MESSAGES.submitRegistration}
        </button>
        <ConsentNotice form="registration" id="reg-consent" className="max-w-2xl text-center" />
      </div>
    </form>
  );
}
