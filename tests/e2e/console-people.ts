/** The staff accounts console-server.ts creates, one per role. */
export const CONSOLE_STAFF = {
  admin: { name: "Asha Admin", email: "asha.admin@example.in" },
  editor: { name: "Eshan Editor", email: "eshan.editor@example.in" },
  counsellor: { name: "Chitra Counsellor", email: "chitra.counsellor@example.in" },
  recruiter: { name: "Ravi Recruiter", email: "ravi.recruiter@example.in" },
} as const;
export type ConsoleRole = keyof typeof CONSOLE_STAFF;
export const CONSOLE_PASSWORD = "console e2e passphrase";
