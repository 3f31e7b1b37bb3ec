/**
 * The messages, as React components (@react-email: table layouts and inline styles that Gmail and Outlook
 * render alike). Every message has the letterhead in the brand colour and the company's address; the plain-text
 * part is made from the same HTML (compose.ts).
 */

import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createContext, type ReactNode, useContext } from "react";
import { BRAND_COLOR, COMPANY } from "../../domain/constants.ts";
import { KIND_LABELS } from "../../domain/mail/kinds.ts";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../domain/settings/settings.schema.ts";
import type { PdfPayInstruction } from "../pdf/registration-confirmation.ts";
import type { MailRecord } from "./records.ts";

const FONT = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const SLATE_900 = "#0f172a";
const SLATE_600 = "#475569";
const BRAND_50 = "#f3efff";

/** The company details of the console's settings, given by whoever renders a letter (compose.ts). */
export const LetterCompany = createContext<CompanyDetails>(DEFAULT_COMPANY);

export function Letter({ preview, children }: { preview: string; children: ReactNode }) {
  const company = useContext(LetterCompany);
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: BRAND_50, fontFamily: FONT, margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "600px", borderRadius: "8px" }}>
          <Section
            style={{ backgroundColor: BRAND_COLOR, borderRadius: "8px 8px 0 0", padding: "20px 32px" }}
          >
            <Text style={{ color: "#ffffff", fontSize: "20px", fontWeight: 700, margin: 0 }}>
              {company.name}
            </Text>
          </Section>
          <Section style={{ padding: "8px 32px 24px" }}>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: 0 }} />
          <Section style={{ padding: "16px 32px 24px" }}>
            <Text style={{ color: SLATE_600, fontSize: "12px", lineHeight: "18px", margin: 0 }}>
              {company.name} · {company.address}
              <br />
              {company.phone} ({company.supportHours}) ·{" "}
              <Link href={`mailto:${company.generalEmail}`} style={{ color: BRAND_COLOR }}>
                {company.generalEmail}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: SLATE_900, fontSize: "15px", lineHeight: "24px" };

export function FieldTable({ fields }: { fields: [string, string][] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: "100%", borderCollapse: "collapse" }}
    >
      <tbody>
        {fields.map(([label, value]) => (
          <tr key={label}>
            <td
              style={{
                color: SLATE_600,
                fontSize: "13px",
                padding: "6px 12px 6px 0",
                verticalAlign: "top",
                whiteSpace: "nowrap",
                borderBottom: "1px solid #eef2f7",
              }}
            >
              {label}
            </td>
            <td
              style={{
                color: SLATE_900,
                fontSize: "14px",
                padding: "6px 0",
                whiteSpace: "pre-line",
                borderBottom: "1px solid #eef2f7",
              }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BrandButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: BRAND_COLOR,
        borderRadius: "6px",
        color: "#ffffff",
        fontSize: "14px",
        fontWeight: 600,
        marginTop: "24px",
        padding: "12px 20px",
      }}
    >
      {children}
    </Button>
  );
}

/** A button's address in words, for a mail client that shows no buttons. */
function AddressLine({ href }: { href: string }) {
  return (
    <Text style={{ ...paragraph, color: SLATE_600, fontSize: "13px" }}>
      Or open this address:{" "}
      <Link href={href} style={{ color: BRAND_COLOR }}>
        {href}
      </Link>
    </Text>
  );
}

export function StaffNotification({ record, consoleUrl }: { record: MailRecord; consoleUrl: string }) {
  const label = KIND_LABELS[record.kind];
  return (
    <Letter preview={`New ${label} from ${record.name}: ${record.topic}`}>
      <Heading as="h1" style={{ color: SLATE_900, fontSize: "20px", margin: "16px 0 4px" }}>
        New {label}
      </Heading>
      <Text style={{ ...paragraph, color: SLATE_600, margin: "0 0 16px" }}>{record.reference}</Text>
      <FieldTable fields={record.fields} />
      <BrandButton href={consoleUrl}>Open it in the staff console</BrandButton>
    </Letter>
  );
}

