// The contact page's copy and its form's words (issue #26), which each locale's texts translate
// (locales/<code>.ts, area `contact`). The English strings are the spec's, unchanged; the purposes'
// submitted values stay the spec's (CONTACT_PURPOSES), only their visible labels are here.

export const CONTACT_TEXTS = {
  eyebrow: 'Contact',
  title: 'Contact Us',
  lead: 'Request a demo, order instruments, find a distributor or meet our clinical team.',
  waysHeading: 'Ways to reach us',
  emailTitle: 'Email',
  emailText: 'General enquiries and demo requests.',
  careersTitle: 'Careers',
  careersText: 'Questions about open roles and internships.',
  communityTitle: 'Community',
  communityText: 'Follow our work on social networks.',
  officeTitle: 'Office',
  openMap: 'Open in map',
  formHeading: 'Send us a message',
  formLead:
    'We answer within two working days. For a demo, tell us your hospital and the procedures you perform.',
  form: {
    label: 'Contact form',
    name: 'Name',
    email: 'Email',
    purpose: 'Purpose',
    choosePurpose: 'Select a purpose',
    purposes: {
      'Request-demo': 'Request a demo',
      Purchase: 'Purchase',
      'Find-distributor': 'Find a distributor',
      meeting: 'Schedule a meeting',
      Others: 'Others',
    },
    demoHint: 'For a demo, please tell us your hospital and department in the message.',
    message: 'Message',
    sending: 'Sending…',
    send: 'Send message',
  },
};
