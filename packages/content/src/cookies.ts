// The cookie banner and its settings (English): the catalogue's `cookies` area. Loaded with the banner's
// own chunk, after hydration.
export const COOKIE_TEXTS = {
  region: 'Cookie consent',
  text: 'We use strictly necessary cookies to run this site, and others only with your consent. Read our',
  policy: 'privacy policy',
  settings: 'Cookies Settings',
  reject: 'Reject',
  accept: 'Accept',
  confirm: 'Confirm My Choices',
  necessaryTitle: 'Strictly Necessary Cookies',
  necessaryText: 'Needed for security and for remembering this choice. Always on.',
  alwaysActive: 'Always Active',
  categories: [
    {
      id: 'performance',
      title: 'Performance Cookies',
      text: 'Count visits and traffic sources so we can measure and improve the site.',
    },
    {
      id: 'functional',
      title: 'Functional Cookies',
      text: 'Remember choices such as embedded video preferences.',
    },
    {
      id: 'targeting',
      title: 'Targeting Cookies',
      text: 'Set by partners to show relevant content on other sites.',
    },
  ] as { id: 'performance' | 'functional' | 'targeting'; title: string; text: string }[],
};
