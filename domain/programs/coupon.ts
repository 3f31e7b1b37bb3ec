/** Coupon comparison of spec section 5: trimmed and case-insensitive; a program without a code never matches. */
export function couponMatches(input: string | null | undefined, code: string | null | undefined): boolean {
  const given = (input ?? "").trim();
  const expected = (code ?? "").trim();
  if (!given || !expected) return false;
  return given.toLowerCase() === expected.toLowerCase();
}
