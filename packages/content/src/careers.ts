// The careers page, its job cards, and the apply page and form (issue #26), which each locale's texts
// translate (locales/<code>.ts, area `careers`). The English strings are the spec's, unchanged; a job's
// own words (title, description, skills...) are content, as stored.

export const CAREERS_TEXTS = {
  eyebrow: 'Careers',
  title: 'Join Manovo Surgical',
  lead: 'Engineers, clinicians and makers building instruments that surgeons trust.',
  expectHeading: 'What we expect',
  expectText: 'Ownership, care for detail and respect for the people who use our instruments in theatre.',
  benchTitle: 'Work at the bench',
  benchText: 'Every role spends time with the instruments: assembling, testing and watching them in use.',
  surgeonsTitle: 'Learn from surgeons',
  surgeonsText: 'Our clinical advisors review designs every week. You will hear their feedback first-hand.',
  openings: 'Current openings',
  jobType: 'Job type',
  categories: { fulltime: 'Full Time', internship: 'Internship' },
  allOpenings: (category: string) => `All ${category.toLowerCase()} openings`,
  jobPage: 'Job page',
  jobPageOf: (title: string) => `Job page: ${title}`,
  skills: 'Skills',
  salary: 'Salary',
  apply: 'Apply',
  applyNewTab: 'Apply (opens in a new tab)',
  applyPage: {
    title: (job: string) => `Apply — ${job}`,
    general: '(General application)',
    lead: 'Tell us about yourself. We read every application.',
    back: 'Back to all openings',
  },
  form: {
    label: 'Job application',
    name: 'Full name',
    email: 'Email',
    phone: 'Mobile number',
    phoneHint: '10 digits, no spaces or country code.',
    resume: 'Resume (PDF, max 5 MB)',
    message: 'Message (optional)',
    submitting: 'Submitting…',
    submit: 'Submit application',
  },
};
