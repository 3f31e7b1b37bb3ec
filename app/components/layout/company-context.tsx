/**
 * The company details the staff keep in the console's settings (name, phone, e-mail addresses, address,
 * support hours), as the public pages show them. The root loader reads them once per content version; a
 * component outside the app's frame (a component test) gets the built-in details.
 */
import { createContext, useContext } from "react";
import { COMPANY } from "../../../domain/constants";
import type { CompanyDetails } from "../../../domain/settings/settings.schema";

// Spelled out here rather than imported from settings.schema, which would pull zod into every page's chunk.
export const BUILT_IN_COMPANY: CompanyDetails = {
  name: COMPANY.name,
  phone: COMPANY.phone,
  generalEmail: COMPANY.generalEmail,
  educationEmail: COMPANY.educationEmail,
  address: COMPANY.address,
  supportHours: COMPANY.supportHours,
};

export const CompanyContext = createContext<CompanyDetails>(BUILT_IN_COMPANY);

export function useCompany(): CompanyDetails {
  return useContext(CompanyContext);
}
