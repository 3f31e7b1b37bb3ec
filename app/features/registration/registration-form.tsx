/**
 * The registration form on the form kit (Conform with registrationFormSchema). Its one door is the page's
 * action (app/routes/registration-forms.tsx), which checks and stores it through `register` (the function
 * POST /api/registration calls) and answers the confirmation or the errors (`result`). With JavaScript the
 * form checks the fields with the schema (loaded on the form's first focus), posts through a fetcher, toasts,
 * shows the confirmation and downloads the PDF (use-registration-post.ts); without it the same form posts as
 * a page. Its sections are components of their own (registration-sections.tsx, billing-fields.tsx,
 * training-fields.tsx); this module holds the state they share.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { MESSAGES } from "../../../domain/messages";
import { useLazySchemaForm } from "../../components/forms/use-lazy-schema-form";
import { BillingFields } from "./billing-fields";
import { type Confirmation, ConfirmationPanel } from "./confirmation-panel";
import type { PaymentWays } from "./pay-now";
import type { ProgramsByType } from "./program-option";
import { AcademicFields, DeclarationAndSubmit, PersonalFields, RequiredNote } from "./registration-sections";
import { DEFAULT_VALUES, firstInvalid } from "./registration-state";
import { loadToaster, RegistrationToaster } from "./toasts";
import { TrainingFields } from "./training-fields";
import { useCouponCheck } from "./use-coupon-check";
import { startingChoice, useProgramChoice } from "./use-program-choice";
import { useRegistrationPost } from "./use-registration-post";

/** The form's check (the shared schema through Conform's zod adapter), loaded when the visitor starts. */
const loadValidator = () =>
  Promise.all([import("../../../domain/programs/registration.schema"), import("@conform-to/zod/v4")]).then(
    ([{ registrationFormSchema }, { parseWithZod }]) =>
      (formData: FormData) =>
        parseWithZod(formData, { schema: registrationFormSchema }),
  );

/** The form's fields as its controls hold them. */
type FormFields = typeof DEFAULT_VALUES & { agree?: boolean };

const asText = (value: unknown) => (typeof value === "string" ? value : "");

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

interface FieldsProps extends Omit<RegistrationFormProps, "confirmation" | "paymentWays"> {
  /** True once the page is hydrated (a form mounted after a registration). */
  live: boolean;
  /** The visitor typed or chose something: a new registration begins. */
  onStart: () => void;
  onRegistered: (confirmation: Confirmation) => void;
}

/**
 * Whether the form is live (hydrated), and the branch chosen (its 'Other' reveals the typed one). Once, when
 * the page is hydrated, the choices a visitor may have made before React took over are read from the page
 * rather than assumed: the branch here, the training type and program handed to `adoptChoice`. A form
 * mounted live (after a registration) has nothing to read.
 */
function useHydration(
  formRef: RefObject<HTMLFormElement | null>,
  startLive: boolean,
  initialBranch: string,
  adoptChoice: (type: string, program: string) => void,
) {
  const [live, setLive] = useState(startLive);
  const [branch, setBranch] = useState(initialBranch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form mounts.
  useEffect(() => {
    if (startLive) return;
    const elements = formRef.current?.elements;
    const read = (name: string) => {
      const element = elements?.namedItem(name);
      return element instanceof HTMLSelectElement ? element.value : "";
    };
    setBranch(read("branch"));
    setLive(true);
    adoptChoice(read("trainingType"), read("specificTraining"));
  }, []);
  return { live, branch, setBranch };
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
  const start = startingChoice(
    programs,
    result ? sent : { trainingType: initialType, specificTraining: initialProgram },
  );
  const firstError = result ? firstInvalid(result.error) : undefined;
  const couponCheck = useCouponCheck(asText(sent.discount_coupon), result?.error?.discount_coupon?.[0]);
  const post = useRegistrationPost(result, onRegistered);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields, prepare] = useLazySchemaForm<FormFields, unknown>(loadValidator, post.lastResult, {
    id: "registration",
    defaultValue: { ...DEFAULT_VALUES, trainingType: start.type, specificTraining: start.program },
    shouldValidate: "onSubmit",
    onValidSubmit: (event, formData) => {
      // With JavaScript the form posts through the fetcher; the page stays.
      event.preventDefault();
      post.submit(formData, couponCheck.applied);
    },
  });

  const choice = useProgramChoice(programs, start, {
    onReset: couponCheck.reset,
    // A new type means a new choice of program: its old error goes until the next submit.
    onTypeChange: () => form.update({ name: fields.specificTraining.name, validated: false }),
  });
  // Until hydrated the form is the server's: every program listed, no script-only behaviour.
  const { live, branch, setBranch } = useHydration(formRef, startLive, asText(sent.branch), (type, program) =>
    choice.adopt(type, program || start.chosenProgram),
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
      <RequiredNote />
      <PersonalFields fields={fields} firstError={firstError} />
      <AcademicFields
        fields={fields}
        firstError={firstError}
        branch={branch}
        onBranch={setBranch}
        live={live}
      />
      <BillingFields fields={fields} firstError={firstError} />
      <TrainingFields
        fields={fields}
        firstError={firstError}
        live={live}
        choice={choice}
        listed={start.listed}
        couponCheck={couponCheck}
        programs={programs}
      />
      <DeclarationAndSubmit meta={fields.agree} firstError={firstError} submitting={post.submitting} />
    </form>
  );
}