/** The acknowledgement's first paragraph, per kind, in the company's voice. */
function thanks(record: MailRecord): string {
  switch (record.kind) {
    case "career":
      return `Thank you for your interest in ${record.topic}. One of our counsellors will contact you soon to talk about the program, its schedule and its fees.`;
    case "services":
      return `Thank you for asking about ${record.topic}. Our team will contact you soon to understand what you need.`;
    case "chat":
      return `Thank you for leaving your details with ${COMPANY.assistantName}, our assistant. Our team will get back to you soon.`;
    case "enquiry":
      return "Thank you for writing to us. Our team will reply to your message soon.";
    case "registration":
      return `Thank you for registering for ${record.topic}. Your registration id is ${record.reference}; your confirmation is attached as a PDF. Please keep it for your records.`;
    case "job-application":
      return `Thank you for applying for ${record.topic}. Our recruiters will review your application and contact you if your profile matches.`;
    case "certificate":
      return `Congratulations on completing ${record.topic}.`;
  }
}

/** The holder's certificate: congratulations, its details, the verify link; the PDF is attached (compose.ts). */
export function CertificateMail({ record, verifyUrl }: { record: MailRecord; verifyUrl: string }) {
  const company = useContext(LetterCompany);
  return (
    <Letter preview={`Your certificate for ${record.topic} is attached.`}>
      <Text style={{ ...paragraph, margin: "16px 0 8px" }}>Hi {record.name},</Text>
      <Text style={paragraph}>
        {thanks(record)} Your certificate is attached as a PDF. Anyone can check that it is genuine on our
        website with its certificate ID, or by scanning the QR code printed on it.
      </Text>
      <FieldTable fields={record.fields} />
      <BrandButton href={verifyUrl}>Verify your certificate</BrandButton>
      <AddressLine href={verifyUrl} />
      <Text style={{ ...paragraph, marginBottom: 0 }}>
        We wish you every success,
        <br />
        The {company.name} team
      </Text>
    </Letter>
  );
}

/** "Pay ₹X now" with the pay link, or the bank and UPI details, or the office (pay-instruction.server.ts). */
function PayInstructionBlock({ pay }: { pay: PdfPayInstruction }) {
  const [link] = pay.lines;
  if (!pay.note && link)
    return (
      <>
        <BrandButton href={link}>{pay.heading}</BrandButton>
        <AddressLine href={link} />
      </>
    );
  return (
    <>
      <Heading as="h2" style={{ color: SLATE_900, fontSize: "16px", margin: "24px 0 4px" }}>
        {pay.heading}
      </Heading>
      {pay.lines.map((line) => (
        <Text key={line} style={{ ...paragraph, margin: "0" }}>
          {line}
        </Text>
      ))}
      <Text style={paragraph}>{pay.note}</Text>
    </>
  );
}

export function Acknowledgement({
  record,
  pay = null,
}: {
  record: MailRecord;
  pay?: PdfPayInstruction | null;
}) {
  const company = useContext(LetterCompany);
  // By kind, not by the stored row: the Mail screen's preview of this letter has no row, and shows the table too.
  const registration = record.kind === "registration";
  return (
    <Letter preview={thanks(record)}>
      <Text style={{ ...paragraph, margin: "16px 0 8px" }}>Hi {record.name},</Text>
      <Text style={paragraph}>{thanks(record)}</Text>
      {registration && (
        <FieldTable
          fields={record.fields.filter(([label]) =>
            [
              "Registration id",
              "Program",
              "Duration",
              "Batch",
              "Program fee",
              "Discount",
              "Total fees",
              "Payable now",
            ].includes(label),
          )}
        />
      )}
      {pay && <PayInstructionBlock pay={pay} />}
      <Text style={paragraph}>
        Questions? Call us on {company.phone} ({company.supportHours}) or reply to this e-mail.
      </Text>
      <Text style={{ ...paragraph, marginBottom: 0 }}>
        Warm regards,
        <br />
        The {company.name} team
      </Text>
      <Text style={{ color: SLATE_600, fontSize: "12px", lineHeight: "18px", marginTop: "24px" }}>
        You receive this because you sent a form on our website. To withdraw your consent or have your details
        erased, write to{" "}
        <Link href={`mailto:${COMPANY.grievanceEmail}`} style={{ color: BRAND_COLOR }}>
          {COMPANY.grievanceEmail}
        </Link>
        .
      </Text>
    </Letter>
  );
}

