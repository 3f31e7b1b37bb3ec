import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { bankDetailsSchema } from "../../../domain/payments/bank-details";
import { loadBankDetails, saveBankDetails } from "../../../domain/payments/bank-details.server";
import {
  receiptSettingsFormSchema,
  receiptSettingsFromForm,
  receiptSettingsToForm,
} from "../../../domain/payments/receipt-settings";
import { loadReceiptSettings, saveReceiptSettings } from "../../../domain/payments/receipt-settings.server";
import { retentionSchema } from "../../../domain/privacy/privacy.schema";
import { loadRetention, saveRetention } from "../../../domain/privacy/retention.server";
import { seatHoldSchema } from "../../../domain/programs/batch.schema";
import { registrationFeeSchema } from "../../../domain/programs/registration-fee";
import {
  loadRegistrationFeePaise,
  saveRegistrationFee,
} from "../../../domain/programs/registration-fee.server";
import { loadSeatHoldHours, saveSeatHoldHours } from "../../../domain/programs/seats.server";
import { companySchema, notifySchema } from "../../../domain/settings/settings.schema";
import { loadSettings, saveSetting } from "../../../domain/settings/settings.server";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { type IntentHandler, intentAction } from "../../features/console/intent-action.server";
import {
  REGISTRATION_FEE_INTENT,
  RegistrationFeeSettings,
} from "../../features/console/registration-fee-settings";
import { requireStaff } from "../../features/console/require-staff.server";
import { SEAT_HOLD_INTENT, SeatHoldSettings } from "../../features/console/seat-hold-settings";
import {
  BankSettings,
  CompanySettings,
  NotifySettings,
  ReceiptSettings,
  RetentionSettings,
} from "../../features/console/settings/settings-forms";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => consoleMeta("Settings");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "settings");
  const [site, retention, bank, registrationFeePaise, seatHoldHours] = await Promise.all([
    loadSettings(context.db),
    loadRetention(context.db),
    loadBankDetails(context.db),
    loadRegistrationFeePaise(context.db),
    loadSeatHoldHours(context.db),
  ]);
  const receipts = await loadReceiptSettings(context.db, site.company.name);
  return {
    ...site,
    retention,
    receipts: receiptSettingsToForm(receipts),
    bank,
    registrationFeePaise,
    seatHoldHours,
    onlinePayment: context.payments !== null,
  };
}

/** What a settings form gets back: which form, Conform's reply for it, and whether it was saved. */
interface SettingsReply {
  intent: string;
  result: SubmissionResult<string[]>;
  saved: boolean;
}

/** One settings form as an intent: parsed with its schema, saved (audited by the save), or its errors shown. */
function settingsForm<Schema extends z.ZodType>(
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<void>,
): IntentHandler<SettingsReply> {
  return async (formData, intent) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), saved: false }, 400);
    await save(submission.value);
    return data({ intent, result: submission.reply(), saved: true });
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "settings");
  const { db } = context;
  return intentAction<SettingsReply>(await request.formData(), {
    notify: settingsForm(notifySchema, (value) => saveSetting(db, actor, "notify", value)),
    company: settingsForm(companySchema, (value) => saveSetting(db, actor, "company", value)),
    retention: settingsForm(retentionSchema, (value) => saveRetention(db, actor, value)),
    receipts: settingsForm(receiptSettingsFormSchema, (value) =>
      saveReceiptSettings(db, actor, receiptSettingsFromForm(value)),
    ),
    bank: settingsForm(bankDetailsSchema, (value) => saveBankDetails(db, actor, value)),
    [REGISTRATION_FEE_INTENT]: settingsForm(registrationFeeSchema, (value) =>
      saveRegistrationFee(db, actor, value.feeRupees),
    ),
    [SEAT_HOLD_INTENT]: settingsForm(seatHoldSchema, (value) => saveSeatHoldHours(db, actor, value.hours)),
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  /** The last reply of the form that posted `intent`, for that form alone. */
  const resultOf = (intent: string) =>
    actionData?.intent === intent ? (actionData.result ?? undefined) : undefined;
  return (
    <div className="max-w-3xl space-y-8">
      <PageTitle>Settings</PageTitle>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {actionData && "saved" in actionData && actionData.saved ? "Saved." : ""}
      </p>
      <CompanySettings company={loaderData.company} lastResult={resultOf("company")} />
      <NotifySettings notify={loaderData.notify} lastResult={resultOf("notify")} />
      <ReceiptSettings receipts={loaderData.receipts} lastResult={resultOf("receipts")} />
      <BankSettings bank={loaderData.bank} lastResult={resultOf("bank")} />
      <RetentionSettings retention={loaderData.retention} lastResult={resultOf("retention")} />
      <RegistrationFeeSettings
        feePaise={loaderData.registrationFeePaise}
        lastResult={resultOf(REGISTRATION_FEE_INTENT)}
      />
      <SeatHoldSettings
        hours={loaderData.seatHoldHours}
        onlinePayment={loaderData.onlinePayment}
        lastResult={resultOf(SEAT_HOLD_INTENT)}
      />
    </div>
  );
}
