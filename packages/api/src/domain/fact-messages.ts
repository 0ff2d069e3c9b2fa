// In a module of its own, as ifu-messages.ts: staff-only texts stay out of the public pages' first load.
/** Staff-only texts of the product facts (docs/product.md, "Facts behind the claims"). */
export const FACT_MESSAGES = {
  unknownInstrument: 'Choose an instrument of the lineup.',
  factDateFormat: 'a date as YYYY-MM-DD.',
  factFlag: 'A yes/no field must be true or false.',
  factCycles: 'Validated cycles: a whole number from 1, or blank.',
  factYear: 'Year: a year from 1990 to 2199.',
  factDoi: 'DOI: as printed, such as 10.1000/xyz123.',
  reprocessingExists: 'This instrument already has a reprocessing summary. Edit that one.',
} as const;
