/**
 * The site's own JSON-LD (the organisation, on every public page), written into the document by the server
 * and left out of the loader data: it was in every page twice, as the element and again in the data the
 * browser hydrates from (1,279 bytes, ADR 9's issue 33 update). The server's entry (app/entry.server.tsx)
 * provides the text; in the browser the element is already in the document being hydrated, so its text is
 * taken from there, once, and rendered unchanged (no mismatch, no second copy).
 */
import { createContext, useContext, useState } from "react";

export const ORGANIZATION_LD_ID = "organization-ld";

/** Serialised JSON-LD by element id, provided by the server's entry only (empty in the browser). */
export const ServerJsonLd = createContext<Readonly<Record<string, string>>>({});

export function DocumentJsonLd({ id }: { id: string }) {
  const fromServer = useContext(ServerJsonLd)[id];
  const [json] = useState(
    () =>
      fromServer ?? (typeof document === "undefined" ? undefined : document.getElementById(id)?.textContent),
  );
  if (!json) return null;
  // Data, not script (CSP does not apply); serializeJsonLd escaped `<` on the server so it cannot end the element.
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: json }} />;
}