/**
 * A one-time set-password link for a colleague: an invitation to the staff console, or a reset. Sent at once,
 * never through the outbox: the link is a secret that is not stored anywhere but in its hash.
 */
export function StaffLink({
  name,
  purpose,
  link,
  validity,
  role,
}: {
  name: string;
  purpose: "invitation" | "reset";
  link: string;
  validity: string;
  role?: string;
}) {
  const company = useContext(LetterCompany);
  const intro =
    purpose === "invitation"
      ? `You are invited to the ${company.name} staff console${role ? ` as ${role}` : ""}. Choose your password to get in.`
      : `A password reset was made for your ${company.name} staff account. Choose a new password; every session of the account ends when you do.`;
  return (
    <Letter preview={intro}>
      <Text style={{ ...paragraph, margin: "16px 0 8px" }}>Hi {name},</Text>
      <Text style={paragraph}>{intro}</Text>
      <BrandButton href={link}>
        {purpose === "invitation" ? "Choose my password" : "Choose a new password"}
      </BrandButton>
      <Text style={{ ...paragraph, color: SLATE_600, fontSize: "13px", marginTop: "24px" }}>
        The link works once and for {validity}. If you did not expect this message, ignore it.
      </Text>
    </Letter>
  );
}

/**
 * To the administrators: an account's sign-ins are being slowed by failures from several addresses
 * (docs/decisions/0031-sign-in-limits.md). What happened, what it means, and where to look or act.
 */
export function SignInAlert({
  account,
  name,
  failures,
  minutes,
  addresses,
  everySeconds,
  at,
  auditUrl,
  staffUrl,
}: {
  account: string;
  name: string;
  failures: number;
  minutes: number;
  addresses: number;
  /** A slowed account takes one attempt this often. */
  everySeconds: number;
  at: string;
  auditUrl: string;
  staffUrl: string;
}) {
  const what = `${failures} failed sign-ins to ${account} in ${minutes} minutes, from ${addresses} ${addresses === 1 ? "address" : "addresses"}`;
  return (
    <Letter preview={`${what}: sign-ins to this account are slowed.`}>
      <Heading as="h1" style={{ color: SLATE_900, fontSize: "20px", margin: "16px 0 4px" }}>
        Sign-ins to {account} are slowed
      </Heading>
      <Text style={paragraph}>
        {what}, up to {at} (India time). Someone may be guessing {name}'s password.
      </Text>
      <Text style={paragraph}>
        Until the failures stop, the account takes one sign-in attempt every {everySeconds} seconds from
        browsers it does not know; browsers {name} has signed in with before are not slowed. Nothing is
        locked: the right password still gets in. An address that keeps failing waits on its own.
      </Text>
      <Text style={paragraph}>
        If {name} is locked out, clear the limits on the Staff screen. If this looks like an attack on more
        than this account, check the addresses in the audit log.
      </Text>
      <BrandButton href={auditUrl}>See the failed sign-ins</BrandButton>
      <Text style={{ ...paragraph, color: SLATE_600, fontSize: "13px", marginTop: "24px" }}>
        Staff screen:{" "}
        <Link href={staffUrl} style={{ color: BRAND_COLOR }}>
          {staffUrl}
        </Link>
        . You receive this as an administrator of the staff console; at most one such message per account an
        hour.
      </Text>
    </Letter>
  );
}
