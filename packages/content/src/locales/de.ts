// German texts (issue #26). Written for surgeons, OR nurses, hospital purchasing and regulators in
// German-speaking markets, in the register of a medical-device manufacturer: formal address (Sie),
// precise, no marketing superlatives. Product and instrument names stay as the brand sheet has them.
// To be reviewed by a native-speaking regulatory/medical writer before launch (docs/product.md, "Languages").
import type { LocaleTexts } from '../texts';

const de: LocaleTexts = {
  translatedPages: ['/', '/home', '/Journal', '/contact', '/careers', '/careersapply'],
  chrome: {
    skipLink: 'Zum Inhalt springen',
    homeLink: 'Manovo Surgical – Startseite',
    mainNav: 'Hauptnavigation',
    mobileNav: 'Mobile Navigation',
    sections: (title) => `${title}: Abschnitte`,
    searchSite: 'Website durchsuchen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    social: 'Manovo Surgical in sozialen Netzwerken',
    newTab: (label) => `${label} (öffnet in neuem Tab)`,
    rights: (year) => `© ${year} Manovo Surgical. Alle Rechte vorbehalten.`,
    language: 'Sprache',
    notFoundText: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    backHome: 'Zur Startseite',
  },
  site: {
    tagline: 'Fühlen wie mit den eigenen Händen. Mehr erreichen als mit den eigenen Händen.',
    menu: [
      { title: 'Startseite' },
      {
        title: 'Unternehmen',
        subItems: [
          { name: 'Unsere Geschichte' },
          { name: 'Unser Anspruch' },
          { name: 'Unsere Mission' },
          { name: 'Unsere Vision' },
          { name: 'Unser Team' },
        ],
      },
      { title: 'Produkte', subItems: [{ name: 'Articulate 8' }, { name: 'Gesamtes Sortiment' }] },
      {
        title: 'Videos',
        subItems: [{ name: 'Produkt' }, { name: 'Chirurgie' }, { name: 'Schulung' }, { name: 'Weitere' }],
      },
      { title: 'Aktuelles', subItems: [{ name: 'Social Media' }, { name: 'News & Veranstaltungen' }] },
      { title: 'Karriere' },
      { title: 'Kontakt' },
    ],
    footer: [
      {
        heading: 'Produkt',
        links: [{ label: 'Articulate 8' }, { label: 'Videos' }, { label: 'News & Veranstaltungen' }],
      },
      {
        heading: 'Unternehmen',
        links: [{ label: 'Inkubation' }, { label: 'Investoren' }, { label: 'Fachpublikationen' }],
      },
      {
        heading: 'Rechtliches',
        links: [
          { label: 'Datenschutzerklärung' },
          { label: 'Nutzungsbedingungen' },
          { label: 'Gebrauchsanweisungen' },
        ],
      },
    ],
  },
  home: {
    copy: {
      highlights: 'Manovo Articulate 8 im Überblick',
      tagline: 'Fühlen wie mit den eigenen Händen. Mehr erreichen als mit den eigenen Händen.',
      lead: 'Wiederverwendbare, abwinkelbare laparoskopische Instrumente mit 8 Freiheitsgraden, 360° Rotation des Endeffektors und natürlichem haptischem Feedback. Geschicklichkeit wie am Roboter – ohne robotische Infrastruktur.',
      exploreLineup: 'Sortiment ansehen',
      requestDemo: 'Vorführung anfragen',
      statFreedom: 'Freiheitsgrade',
      statRotation: 'Rotation des Endeffektors',
      statLineup: 'Instrumente im Sortiment',
      statShaft: 'Schaftdurchmesser',
      valuesEyebrow: 'Was uns antreibt',
      valuesHeading: 'Unsere Werte',
      viewerEyebrow: 'In 3D erkunden',
      viewerHeading: 'Das Instrument von allen Seiten',
      viewerLead:
        'Ziehen Sie das Modell, um es zu drehen: der ergonomische Griff, der 8-mm-Schaft und das abwinkelbare Handgelenk, mit dem die Branchen Strukturen umgreifen, die ein gerades Instrument nicht erreicht.',
      seeFeatures: 'Zu den Merkmalen',
      partners: 'Unsere Partner',
      playStrip: 'Logoleiste abspielen',
      pauseStrip: 'Logoleiste anhalten',
    },
    slides: [
      {
        subtitle: 'Fühlen wie mit den eigenen Händen. Mehr erreichen als mit den eigenen Händen.',
        image: {
          alt: 'Operationssaal: zwei Articulate-8-Instrumente kreuzen sich über dem abgedeckten Patienten, der Monitor zeigt ihre Branchen',
        },
        cta: { label: 'MEHR ERFAHREN' },
      },
      {
        title: 'Manovo Articulate 8 Serie',
        subtitle: '8 Freiheitsgrade. 360° Rotation. Ganz ohne Roboter.',
        image: {
          alt: 'Laparoskopische Sicht: zwei Articulate-8-Handgelenke zueinander abgewinkelt, eine gebogene Nadel wird übergeben',
        },
        cta: { label: 'MEHR ERFAHREN' },
      },
    ],
    values: [
      {
        title: 'Innovation',
        text: 'Wir lösen reale chirurgische Probleme mit Mechanismen, die einfach zu bedienen und auf Langlebigkeit ausgelegt sind.',
      },
      {
        title: 'Zusammenarbeit',
        text: 'Jedes Instrument entsteht gemeinsam mit den Chirurginnen und Chirurgen, dem OP-Pflegepersonal und den Aufbereitungsteams, die damit arbeiten.',
      },
      {
        title: 'Zugänglichkeit',
        text: 'Wiederverwendbare Instrumente, keine Investitionsgüter: fortschrittliche Laparoskopie für mehr Krankenhäuser erreichbar.',
      },
      {
        title: 'Mitgefühl',
        text: 'Kleinere Schnitte, kürzere Liegezeiten und eine schnellere Genesung – dafür arbeiten wir.',
      },
    ],
    video: { title: 'Articulate 8 in neunzig Sekunden' },
  },
  cookies: {
    region: 'Cookie-Einwilligung',
    text: 'Wir verwenden technisch notwendige Cookies für den Betrieb dieser Website, alle weiteren nur mit Ihrer Einwilligung. Mehr dazu in unserer',
    policy: 'Datenschutzerklärung',
    settings: 'Cookie-Einstellungen',
    reject: 'Ablehnen',
    accept: 'Akzeptieren',
    confirm: 'Auswahl bestätigen',
    necessaryTitle: 'Technisch notwendige Cookies',
    necessaryText: 'Erforderlich für die Sicherheit und um diese Auswahl zu speichern. Immer aktiv.',
    alwaysActive: 'Immer aktiv',
    categories: [
      {
        title: 'Statistik-Cookies',
        text: 'Zählen Besuche und Zugriffsquellen, damit wir die Website messen und verbessern können.',
      },
      { title: 'Funktionale Cookies', text: 'Speichern Einstellungen, etwa für eingebettete Videos.' },
      {
        title: 'Marketing-Cookies',
        text: 'Werden von Partnern gesetzt, um auf anderen Websites passende Inhalte anzuzeigen.',
      },
    ],
  },
  facts: {
    marketHeading: 'Marktstatus',
    market: 'Markt',
    status: 'Status',
    reference: 'Zertifikats- oder Registriernr.',
    date: 'Datum',
    notice: 'Nicht in allen Märkten erhältlich',
    reprocessingHeading: 'Aufbereitung',
    cleaning: 'Reinigung',
    sterilisation: 'Sterilisation',
    cycles: 'Validierte Zyklen',
    documents: 'Dokumente',
    specSheet: 'Datenblatt (PDF)',
    specSheetOf: (title) => `Datenblatt ${title} (PDF)`,
    ifu: 'Gebrauchsanweisung',
    qualityEyebrow: 'Qualität und Zulassung',
    qualityHeading: 'Qualitätsmanagementsystem',
    qualityLead:
      'Manovo Surgical entwickelt und fertigt die Instrumente der Serie Articulate 8 unter einem zertifizierten Qualitätsmanagementsystem. Der Marktstatus jedes Instruments ist im Sortiment bei diesem angegeben.',
    standard: 'Norm',
    body: 'Zertifizierungsstelle',
    number: 'Zertifikatsnr.',
    validity: 'Gültig',
    validRange: (from, until) => `${from} bis ${until}`,
    validUntil: (until) => `bis ${until}`,
    journal: {
      eyebrow: 'Forschung',
      title: 'Fachpublikationen',
      lead: 'Veröffentlichungen, Kongressbeiträge und Preprints zu abwinkelbaren laparoskopischen Instrumenten.',
      total: 'Publikationen insgesamt',
      platforms: 'Publikationsarten',
      latestYear: 'Neuestes Jahr',
      filterLabel: 'Nach Publikationsart filtern',
      filters: { all: 'Alle', journal: 'Fachzeitschriften', conference: 'Kongresse' },
      platformNames: {
        journal: 'Fachzeitschrift',
        conference: 'Kongress',
        preprint: 'Preprint',
        media: 'Medien',
      },
      searchLabel: 'Publikationen durchsuchen',
      searchPlaceholder: 'Titel, Autor, Quelle oder Thema',
      shown: (shown, total) => `${shown} von ${total} angezeigt`,
      doi: 'DOI',
      read: 'Zur Publikation',
      noMatch: 'Keine Publikation entspricht Ihrer Suche.',
      none: 'Noch keine Publikationen.',
    },
  },
  routes: {
    '/': {
      title:
        'Manovo Surgical — Fühlen wie mit den eigenen Händen. Mehr erreichen als mit den eigenen Händen.',
      description: 'Innovation, die fortschrittliche Medizin für alle zugänglich macht',
    },
    '/home': {
      title:
        'Manovo Surgical — Fühlen wie mit den eigenen Händen. Mehr erreichen als mit den eigenen Händen.',
      description: 'Innovation, die fortschrittliche Medizin für alle zugänglich macht',
    },
    '/about': {
      title: 'Über uns — Manovo Surgical',
      description:
        'Unsere Geschichte, unser Anspruch, unsere Mission und Vision sowie das Team von Manovo Surgical.',
    },
    '/products': {
      title: 'Articulate 8 Instrumente — Manovo Surgical',
      description:
        'Manovo Articulate 8: wiederverwendbare, abwinkelbare laparoskopische Instrumente mit 8 Freiheitsgraden und 360° Rotation des Endeffektors.',
    },
    '/news': {
      title: 'Aktuelles — Manovo Surgical',
      description: 'Beiträge, News und Veranstaltungen von Manovo Surgical.',
    },
    '/videos': {
      title: 'Videos — Manovo Surgical',
      description: 'Produkt-, OP- und Schulungsvideos zu den Articulate 8 Instrumenten.',
    },
    '/contact': {
      title: 'Kontakt — Manovo Surgical',
      description:
        'Vorführung anfragen, bestellen, einen Vertriebspartner finden oder das Team von Manovo Surgical treffen.',
    },
    '/search': {
      title: 'Suche — Manovo Surgical',
      description: 'Innovation, die fortschrittliche Medizin für alle zugänglich macht',
    },
    '/careers': {
      title: 'Karriere — Manovo Surgical',
      description: 'Festanstellungen und Praktika bei Manovo Surgical.',
    },
    '/careersapply': {
      title: 'Bewerbung — Manovo Surgical',
      description: 'Bewerben Sie sich bei Manovo Surgical.',
    },
    '/Privacy-Policy': {
      title: 'Datenschutzerklärung — Manovo Surgical',
      description: 'Wie Manovo Surgical personenbezogene Daten verarbeitet.',
    },
    '/TermsCondition': {
      title: 'Nutzungsbedingungen — Manovo Surgical',
      description: 'Bedingungen für die Nutzung der Website von Manovo Surgical.',
    },
    '/termscondition': {
      title: 'Nutzungsbedingungen — Manovo Surgical',
      description: 'Bedingungen für die Nutzung der Website von Manovo Surgical.',
    },
    '/Incubation': {
      title: 'Inkubation — Manovo Surgical',
      description: 'Wo Manovo Surgical inkubiert wurde und was diese Unterstützung ermöglicht hat.',
    },
    '/Investor': {
      title: 'Investoren — Manovo Surgical',
      description: 'Fördermittel und Investitionen hinter Manovo Surgical.',
    },
    '/Journal': {
      title: 'Fachpublikationen — Manovo Surgical',
      description: 'Publikationen und Kongressbeiträge zu den Articulate 8 Instrumenten.',
    },
    '/NewsEvent': {
      title: 'News und Veranstaltungen — Manovo Surgical',
      description: 'Wo Sie Manovo Surgical als Nächstes treffen.',
    },
    '/timeline': {
      title: 'Meilensteine — Manovo Surgical',
      description: 'Die Meilensteine von Manovo Surgical seit 2020.',
    },
    '/ifu': {
      title: 'Gebrauchsanweisungen — Manovo Surgical',
      description:
        'Gebrauchsanweisungen für jedes Manovo-Instrument, nach REF oder UDI-DI, in jeder Sprache und Revision.',
    },
  },
  messages: {
    loading: 'Wird geladen…',
    pageNotFound: '404 – Seite nicht gefunden',
    requiredFields: 'Bitte füllen Sie alle Pflichtfelder aus.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    invalidPhone: 'Bitte geben Sie eine gültige 10-stellige Mobilnummer ein.',
    resumeRequired: 'Bitte laden Sie Ihren Lebenslauf hoch (nur PDF, max. 5 MB).',
    resumeNotPdf: 'Es sind nur PDF-Dateien zulässig.',
    resumeTooLarge: 'Die Datei muss kleiner als 5 MB sein.',
    tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    searchPlaceholder: 'Website durchsuchen…',
    noResults: 'Keine Ergebnisse gefunden.',
    // The contact and apply forms' statuses (issue #26, copy-b).
    contactSuccess: 'Ihre Nachricht wurde erfolgreich gesendet.',
    contactFailed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    contactNetwork:
      'Netzwerkfehler: Die Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung.',
    applySuccess: '✅ Ihre Bewerbung wurde erfolgreich übermittelt.',
    applyFailedDefault: 'Übermittlung fehlgeschlagen',
    applyNetwork: '❌ Keine Verbindung zum Server',
    careersFailed: 'Die Stellenangebote konnten nicht geladen werden.',
  },
  // The contact page and form (issue #26, copy-b).
  contact: {
    eyebrow: 'Kontakt',
    title: 'Sprechen Sie uns an',
    lead: 'Vorführung anfragen, Instrumente bestellen, einen Vertriebspartner finden oder unser klinisches Team treffen.',
    waysHeading: 'So erreichen Sie uns',
    emailTitle: 'E-Mail',
    emailText: 'Allgemeine Anfragen und Vorführungstermine.',
    careersTitle: 'Karriere',
    careersText: 'Fragen zu offenen Stellen und Praktika.',
    communityTitle: 'Community',
    communityText: 'Verfolgen Sie unsere Arbeit in den sozialen Netzwerken.',
    officeTitle: 'Standort',
    openMap: 'In Karte öffnen',
    formHeading: 'Schreiben Sie uns',
    formLead:
      'Wir antworten innerhalb von zwei Arbeitstagen. Für eine Vorführung nennen Sie uns bitte Ihr Krankenhaus und die Eingriffe, die Sie durchführen.',
    form: {
      label: 'Kontaktformular',
      name: 'Name',
      email: 'E-Mail',
      purpose: 'Anliegen',
      choosePurpose: 'Bitte wählen Sie Ihr Anliegen',
      purposes: {
        'Request-demo': 'Vorführung anfragen',
        Purchase: 'Bestellung',
        'Find-distributor': 'Vertriebspartner finden',
        meeting: 'Termin vereinbaren',
        Others: 'Sonstiges',
      },
      demoHint: 'Für eine Vorführung nennen Sie uns bitte in Ihrer Nachricht Krankenhaus und Fachabteilung.',
      message: 'Nachricht',
      sending: 'Wird gesendet…',
      send: 'Nachricht senden',
    },
  },
  // The careers and apply pages (issue #26, copy-b).
  careers: {
    eyebrow: 'Karriere',
    title: 'Arbeiten bei Manovo Surgical',
    lead: 'Ingenieurwesen, Klinik und Fertigung: Gemeinsam entwickeln wir Instrumente, denen Chirurginnen und Chirurgen vertrauen.',
    expectHeading: 'Was wir erwarten',
    expectText:
      'Eigenverantwortung, Sorgfalt im Detail und Respekt vor den Menschen, die unsere Instrumente im OP einsetzen.',
    benchTitle: 'Nah am Instrument',
    benchText:
      'In jeder Funktion arbeiten Sie mit den Instrumenten: Sie montieren und prüfen sie und erleben sie im Einsatz.',
    surgeonsTitle: 'Von Chirurgen lernen',
    surgeonsText:
      'Unsere klinischen Berater prüfen jede Woche die Entwürfe. Ihr Feedback erhalten Sie aus erster Hand.',
    openings: 'Offene Stellen',
    jobType: 'Art der Stelle',
    categories: { fulltime: 'Vollzeit', internship: 'Praktikum' },
    allOpenings: (category) => `Alle offenen Stellen: ${category}`,
    jobPage: 'Zur Stellenanzeige',
    jobPageOf: (title) => `Stellenanzeige: ${title}`,
    skills: 'Kenntnisse',
    salary: 'Gehalt',
    apply: 'Jetzt bewerben',
    applyNewTab: 'Jetzt bewerben (öffnet in neuem Tab)',
    applyPage: {
      title: (job) => `Bewerbung — ${job}`,
      general: '(Initiativbewerbung)',
      lead: 'Erzählen Sie uns von sich. Wir lesen jede Bewerbung.',
      back: 'Zurück zu allen offenen Stellen',
    },
    form: {
      label: 'Bewerbung',
      name: 'Vor- und Nachname',
      email: 'E-Mail',
      phone: 'Mobilnummer',
      phoneHint: '10 Ziffern, ohne Leerzeichen und Ländervorwahl.',
      resume: 'Lebenslauf (PDF, max. 5 MB)',
      message: 'Nachricht (optional)',
      submitting: 'Wird übermittelt…',
      submit: 'Bewerbung absenden',
    },
  },
};

export default de;

/** The merge of these texts over the English, shipped with them (an English page never needs it). */
export { overlay } from '../overlay';
