/**
 * Indian states and union territories with their GST state codes (the first two digits of a GSTIN and the
 * place-of-supply code on a tax document), plus `96` for a recipient outside India. An accountant confirms
 * this list; it changes only when the country's map does (25 Daman and Diu merged into 26 in 2020, 28 is the
 * old code of Andhra Pradesh before 37).
 */
export interface GstState {
  code: string;
  name: string;
}

export const OUTSIDE_INDIA_CODE = "96";

export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
  { code: "97", name: "Other Territory" },
];

const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

/** A state of India by its GST code; `96` is not one (see placeOfSupplyLabel for how it is printed). */
export function gstStateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

/** "Karnataka (29)", or "Outside India (96)": the place of supply as a tax document prints it. */
export function placeOfSupplyLabel(code: string): string {
  if (code === OUTSIDE_INDIA_CODE) return `Outside India (${OUTSIDE_INDIA_CODE})`;
  const state = gstStateByCode(code);
  return state ? `${state.name} (${state.code})` : code;
}
