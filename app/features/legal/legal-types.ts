/** A legal page (Terms, Privacy) as data: numbered clauses rendered by one component. */
export interface LegalClause {
  /** Anchor id of the clause heading, unique within the document. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Optional bullet points shown after the paragraphs. */
  points?: string[];
  /** Optional paragraphs shown after the bullet points. */
  closing?: string[];
  /** Show the company's contact card (e-mails, phone, address) after the text. */
  showContact?: boolean;
}

export interface LegalDocument {
  title: string;
  /** Shown under the title, for example "Effective July 2025". */
  effective?: string;
  intro: string[];
  clauses: LegalClause[];
  /** Sections after the numbered clauses, without a number (listed in the contents after them). */
  annexes?: LegalClause[];
}
