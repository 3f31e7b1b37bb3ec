import { Link } from "react-router";
import {
  isRegistrationPreviewTemplate,
  isSubmissionMailKind,
  KIND_LABELS,
  LETTER_TEMPLATES,
  mailTitle,
  type PreviewTemplate,
  REGISTRATION_PREVIEW_TEMPLATES,
  SUBMISSION_MAIL_KINDS,
} from "../../../domain/mail/kinds";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { BackLink } from "../../features/console/console-table";
import { MailView } from "../../features/console/mail-view";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/mail-previews";

export const meta: Route.MetaFunction = () => consoleMeta("Letter previews");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "mail");
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const asked = params.get("template");
  const template = asked === "staff-notification" ? "staff-notification" : "acknowledgement";
  const preview = isRegistrationPreviewTemplate(asked)
    ? await context.mail.previewRegistration(asked)
    : await context.mail.preview(isSubmissionMailKind(kind) ? kind : "registration", template);
  return {
    preview,
    from: context.config.mail.from,
    choices: [
      ...SUBMISSION_MAIL_KINDS.flatMap((k) =>
        LETTER_TEMPLATES.map((t) => ({
          kind: k,
          template: t as PreviewTemplate,
          label: `${t === "acknowledgement" ? "To the visitor" : "To staff"}: ${KIND_LABELS[k]}`,
        })),
      ),
      ...REGISTRATION_PREVIEW_TEMPLATES.map((t) => ({
        kind: "registration" as const,
        template: t as PreviewTemplate,
        label: `To the registrant: ${mailTitle(t, "registration")
          .replace(/, to a student$/, "")
          .toLowerCase()}`,
      })),
    ],
  };
}

export default function MailPreviews({ loaderData }: Route.ComponentProps) {
  const { preview, choices, from } = loaderData;
  return (
    <div className="max-w-5xl space-y-6">
      <BackLink to="/admin/mail">All mail</BackLink>
      <PageTitle>Letter previews</PageTitle>
      <p className="text-slate-800">
        Every letter the site sends, written for a made-up visitor, Priya Sharma; a receipt as your receipt
        settings print it. The certificate letter comes with the certificates screen.
      </p>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Letters">
          <ul className="space-y-1 text-sm">
            {choices.map((choice) => {
              const current = choice.kind === preview.kind && choice.template === preview.template;
              return (
                <li key={`${choice.kind}-${choice.template}`}>
                  <Link
                    to={`?kind=${choice.kind}&template=${choice.template}`}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 ${current ? "bg-brand text-white" : "text-slate-800 hover:bg-brand-50"}`}
                  >
                    {choice.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{preview.label}</h2>
          <MailView
            from={from}
            replyTo={preview.replyTo}
            to={[
              preview.template === "staff-notification"
                ? "The staff notified of this kind"
                : "priya.sharma@example.in",
            ]}
            subject={preview.subject}
            html={preview.html}
            text={preview.text}
            attachments={preview.attachments.map((name) => ({ name }))}
          />
        </div>
      </div>
    </div>
  );
}
