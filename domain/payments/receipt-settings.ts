/**
 * Receipt and GST settings, edited in the console and stored under the settings key `receipts`: who issues the
 * documents, whether they carry tax, and the prefixes of their numbers. Without a GSTIN the documents are plain
 * payment receipts with no tax lines. The defaults are what an accountant is asked to confirm: SAC 999293
 * (commercial training and coaching), 18 %, prices including GST.
 */
import { plainText, z } from "../zod.ts";
import { DOCUMENT_PREFIX } from "./documents.ts";
import { GST_STATES } from "./gst-states.ts";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from "./gstin.ts";

export const RECEIPT_SETTINGS_KEY = "receipts";

const STATE_CODES = GST_STATES.map((state) => state.code) as [string, ...string[]];

const gstinMatchesState = (value: { gstin: string; stateCode: string }) =>
  !value.gstin || value.gstin.startsWith(value.stateCode);
const GSTIN_STATE_MESSAGE = "The GSTIN's first two digits must be the company's state code.";
const prefixesDiffer = (value: { receiptPrefix: string; refundPrefix: string }) =>
  value.receiptPrefix !== value.refundPrefix;
const PREFIX_CLASH_MESSAGE = "Receipts and refund vouchers need different prefixes.";

export const receiptSettingsSchema = z
  .object({
    legalName: plainText({ error: "Enter the legal name." })
      .trim()
      .min(1, "Enter the legal name.")
      .max(200, "Use at most 200 characters."),
    /** Empty: not registered for GST, documents without tax lines. */
    gstin: plainText()
      .optional()
      .transform((value) => normaliseGstin(value ?? ""))
      .superRefine((value, context) => {
        const problem = value ? gstinProblem(value) : null;
        if (problem) context.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
      }),
    /** The company's own state: the place of supply that means CGST + SGST. */
    stateCode: z.enum(STATE_CODES, { error: "Choose the company's state." }),
    sac: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "A SAC is six digits, such as 999293."),
    /** GST rate in basis points (1800 = 18 %). */
    rateBasisPoints: z.coerce
      .number({ error: "Enter the GST rate." })
      .int("Enter the GST rate with at most two decimals.")
      .min(0, "The GST rate cannot be negative.")
      .max(10_000, "The GST rate is at most 100 %."),
    pricesIncludeGst: z.boolean(),
    receiptPrefix: z.string().trim().regex(DOCUMENT_PREFIX, "A prefix is one to three capitals or digits."),
    refundPrefix: z.string().trim().regex(DOCUMENT_PREFIX, "A prefix is one to three capitals or digits."),
  })
  .refine(gstinMatchesState, { message: GSTIN_STATE_MESSAGE, path: ["gstin"] })
  .refine(prefixesDiffer, { message: PREFIX_CLASH_MESSAGE, path: ["refundPrefix"] });

export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;

export const DEFAULT_RECEIPT_SETTINGS: ReceiptSettings = {
  legalName: "",
  gstin: "",
  stateCode: "29",
  sac: "999293",
  rateBasisPoints: 1800,
  pricesIncludeGst: true,
  receiptPrefix: "RV",
  refundPrefix: "RF",
};

const PREFIX_MESSAGE = "A prefix is one to three capitals or digits.";
const prefixField = () =>
  plainText({ error: PREFIX_MESSAGE }).trim().toUpperCase().regex(DOCUMENT_PREFIX, PREFIX_MESSAGE);

/**
 * The console's form of the same settings: the rate typed as a percentage (18 or 2.5), "prices include GST" a
 * checkbox (absent when unticked), every missing or malformed value answered with its own sentence. The action
 * turns it into settings with `receiptSettingsFromForm`; the save checks them again with the schema above.
 */
export const receiptSettingsFormSchema = z
  .object({
    legalName: receiptSettingsSchema.shape.legalName,
    gstin: receiptSettingsSchema.shape.gstin,
    stateCode: receiptSettingsSchema.shape.stateCode,
    sac: plainText({ error: "A SAC is six digits, such as 999293." })
      .trim()
      .regex(/^\d{6}$/, "A SAC is six digits, such as 999293."),
    ratePercent: z.coerce
      .number({ error: "Enter the GST rate as a percentage, such as 18." })
      .min(0, "The GST rate cannot be negative.")
      .max(100, "The GST rate is at most 100 %.")
      .refine((value) => Number.isInteger(Math.round(value * 1e6) / 1e4), "Use at most two decimals."),
    pricesIncludeGst: z.boolean({ error: "Say whether prices include GST." }).optional(),
    receiptPrefix: prefixField(),
    refundPrefix: prefixField(),
  })
  .refine(gstinMatchesState, { message: GSTIN_STATE_MESSAGE, path: ["gstin"] })
  .refine(prefixesDiffer, { message: PREFIX_CLASH_MESSAGE, path: ["refundPrefix"] });

export type ReceiptSettingsForm = z.infer<typeof receiptSettingsFormSchema>;

export function receiptSettingsFromForm(form: ReceiptSettingsForm): ReceiptSettings {
  const { ratePercent, pricesIncludeGst, ...rest } = form;
  return {
    ...rest,
    rateBasisPoints: Math.round(ratePercent * 100),
    pricesIncludeGst: pricesIncludeGst ?? false,
  };
}

/** The stored settings as the form shows them. */
export function receiptSettingsToForm(settings: ReceiptSettings) {
  const { rateBasisPoints, pricesIncludeGst, ...rest } = settings;
  return {
    ...rest,
    ratePercent: String(rateBasisPoints / 100),
    pricesIncludeGst: pricesIncludeGst ? "on" : "",
  };
}
