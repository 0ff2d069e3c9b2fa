// The instructions-for-use library (/ifu) and a device's page (/ifu/{ref}): their words, the paper-copy
// form's, and the device page's title and description (issue #26), which each locale's texts translate
// (locales/<code>.ts, area `ifu`). The English is the spec's, unchanged. What is not translated: the
// device names (the brand sheet's, English in every language), REF, UDI-DI and SHA-256 (the label's
// own symbols), and each language's name, written in that language (English, Deutsch, Français).

export const IFU_TEXTS = {
  title: 'Instructions for use',
  lead: 'Find the instructions for use of a Manovo instrument by the REF or UDI-DI on its label, or by its name.',
  searchHeading: 'Search the library',
  query: 'REF, UDI-DI or device name',
  language: 'Language',
  allLanguages: 'All languages',
  search: 'Search',
  devices: (count: number) => `${count} ${count === 1 ? 'device' : 'devices'}`,
  /** A library entry's link to a language's current PDF. */
  currentPdf: (language: string, revision: string) => `${language} · rev ${revision}`,
  manufacturer: 'Manufacturer',
  qrHeading: 'This page as a QR code',
  qrAlt: (ref: string) => `QR code of the page for REF ${ref}`,
  currentRevision: 'Current revision',
  effective: 'Effective',
  size: 'Size',
  /** A PDF's size: its figure and unit (a tenth of a megabyte written as the page's language writes it). */
  kilobytes: (figure: string) => `${figure} KB`,
  megabytes: (figure: string) => `${figure} MB`,
  noCurrent: 'No current revision in this language.',
  openPdf: (language: string, revision: string) => `Open PDF (${language}, rev ${revision})`,
  earlier: 'Earlier revisions',
  revision: (revision: string) => `Revision ${revision}`,
  effectiveOn: (date: string) => `effective ${date}`,
  withdrawn: 'Withdrawn',
  paper: {
    heading: 'Free paper copy',
    text: 'You can have these instructions for use on paper, free of charge. We send a paper copy within 7 calendar days of your request.',
    label: 'Paper copy request',
    name: 'Name',
    email: 'Email',
    institution: 'Institution',
    address: 'Postal address',
    language: 'Language',
    message: 'Message (optional)',
    submit: 'Request a paper copy',
  },
  /** The device page's head tags (plugins/ssr.ts); `device` is its name with its REF. */
  pageTitle: (device: string) => `${device} — Instructions for use`,
  pageDescription: (device: string) =>
    `Instructions for use of ${device}: every language and revision, and a free paper copy on request.`,
};
