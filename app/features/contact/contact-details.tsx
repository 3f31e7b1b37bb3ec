/** The company's contact details beside the contact forms. */
import { COMPANY } from "../../../domain/constants";
import { useCompany } from "../../components/layout/company-context";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ContactDetails() {
  const company = useCompany();
  return (
    <aside aria-labelledby="contact-details-heading" className="space-y-6">
      <div className="rounded-2xl bg-brand p-6 text-white shadow-sm sm:p-8">
        <h2 id="contact-details-heading" className="type-title">
          Contact details
        </h2>
        <dl className="mt-5 space-y-4 text-sm">
          <div>
            <dt className="font-semibold text-white/80">Phone</dt>
            <dd>
              <a
                href={telHref(company.phone)}
                className="text-base font-medium underline-offset-4 hover:underline"
              >
                {company.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white/80">General enquiries</dt>
            <dd>
              <a href={`mailto:${company.generalEmail}`} className="underline-offset-4 hover:underline">
                {company.generalEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white/80">Courses and internships</dt>
            <dd>
              <a href={`mailto:${company.educationEmail}`} className="underline-offset-4 hover:underline">
                {company.educationEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-white/80">Office</dt>
            <dd>
              <address className="not-italic">{company.address}</address>
            </dd>
          </div>
        </dl>
      </div>
      <div className="rounded-2xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-base font-semibold text-slate-900">Support hours</h3>
        <p className="mt-2">
          {company.supportHours}. A shuttle runs from {COMPANY.metroStation} to our office.
        </p>
      </div>
    </aside>
  );
}
