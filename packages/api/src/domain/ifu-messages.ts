// In a module of its own, not only a const of its own: the bundler splits by module, so texts that
// only staff screens and the server read stay out of the chunk the public pages' first load shares.
/**
 * Staff-only texts of the instructions-for-use library (docs/product.md, "Instructions for use"): kept
 * apart from MESSAGES, which the public pages' first load carries, so a visitor does not download them.
 */
export const IFU_MESSAGES = {
  ifuNotPdf: 'The instructions for use must be a PDF file (its bytes start with %PDF-).',
  ifuTooLarge: 'The PDF must be 50 MB or smaller.',
  ifuFileRequired: 'Attach the PDF of this revision.',
  ifuRefFormat: 'REF: letters, digits, dots, dashes or underscores (up to 64).',
  ifuLangFormat: 'Language: a BCP 47 code such as en, de, fr or pt-BR.',
  ifuRevisionFormat: 'Revision: letters, digits, dots or dashes (up to 16), such as A, B or 03.',
  ifuDateFormat: 'Effective date: YYYY-MM-DD.',
  ifuRevisionExists: 'This revision already exists in this language. Upload it as a new revision.',
  ifuUnknownDevice: 'No instructions for use are published under this REF.',
  ifuUnknownLanguage: 'No instructions for use are published in this language for this REF.',
  ifuRetained:
    'A published revision is kept for 15 years and cannot be deleted. Withdraw it with a reason instead.',
  ifuNotPublished: 'Only a published revision can be withdrawn.',
  ifuNotDraft: 'Only a draft can be published.',
  ifuWithdrawReason: 'Give the reason for withdrawing this revision.',
} as const;
