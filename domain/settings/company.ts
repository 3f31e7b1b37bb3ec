/** The company details staff edit in the console's settings, and the built-in ones (no zod: pages import it). */
import { COMPANY } from "../constants.ts";

export interface CompanyDetails {
  name: string;
  phone: string;
  generalEmail: string;
  educationEmail: string;
  address: string;
  supportHours: string;
}

export const DEFAULT_COMPANY: CompanyDetails = {
  name: COMPANY.name,
  phone: COMPANY.phone,
  generalEmail: COMPANY.generalEmail,
  educationEmail: COMPANY.educationEmail,
  address: COMPANY.address,
  supportHours: COMPANY.supportHours,
};
