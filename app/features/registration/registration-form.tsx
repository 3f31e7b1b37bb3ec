import { type FormEvent, useEffect, useRef, useState } from "react";
import { OPTIONS } from "../../../domain/constants";
import { PHONE_INPUT_MAX_CHARS, phoneInputValue } from "../../../domain/enquiries/phone";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";
import { type Confirmation, ConfirmationPanel } from "./confirmation-panel";
import { FeeSummary } from "./fee-summary";
import { FormSection, SelectField, TextAreaField, TextField } from "./form-fields";
import {
  checkCoupon,
  downloadConfirmation,
  fetchProgramOptions,
  type ProgramOption,
  submitRegistration,
  type TrainingType,
} from "./registration-api";
import {
  type AppliedCoupon,
  buildPayload,
  DEFAULT_VALUES,
  type FieldErrors,
  type FieldName,
  feesFor,
  fieldForPath,
  firstInvalid,
  type RegistrationValues,
  validate,
} from "./registration-state";
import { notify, RegistrationToaster } from "./toasts";

/** The id of a field's control; prefixed so no other form on the page can clash. */
export const fieldId = (field: FieldName | "coupon") => `reg-${field}`;

const isTrainingType = (value: string): value is TrainingType =>
  (OPTIONS.trainingType as readonly string[]).includes(value);

type CouponMessage = { kind: "error" | "success"; text: string } | null;

export interface RegistrationFormProps {
  /** Training type and program chosen by the link that opened the form (`?type=&program=`). */
  initialType?: string;
  initialProgram?: string;
  /** The programs of `initialType`, when the server could read them. */
  initialOptions?: ProgramOption[] | null;
}

