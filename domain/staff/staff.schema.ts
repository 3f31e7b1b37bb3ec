/** Inputs of the staff screens and sign-in, shared by the forms (as you type) and the actions (on the server). */
import { plainText, z } from "../zod.ts";
import { passwordSchema } from "./password-rules.ts";
import { ROLES } from "./roles.ts";

export const STAFF_MESSAGES = {
  email: "Enter a valid e-mail address.",
  name: "Enter a name.",
  role: "Choose a role.",
  password: "Enter your password.",
  passwordsDiffer: "The two passwords differ.",
  signInFailed: "The e-mail address or password is wrong.",
  tooManyAttempts: (minutes: number) =>
    `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  disabled: "This account is disabled.",
  emailTaken: "A staff account with this e-mail address exists already.",
  linkInvalid: "This link is not valid any more. Ask an administrator for a new one.",
  forbidden: "You do not have access to this page.",
  lastAdmin: "The last active administrator cannot be disabled or lose the admin role.",
  wrongPassword: "The password is wrong.",
  wrongCode: "The code is wrong or has expired. Try the current one.",
  twoFactorExpired: "This sign-in took too long. Sign in again.",
  totpCode: "Enter the 6-digit code from your authenticator app.",
  backupCode: "Enter one of your backup codes.",
} as const;

const email = plainText({ error: STAFF_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, STAFF_MESSAGES.email)
  .pipe(z.email({ error: STAFF_MESSAGES.email }));
const name = plainText({ error: STAFF_MESSAGES.name }).trim().min(1, STAFF_MESSAGES.name).max(120);
const role = z.enum(ROLES, { error: STAFF_MESSAGES.role });

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: STAFF_MESSAGES.password })
    .min(1, STAFF_MESSAGES.password)
    .max(256, "A password has at most 256 characters."),
});

/** A new password typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string({ error: STAFF_MESSAGES.passwordsDiffer }) })
  .refine((v) => v.password === v.confirm, { message: STAFF_MESSAGES.passwordsDiffer, path: ["confirm"] });

/** My account: the current password, and the new one twice. */
export const changePasswordSchema = z
  .object({
    current: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(256, "A password has at most 256 characters."),
    password: passwordSchema,
    confirm: z.string({ error: STAFF_MESSAGES.passwordsDiffer }),
  })
  .refine((v) => v.password === v.confirm, { message: STAFF_MESSAGES.passwordsDiffer, path: ["confirm"] });

/** "Forgot password?": the account's e-mail address. */
export const forgotPasswordSchema = z.object({ email });

/** The first administrator (setup link): name, e-mail and password. */
export const setupSchema = z
  .object({
    name,
    email,
    password: passwordSchema,
    confirm: z.string({ error: STAFF_MESSAGES.passwordsDiffer }),
  })
  .refine((v) => v.password === v.confirm, { message: STAFF_MESSAGES.passwordsDiffer, path: ["confirm"] });

export const inviteSchema = z.object({ name, email, role });
export type InviteInput = z.infer<typeof inviteSchema>;

const account = plainText({ error: "Choose an account." })
  .min(1, "Choose an account.")
  .max(64, "Choose an account.");
export const roleChangeSchema = z.object({ userId: account, role });

/** A code from the authenticator app (TOTP, 6 digits; spaces ignored). */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: STAFF_MESSAGES.totpCode })
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string({ error: STAFF_MESSAGES.totpCode }).regex(/^\d{6}$/, STAFF_MESSAGES.totpCode)),
});

/** One of the backup codes shown when two-factor was turned on. */
export const backupCodeSchema = z.object({
  code: z
    .string({ error: STAFF_MESSAGES.backupCode })
    .trim()
    .min(4, STAFF_MESSAGES.backupCode)
    .max(40, STAFF_MESSAGES.backupCode),
});

/** The password again, for turning two-factor on or off. */
export const passwordAgainSchema = z.object({
  password: z
    .string({ error: STAFF_MESSAGES.password })
    .min(1, STAFF_MESSAGES.password)
    .max(256, "A password has at most 256 characters."),
});
