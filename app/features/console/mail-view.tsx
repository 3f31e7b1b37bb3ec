/**
 * One message as its recipient will see it: the HTML part in a sandboxed frame (no scripts, no same-origin
 * access: it holds what visitors typed), the plain-text part, the attachments.
 */
export interface MailViewProps {
  /** The sender (MAIL_FROM) and where a reply goes (ComposedMail.replyTo). */
  from: string;
  replyTo?: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments: { name: string; href?: string; size?: number }[];
}

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KiB`;

export function MailView({ from, replyTo, to, subject, html, text, attachments }: MailViewProps) {
  return (
    <section aria-label="Message" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">From</dt>
        <dd className="break-words text-slate-900">{from}</dd>
        <dt className="font-medium text-slate-700">Reply-To</dt>
        <dd className="break-words text-slate-900">{replyTo || "None (replies go to the sender)"}</dd>
        <dt className="font-medium text-slate-700">To</dt>
        <dd className="break-all text-slate-900">
          {to.length ? to.join(", ") : "Nobody (no recipient set)"}
        </dd>
        <dt className="font-medium text-slate-700">Subject</dt>
        <dd className="text-slate-900">{subject}</dd>
        <dt className="font-medium text-slate-700">Attachments</dt>
        <dd className="text-slate-900">
          {attachments.length === 0 ? (
            "None"
          ) : (
            <ul>
              {attachments.map((file) => (
                <li key={file.name}>
                  {file.href ? (
                    <a href={file.href} className="text-brand underline" download>
                      {file.name}
                    </a>
                  ) : (
                    file.name
                  )}
                  {file.size !== undefined && <span className="text-slate-600"> ({kib(file.size)})</span>}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <iframe
        title={`HTML part: ${subject}`}
        sandbox=""
        srcDoc={html}
        className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
      />
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Plain-text part</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{text}</pre>
      </details>
    </section>
  );
}