export function RegistrationForm({
  initialType = "",
  initialProgram = "",
  initialOptions,
}: RegistrationFormProps) {
  const startType = isTrainingType(initialType) ? initialType : "";
  const startProgram =
    startType && initialOptions?.some((option) => option.title === initialProgram) ? initialProgram : "";
  const [values, setValues] = useState<RegistrationValues>({
    ...DEFAULT_VALUES,
    trainingType: startType,
    specificTraining: startProgram,
  });
  const [options, setOptions] = useState<ProgramOption[]>(startType ? (initialOptions ?? []) : []);
  const [optionsLoading, setOptionsLoading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [couponInput, setCouponInput] = useState("");
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponMessage, setCouponMessage] = useState<CouponMessage>(null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const optionsRequest = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  const option = options.find((candidate) => candidate.title === values.specificTraining);
  const fees = feesFor(option, coupon);

  function resetCoupon() {
    setCouponInput("");
    setCoupon(null);
    setCouponMessage(null);
  }

  async function loadOptions(type: TrainingType, preselect = "") {
    const request = ++optionsRequest.current;
    setOptionsLoading(true);
    try {
      const loaded = await fetchProgramOptions(type);
      if (request !== optionsRequest.current) return;
      setOptions(loaded);
      if (preselect && loaded.some((candidate) => candidate.title === preselect)) {
        setValues((current) => ({ ...current, specificTraining: preselect }));
      }
    } catch {
      if (request !== optionsRequest.current) return;
      setOptions([]);
      notify.error(MESSAGES.trainingOptionsFailed);
    } finally {
      if (request === optionsRequest.current) setOptionsLoading(false);
    }
  }

  // A preselected type whose programs the server could not read: load them in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the initial choice only.
  useEffect(() => {
    if (startType && !initialOptions) void loadOptions(startType, initialProgram);
  }, []);

  function setField<K extends FieldName>(field: K, value: RegistrationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onTrainingTypeChange(type: string) {
    setValues((current) => ({ ...current, trainingType: type, specificTraining: "" }));
    setErrors((current) => ({ ...current, trainingType: undefined, specificTraining: undefined }));
    resetCoupon();
    setOptions([]);
    if (isTrainingType(type)) void loadOptions(type);
    else {
      optionsRequest.current++;
      setOptionsLoading(false);
    }
  }

  function onProgramChange(title: string) {
    setField("specificTraining", title);
    resetCoupon();
  }

  function onBranchChange(branch: string) {
    setValues((current) => ({
      ...current,
      branch,
      branchOther: branch === "Other" ? current.branchOther : "",
    }));
    setErrors((current) => ({ ...current, branch: undefined, branchOther: undefined }));
  }

  async function onApplyCoupon() {
    if (coupon || checkingCoupon || !option || !isTrainingType(values.trainingType)) return;
    const code = couponInput.trim();
    if (!code) {
      setCouponMessage({ kind: "error", text: MESSAGES.couponEmpty });
      return;
    }
    setCheckingCoupon(true);
    setCouponMessage(null);
    const program = option.title;
    const result = await checkCoupon({
      trainingType: values.trainingType,
      specificTraining: program,
      coupon: code,
    });
    setCheckingCoupon(false);
    if (result.ok) {
      const applied = { code, discountPercentage: result.discountPercentage };
      setCoupon(applied);
      const saved = result.savedRupees || paiseToRupees(feesFor(option, applied).discountPaise);
      setCouponMessage({ kind: "success", text: MESSAGES.couponApplied(saved) });
    } else {
      const text =
        result.status === 400 || result.status === 404 || !result.error
          ? MESSAGES.couponInvalid
          : result.error;
      setCouponMessage({ kind: "error", text });
    }
  }

  function focusField(field: FieldName) {
    const element = formRef.current?.querySelector<HTMLElement>(`#${fieldId(field)}`);
    element?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = await validate(values);
    const first = firstInvalid(found);
    if (first) {
      setErrors(found);
      focusField(first);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await submitRegistration(buildPayload(values, option, coupon, honeypot));
      if (!result.ok) {
        notify.error(MESSAGES.registrationFailed(result.error));
        const serverErrors: FieldErrors = {};
        for (const issue of result.issues) {
          const field = fieldForPath(issue.path, values);
          if (field && !serverErrors[field]) serverErrors[field] = issue.message;
        }
        setErrors(serverErrors);
        const firstServer = firstInvalid(serverErrors);
        if (firstServer) focusField(firstServer);
        return;
      }
      notify.success(MESSAGES.registrationSuccess(result.registrationId));
      setConfirmation({
        registrationId: result.registrationId,
        downloadToken: result.downloadToken,
        program: option?.title ?? values.specificTraining,
        fees,
        discountPercentage: coupon?.discountPercentage ?? 0,
      });
      optionsRequest.current++;
      setValues(DEFAULT_VALUES);
      setOptions([]);
      setOptionsLoading(false);
      setHoneypot("");
      resetCoupon();
      const downloaded = await downloadConfirmation(result.registrationId, result.downloadToken);
      if (!downloaded) notify.error(MESSAGES.pdfFailed);
    } finally {
      setSubmitting(false);
    }
  }

  const programOptions = options.map((candidate) => candidate.title);
  const programPlaceholder = !values.trainingType
    ? "Select a training type first"
    : optionsLoading
      ? MESSAGES.loading
      : "Select a program";

  return (
    <>
      <RegistrationToaster />
      {confirmation && (
        <div className="mb-8">
          <ConfirmationPanel key={confirmation.registrationId} confirmation={confirmation} />
        </div>
      )}
      <form
        ref={formRef}
        onSubmit={onSubmit}
        // Typing or choosing anything starts a new registration: the last one's proof steps aside.
        onInput={() => setConfirmation(null)}
        onChange={() => setConfirmation(null)}
        noValidate
        aria-label={MESSAGES.registerHere}
        className="space-y-8"
      >
        <p className="text-sm text-slate-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>

        <FormSection title={MESSAGES.personalInformation}>
          <TextField
            id={fieldId("fullName")}
            name="fullName"
            label="Full Name"
            required
            autoComplete="name"
            value={values.fullName}
            onChange={(e) => setField("fullName", e.target.value)}
            error={errors.fullName}
          />
          <TextField
            id={fieldId("fathersName")}
            name="fathersName"
            label="Father's Name"
            required
            value={values.fathersName}
            onChange={(e) => setField("fathersName", e.target.value)}
            error={errors.fathersName}
          />
          <SelectField
            id={fieldId("nationality")}
            name="nationality"
            label="Nationality"
            options={OPTIONS.nationality}
            placeholder={null}
            value={values.nationality}
            onChange={(e) => setField("nationality", e.target.value)}
            error={errors.nationality}
          />
          <SelectField
            id={fieldId("gender")}
            name="gender"
            label="Gender"
            required
            options={OPTIONS.gender}
            placeholder="Select gender"
            value={values.gender}
            onChange={(e) => setField("gender", e.target.value)}
            error={errors.gender}
          />
          <TextField
            id={fieldId("email")}
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(e) => setField("email", e.target.value)}
            error={errors.email}
          />
          <TextField
            id={fieldId("phone")}
            name="phone"
            label="Phone"
            type="tel"
            required
            inputMode="numeric"
            autoComplete="tel"
            maxLength={PHONE_INPUT_MAX_CHARS}
            value={values.phone}
            onChange={(e) => setField("phone", phoneInputValue(e.target.value))}
            error={errors.phone}
          />
          <TextAreaField
            id={fieldId("address")}
            name="address"
            label="Address"
            autoComplete="street-address"
            className="sm:col-span-2"
            value={values.address}
            onChange={(e) => setField("address", e.target.value)}
            error={errors.address}
          />
        </FormSection>

        <FormSection title={MESSAGES.academicInformation}>
          <SelectField
            id={fieldId("workingStatus")}
            name="workingStatus"
            label="Working Status"
            required
            options={OPTIONS.registrationWorkingStatus}
            placeholder="Select working status"
            value={values.workingStatus}
            onChange={(e) => setField("workingStatus", e.target.value)}
            error={errors.workingStatus}
          />
          <TextField
            id={fieldId("collegeName")}
            name="collegeName"
            label="College Name"
            value={values.collegeName}
            onChange={(e) => setField("collegeName", e.target.value)}
            error={errors.collegeName}
          />
          <SelectField
            id={fieldId("branch")}
            name="branch"
            label="Branch"
            required
            options={OPTIONS.branch}
            placeholder="Select branch"
            value={values.branch}
            onChange={(e) => onBranchChange(e.target.value)}
            error={errors.branch}
          />
          {values.branch === "Other" && (
            <TextField
              id={fieldId("branchOther")}
              name="branchOther"
              label="Your Branch"
              required
              value={values.branchOther}
              onChange={(e) => setField("branchOther", e.target.value)}
              error={errors.branchOther}
            />
          )}
          <SelectField
            id={fieldId("year")}
            name="year"
            label="Year"
            required
            options={OPTIONS.yearOfStudy}
            placeholder="Select year"
            value={values.year}
            onChange={(e) => setField("year", e.target.value)}
            error={errors.year}
          />
          <TextAreaField
            id={fieldId("collegeAddress")}
            name="collegeAddress"
            label="College Address"
            className="sm:col-span-2"
            value={values.collegeAddress}
            onChange={(e) => setField("collegeAddress", e.target.value)}
            error={errors.collegeAddress}
          />
        </FormSection>

        <FormSection title={MESSAGES.trainingDetails}>
          <SelectField
            id={fieldId("trainingType")}
            name="trainingType"
            label="Training Type"
            required
            options={OPTIONS.trainingType}
            placeholder="Select training type"
            value={values.trainingType}
            onChange={(e) => onTrainingTypeChange(e.target.value)}
            error={errors.trainingType}
          />
          <SelectField
            id={fieldId("specificTraining")}
            name="specificTraining"
            label="Program"
            required
            options={programOptions}
            placeholder={programPlaceholder}
            disabled={!values.trainingType || optionsLoading}
            aria-busy={optionsLoading || undefined}
            value={values.specificTraining}
            onChange={(e) => onProgramChange(e.target.value)}
            error={errors.specificTraining}
          />
          <TextField
            id="reg-duration"
            name="duration"
            label="Duration"
            readOnly
            value={option?.duration ?? ""}
            placeholder="Filled in from the program"
          />
          {option?.discount_coupon && (
            <div>
              <label htmlFor={fieldId("coupon")} className={fieldStyles.label}>
                Coupon Code
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id={fieldId("coupon")}
                  name="discount_coupon"
                  autoComplete="off"
                  value={couponInput}
                  disabled={Boolean(coupon)}
                  aria-describedby={couponMessage ? "reg-coupon-hint reg-coupon-message" : "reg-coupon-hint"}
                  aria-invalid={couponMessage?.kind === "error" ? true : undefined}
                  onChange={(e) => {
                    setCouponInput(e.target.value);
                    if (couponMessage?.kind === "error") setCouponMessage(null);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") {
                      e.preventDefault();
                      void onApplyCoupon();
                    }
                  }}
                  className={`${fieldStyles.input} mt-0 uppercase`}
                />
                <button
                  type="button"
                  onClick={() => void onApplyCoupon()}
                  disabled={Boolean(coupon) || checkingCoupon}
                  className={`${buttonStyles.secondary} shrink-0 px-5 py-2`}
                >
                  {coupon ? MESSAGES.couponAppliedButton : MESSAGES.couponApply}
                </button>
              </div>
              <p id="reg-coupon-hint" className="mt-1 text-xs text-slate-600">
                This program has a coupon worth {option.discount_percentage}% off its price.
              </p>
              <p
                id="reg-coupon-message"
                aria-live="polite"
                className={`mt-1 text-sm ${couponMessage?.kind === "success" ? "text-emerald-800" : "text-red-700"}`}
              >
                {couponMessage?.text}
              </p>
            </div>
          )}
          <FeeSummary fees={option ? fees : null} discountPercentage={coupon?.discountPercentage ?? 0} />
        </FormSection>

        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <div className="flex items-start gap-3">
            <input
              id={fieldId("agree")}
              name="agree"
              type="checkbox"
              required
              checked={values.agree}
              onChange={(e) => setField("agree", e.target.checked)}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? "reg-agree-error" : undefined}
              className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand"
            />
            <label htmlFor={fieldId("agree")} className="text-sm text-slate-800">
              I declare that the information given above is true to the best of my knowledge, and I agree to
              the terms of registration.
              <span className="text-red-700" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
          </div>
          {errors.agree && (
            <p id="reg-agree-error" className={fieldStyles.error}>
              {errors.agree}
            </p>
          )}
        </div>

        <div className="sr-only" aria-hidden="true">
          <label htmlFor="reg-website">Leave this field empty</label>
          <input
            id="reg-website"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
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
    </>
  );
}
