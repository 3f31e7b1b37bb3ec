/** The company's contact details beside the contact forms. */
import { COMPANY } from "../../../domain/constants";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ContactDetails() {
  return (
    <aside aria-labelledby="contact-details-heading" className="space-y-6">
      <div className="rounded-2xl bg-brand p-6 text-white shadow-sm sm:p-8">
        <h2 id="contact-details-heading" className="text-xl font-bold">
          Contact details
        </h2>
        <dl className="mt-5 space-y-4 text-sm">
          <div>
            <dt className="font-semibold text-white/80">Phone</dt>
            <dd>
              <a
                href={telHref(COMPANY.phone)}
                className="text-base font-medium underline-offset-4 hover:underline"
              >
                {COMPANY.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white/80">General enquiries</dt>
            <dd>
              <a href={`mailto:${COMPANY.generalEmail}`} className="underline-offset-4 hover:underline">
                {COMPANY.generalEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white/80">Courses and internships</dt>
            <dd>
              <a href={`mailto:${COMPANY.educationEmail}`} className="underline-offset-4 hover:underline">
                {COMPANY.educationEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white/80">Office</dt>
            <dd>
              <address className="not-italic">{COMPANY.address}</address>
            </dd>
          </div>
        </dl>
      </div>
      <div className="rounded-2xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-base font-semibold text-slate-900">Support hours</h3>
        <p className="mt-2">
          {COMPANY.supportHours}. A shuttle runs from {COMPANY.metroStation} to our office.
        </p>
      </div>
    </aside>
  );
}
