import { COMPANY, SOCIAL_LINKS } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { GUTTERS } from "../ui/container";
import { useCompany } from "./company-context";
import { BusIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from "./icons";
import { Logo } from "./logo";
import { FOOTER_COLUMNS } from "./navigation";
import { ShellLink } from "./shell-link";

/** Support strip (hours, metro shuttle) and the footer: link columns, company contacts, social links. */
export function SiteFooter() {
  const company = useCompany();
  const year = new Date().getFullYear();
  return (
    <footer data-theme="dark" className="bg-brand-900 text-white">
      <div className="bg-brand">
        <div className={`mx-auto grid max-w-7xl gap-4 py-6 sm:grid-cols-3 ${GUTTERS}`}>
          <SupportItem icon={<ClockIcon width={22} height={22} />}>
            {SHELL_TEXT.supportHours(company.supportHours)}
          </SupportItem>
          <SupportItem icon={<BusIcon width={22} height={22} />}>
            {SHELL_TEXT.shuttle(COMPANY.metroStation)}
          </SupportItem>
          <SupportItem icon={<PhoneIcon width={22} height={22} />}>
            <a href={`tel:${company.phone.replace(/\s+/g, "")}`} className="hover:underline">
              {company.phone}
            </a>
          </SupportItem>
        </div>
      </div>
      <div
        className={`mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-3 lg:grid-cols-5 ${GUTTERS}`}
      >
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-white/75">
            IT solutions, brand building, digital marketing and career development: courses and internships
            that make you job-ready, from our campus in Noida.
          </p>
          <address className="mt-6 space-y-3 text-sm not-italic text-white/85">
            <p className="flex gap-2">
              <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-100" />
              {company.address}
            </p>
            <p className="flex gap-2">
              <MailIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-100" />
              <span>
                <a href={`mailto:${company.generalEmail}`} className="hover:underline">
                  {company.generalEmail}
                </a>
                {" · "}
                <a href={`mailto:${company.educationEmail}`} className="hover:underline">
                  {company.educationEmail}
                </a>
              </span>
            </p>
          </address>
          <ul className="mt-6 flex gap-3">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="grid h-9 w-9 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
                >
                  <SocialIcon id={link.id} width={16} height={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="type-eyebrow text-brand-100">{column.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <ShellLink
                    to={link.to}
                    className="text-sm text-white/80 transition hover:text-white hover:underline focus-visible:underline"
                  >
                    {link.label}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* Bottom room below lg so the floating chat launcher never sits on the copyright line at the page's end. */}
        <p className={`mx-auto max-w-7xl pb-24 pt-5 text-xs text-white/60 lg:pb-5 ${GUTTERS}`}>
          © {year} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function SupportItem({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-3 text-sm font-medium">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-white/15">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
