import { Link } from "react-router";

export interface Crumb {
  label: string;
  to?: string;
}

/** The breadcrumb trail on page heroes (light type on dark bands, dark on pale); the last crumb is the current page. */
export function Breadcrumb({ crumbs, tone = "light" }: { crumbs: Crumb[]; tone?: "light" | "dark" }) {
  return (
    <nav
      aria-label="Breadcrumb"
      className={`mb-4 text-sm ${tone === "light" ? "text-white/85" : "text-slate-700"}`}
    >
      <ol className="flex flex-wrap items-center gap-2">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex min-w-0 items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.to ? (
              <Link to={crumb.to} className="underline-offset-4 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="max-w-[16rem] truncate sm:max-w-md">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
