/**
 * The pay page's addresses, for the browser as well as the server (no secrets here; tokens are made in
 * pay-link.ts). `?token=` is the pay link itself; `?download=` is the confirmation's download token, which the
 * proof panel holds after a registration sent with JavaScript (the API answers the download token only): the
 * pay page turns it into the pay link (a redirect), so both prove the same registrant.
 */
export function payLinkPath(registrationId: string, token: string): string {
  return `/pay/${encodeURIComponent(registrationId)}?token=${encodeURIComponent(token)}`;
}

export function payFromDownloadPath(registrationId: string, downloadToken: string): string {
  return `/pay/${encodeURIComponent(registrationId)}?download=${encodeURIComponent(downloadToken)}`;
}
