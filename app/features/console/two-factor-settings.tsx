import type { SubmissionResult } from "@conform-to/react";
import { passwordAgainSchema, totpCodeSchema } from "../../../domain/staff/staff.schema";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConsoleForm } from "./console-form";

export interface TwoFactorSetup {
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

function PasswordForm({
  intent,
  label,
  result,
}: {
  intent: string;
  label: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(passwordAgainSchema, result, { id: intent });
  return (
    <ConsoleForm form={form} className="max-w-sm space-y-3">
      <InputField
        meta={fields.password}
        label="Your password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" name="intent" value={intent} className={buttonStyles.secondary}>
        {label}
      </button>
    </ConsoleForm>
  );
}

function ConfirmForm({
  setup,
  result,
}: {
  setup: TwoFactorSetup;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(totpCodeSchema, result, { id: "two-factor-confirm" });
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-3 pl-5 text-slate-800">
        <li>
          In your authenticator app, add an account with this key:{" "}
          <code className="break-all rounded bg-slate-100 px-1 font-mono" data-testid="totp-secret">
            {setup.secret}
          </code>{" "}
          (or open{" "}
          <a href={setup.totpURI} className="text-brand underline">
            this link
          </a>{" "}
          on your phone).
        </li>
        <li>
          Keep these backup codes somewhere safe; each signs you in once without the app:
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li>Enter the code the app shows to finish.</li>
      </ol>
      <ConsoleForm form={form} className="max-w-sm space-y-3">
        <InputField meta={fields.code} label="Authentication code" autoComplete="one-time-code" />
        <button type="submit" name="intent" value="two-factor-confirm" className={buttonStyles.primary}>
          Turn on two-factor
        </button>
      </ConsoleForm>
    </div>
  );
}

/** Two-factor sign-in of one's own account: off → password → key, backup codes and a first code → on. */
export function TwoFactorSettings({
  enabled,
  setup,
  intent,
  result,
}: {
  enabled: boolean;
  setup?: TwoFactorSetup;
  intent?: string;
  result?: SubmissionResult<string[]>;
}) {
  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
        Two-factor sign-in
      </h2>
      {enabled ? (
        <>
          <p className="text-slate-800">On: signing in asks for a code from your authenticator app.</p>
          <PasswordForm
            intent="two-factor-stop"
            label="Turn off two-factor"
            result={intent === "two-factor-stop" ? result : undefined}
          />
        </>
      ) : setup ? (
        <ConfirmForm setup={setup} result={intent === "two-factor-confirm" ? result : undefined} />
      ) : (
        <>
          <p className="text-slate-800">
            Off. With it on, signing in also asks for a code from an authenticator app.
          </p>
          <PasswordForm
            intent="two-factor-start"
            label="Set up two-factor"
            result={intent === "two-factor-start" ? result : undefined}
          />
        </>
      )}
    </section>
  );
}
