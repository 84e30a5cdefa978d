export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** MM/DD/YYYY (spec §9). */
  updated: string;
  summary: string;
  sections: LegalSection[];
}
