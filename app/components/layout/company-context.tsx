/**
 * The company details the staff keep in the console's settings (name, phone, e-mail addresses, address,
 * support hours), as the public pages show them. The root loader reads them once per content version; a
 * component outside the app's frame (a component test) gets the built-in details.
 */
import { createContext, useContext } from "react";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../../domain/settings/company";

export const CompanyContext = createContext<CompanyDetails>(DEFAULT_COMPANY);

export function useCompany(): CompanyDetails {
  return useContext(CompanyContext);
}
