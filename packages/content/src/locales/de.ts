// German texts (issue #26). Written for surgeons, OR nurses, hospital purchasing and regulators in
// German-speaking markets, in the register of a medical-device manufacturer: formal address (Sie),
// precise, no marketing superlatives. Product and instrument names stay as the brand sheet has them.
// To be reviewed by a native-speaking regulatory/medical writer before launch (docs/product.md, "Languages").
import { dateWriter } from '../dates';
import type { LocaleTexts } from '../texts';

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
/** 15. Januar 2025. */
const germanDate = dateWriter((day, month, year) => `${day}. ${MONTHS[Number(month) - 1]} ${year}`);

const de: LocaleTexts = {
  translatedPages: [
    '/',
    '/home',
    '/Journal',
    '/products',
    '/about',
    '/contact',
    '/careers',
    '/careersapply',
    '/Incubation',
    '/Investor',
    '/Privacy-Policy',
    '/termscondition',
    '/ifu',
    '/news',
    '/videos',
    '/search',
    '/timeline',
    '/NewsEvent',
  ],
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
    video: { title: 'Articulate 8 von allen Seiten' },
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
  // ── /products (its words, features, instrument summaries, FAQ; instrument names stay English) ──
  products: {
    copy: {
      eyebrow: 'Produkte',
      photoAlt:
        'Studioaufnahme eines Articulate-8-Instruments: Griff, 38-cm-Schaft und abwinkelbares Handgelenk',
      introHeading: 'Geschicklichkeit wie am Roboter – in einem handgeführten Instrument',
      introLead:
        'Die Serie Articulate 8 bringt das Handgelenk in die Laparoskopie: 8 Freiheitsgrade, 360° Rotation des Endeffektors und natürliches haptisches Feedback – in wiederverwendbaren Instrumenten, die mit Ihrem vorhandenen Laparoskopieturm arbeiten.',
      completeLineup: 'Zum Sortiment',
      clipLabel: 'Bewegungsumfang des abwinkelbaren Handgelenks',
      clipTitle: 'Bewegungsumfang: acht Freiheitsgrade',
      clipCaption: 'Bewegungsumfang: Neigen, Schwenken, Rotieren und Greifen bei voller Abwinkelung.',
      playVideo: 'Video abspielen',
      pauseVideo: 'Video anhalten',
      featureOf: (n) => `Merkmal ${n} von 6`,
      lineupEyebrow: '15 Instrumente',
      lineupHeading: 'Das gesamte Sortiment',
      lineupLead:
        'Alle Instrumente: 18 mm Maulteil, 8 mm Schaft, wiederverwendbar. Öffnen Sie ein Instrument, um seine technischen Daten zu sehen.',
      instrumentPhotoAlt: (title) => `Studioaufnahme des Maulteils: ${title}`,
      faqHeading: 'Häufig gestellte Fragen',
      ctaHeading: 'Erleben Sie Articulate 8 in Ihren eigenen Händen',
      ctaLead:
        'Unser klinisches Team stellt Ihrer Abteilung das gesamte Sortiment mit einem Pelvitrainer vor.',
      contact: 'Kontakt',
    },
    specLabels: {
      jawLength: 'Maulteillänge',
      shaftDiameter: 'Schaftdurchmesser',
      shaftLength: 'Schaftlänge',
      electrodes: 'HF-Anwendung',
      uses: 'Verwendung',
    },
    specWords: {
      Bipolar: 'Bipolar',
      Monopolar: 'Monopolar',
      'Bipolar and monopolar': 'Bipolar und monopolar',
      'N/A': 'Keine',
      Multiple: 'Wiederverwendbar',
    },
    features: [
      {
        title: '360° Rotation des Endeffektors',
        caption: { title: '360°', sub: 'Rotation des Endeffektors' },
        lead: 'Das Maulteil dreht sich um volle 360° – auch bei abgewinkeltem Handgelenk.',
        body: 'Über ein Daumenrad am Griff rotiert der Endeffektor unabhängig vom Schaft um 360°. Nadelwinkel, Gewebeschichten und Clip-Positionen erreichen Sie, ohne das Handgelenk zu verdrehen oder den Trokar zu wechseln.',
      },
      {
        title: '8 Freiheitsgrade',
        lead: 'Geschicklichkeit wie am Roboter – ohne robotische Infrastruktur.',
        body: 'Neigen und Schwenken im Handgelenk, Rotation des Maulteils und Greifen, dazu die vier Bewegungen eines geraden Instruments am Trokar: acht Freiheitsgrade in einem handgeführten Instrument, das mit jedem Standard-Laparoskopieturm arbeitet.',
      },
      {
        title: 'Natürliche Haptik',
        lead: 'Fühlen wie mit den eigenen Händen.',
        body: 'Ein rein mechanischer Seilzug überträgt die Kräfte vom Maulteil zurück an Ihre Finger. Gewebespannung und Nadelwiderstand spüren Sie unmittelbar – keine Konsole zwischen Hand und Patient.',
      },
      {
        title: 'Ergonomischer Griff mit Fingerauflage',
        lead: 'Neutrales Handgelenk, entspannte Schultern, auch bei langen Eingriffen.',
        body: 'Der Pistolengriff liegt in der Handfläche, eine Auflage stützt den Zeigefinger. Die Abwinkelung folgt der Bewegung der Hand: Die Chirurgin oder der Chirurg bleibt in neutraler Haltung, statt den Ellbogen anzuheben.',
      },
      {
        title: 'Kompatibilität',
        caption: { title: 'Standardtrokar 8 mm', sub: 'Kein Docking, keine Konsole' },
        lead: 'Arbeitet mit der Ausstattung, die Sie bereits haben.',
        body: 'Die 8-mm-Schäfte passen durch Standardtrokare. HF-Instrumente werden an gängige bipolare und monopolare Generatoren angeschlossen. Keine Investitionsgüter, kein Docking, keine Änderung am OP-Layout.',
      },
      {
        title: 'Optimale Instrumentenlängen',
        lead: 'Die passende Reichweite für jede Patientin und jeden Patienten.',
        body: 'Schaftlängen von 25, 38 und 45 cm decken pädiatrische, Standard- und bariatrische Eingriffe ab. Die Längen, in denen jedes Instrument gefertigt wird, finden Sie in seinen technischen Daten unten.',
      },
    ],
    summaries: {
      'fenestrated-forceps':
        'Atraumatische, gefensterte Branchen zum Halten von Darm und Weichgewebe; die bipolare Ausführung koaguliert zusätzlich.',
      'maryland-dissector':
        'Gebogene, spitz zulaufende Branchen zur Präparation von Schichten um Gefäße und Gänge, optional in bipolarer Ausführung.',
      'precise-dissector':
        'Feine, schlanke Branchen für die behutsame Präparation nahe kritischer Strukturen.',
      'bipolar-blunt-tip-dissector':
        'Stumpfe Spitzen, die Gewebeschichten spreizen und dabei kleine Gefäße versiegeln.',
      'cobra-grasper': 'Gezahnte Branchen für sicheren Halt an festem Gewebe und zur Organbergung.',
      'tenaculum-forceps': 'Spitze Haken, die Uterus oder derbes Gewebe unter Zug halten.',
      'needle-holder':
        'Branchen mit Hartmetalleinlage für die intrakorporale Naht; die präzise Ausführung schneidet den Faden ohne Instrumentenwechsel.',
      'clip-applier': 'Setzt Polymer- und Titanclips in jedem Abwinkelungswinkel.',
      'potts-scissors': 'Abgewinkelte, feine Klingen für Duktotomie und Arteriotomie.',
      'round-tip-scissors': 'Abgerundete Spitzen für sichere scharfe Präparation auf engem Raum.',
      'monopolar-scissors': 'Gebogene Klingen, die in einer Bewegung schneiden und koagulieren.',
      'monopolar-spatula': 'Flache Elektrode für flächige Präparation und Blutstillung.',
      'monopolar-hook': 'L-Haken-Elektrode zum Anheben und Durchtrennen des Peritoneums.',
      'vessel-sealer-extend': 'Versiegelt und durchtrennt Gefäße mit bipolarer und monopolarer Energie.',
      'clinch-forceps': 'Branchen mit Rastung, die Gewebe ohne ständigen Handdruck halten.',
    },
    faqs: [
      {
        question: 'Sind die Articulate-8-Instrumente wiederverwendbar?',
        answer:
          'Ja. Jedes Instrument ist für die Mehrfachverwendung ausgelegt und für Reinigung und Dampfsterilisation zwischen den Eingriffen validiert. Das hält die Kosten pro Eingriff niedrig.',
      },
      {
        question: 'Brauche ich einen OP-Roboter oder eine besondere Konsole?',
        answer:
          'Nein. Die Instrumente sind rein mechanisch und handgeführt. Sie arbeiten über Standardtrokare mit Ihrem vorhandenen Laparoskopieturm und HF-Generator.',
      },
      {
        question: 'Wie lange dauert die Einarbeitung in abwinkelbare Instrumente?',
        answer:
          'Die meisten laparoskopisch tätigen Chirurginnen und Chirurgen arbeiten nach einer kurzen Übungseinheit am Pelvitrainer sicher damit. Auf Wunsch bieten wir praktische Schulungen, Übungsprogramme und begleitete erste Eingriffe an.',
      },
      {
        question: 'Welche Instrumente unterstützen HF-Energie?',
        answer:
          'Es gibt bipolare, monopolare und kombinierte Ausführungen. Das Sortiment unten gibt für jedes Instrument die HF-Anwendung an.',
      },
      {
        question: 'Welche Größen sind erhältlich?',
        answer:
          'Alle Instrumente haben einen 8-mm-Schaft und ein 18-mm-Maulteil. Die Schaftlängen betragen 25, 38 und 45 cm, bei Potts Scissors, Round Tip Scissors, Monopolar Spatula und Vessel Sealer Extend 25, 36 und 45 cm.',
      },
      {
        question: 'Wie kann unser Krankenhaus eine Vorführung vereinbaren?',
        answer:
          'Senden Sie uns eine Anfrage über die Kontaktseite. Unser klinisches Team kommt mit einem Pelvitrainer und dem gesamten Sortiment in Ihre Abteilung.',
      },
    ],
  },
  // ── /about (its words, story, mission and vision, the team's positions and profiles) ──
  about: {
    copy: {
      eyebrow: 'Über Manovo Surgical',
      storyEyebrow: 'Seit 2020',
      storyHeading: 'Unsere Geschichte',
      timeline: 'Unsere Meilensteine',
      purposeHeading: 'Unser Anspruch',
      missionHeading: 'Unsere Mission',
      visionHeading: 'Unsere Vision',
      teamEyebrow: 'Menschen',
      teamHeading: 'Unser Team',
      teamLead:
        'Chirurginnen und Chirurgen, Ingenieure und Wissenschaftler, die die Serie Articulate 8 entwickeln, prüfen und schulen.',
      teamTabs: 'Team',
      viewProfile: 'Profil ansehen',
      onNetwork: (name, network) => `${name} auf ${network} (öffnet in neuem Tab)`,
    },
    about: {
      welcome: 'Willkommen bei Manovo Surgical',
      welcomeLead:
        'Wir entwickeln wiederverwendbare, abwinkelbare Instrumente, die die Geschicklichkeit der robotischen Chirurgie an jeden Laparoskopieturm bringen.',
      story: [
        'Manovo Surgical wurde 2020 von Chirurgen und Ingenieuren gegründet, die eine Erfahrung teilten: Robotersysteme geben Chirurgen abwinkelbare Instrumente an die Hand – doch die meisten Operationssäle werden nie einen Roboter besitzen.',
        'Unser Ziel war es, diese Geschicklichkeit in ein handgeführtes Instrument zu bringen. Nach drei Jahren mit Prototypen, Kadaverlaboren und Prüfstandtests entstand die Serie Manovo Articulate 8: acht Freiheitsgrade, 360° Rotation des Endeffektors und ein rein mechanischer Antrieb, der das natürliche haptische Feedback erhält.',
        'Heute umfasst die Serie 15 Instrumente, von der gefensterten Fasszange bis zum Gefäßversiegler, und wird in Lehrkrankenhäusern für Schulung und klinische Evaluation eingesetzt.',
      ],
      purpose:
        'Fortschrittliche Chirurgie sollte vom Können der Chirurgin oder des Chirurgen abhängen – nicht vom Budget des Krankenhauses.',
      mission:
        'Unsere Mission: minimalinvasive Chirurgie leistungsfähiger und bezahlbarer machen – Instrument für Instrument, wiederverwendbar.',
      missionCards: [
        {
          title: 'Talente vereinen',
          text: 'Chirurgen, Ingenieure und Designer an einem Tisch – jede Idee wird in den Händen erprobt, die später damit arbeiten.',
        },
        {
          title: 'Medizinisches Fachpersonal stärken',
          text: 'Instrumente und Schulungen, mit denen Chirurgen komplexe Schritte sicher laparoskopisch durchführen.',
        },
        {
          title: 'Gesundheitliche Chancengleichheit fördern',
          text: 'Wiederverwendbare Instrumente ohne Investitionsgüter, damit fortschrittliche Versorgung auch Kreis- und Regionalkrankenhäuser erreicht.',
        },
      ],
      vision:
        'Eine Welt, in der jede Patientin und jeder Patient, der einen minimalinvasiven Eingriff braucht, ihn auch erhält – unabhängig vom Wohnort.',
    },
    groups: { board: 'Vorstand', advisors: 'Wissenschaftlicher Beirat' },
    team: {
      'arjun-menon': {
        position: 'Mitgründer und Chief Executive Officer',
        tagline: 'Macht aus Problemen im OP technische Anforderungen.',
        body: [
          'Arjun ist Maschinenbauingenieur und entwickelte acht Jahre lang Präzisionsmechanismen für Medizinprodukte, bevor er Manovo Surgical mitgründete.',
          'Er verantwortet Strategie, Fertigung und Partnerschaften und verbringt noch immer einen Tag pro Woche in Kliniken, um zu sehen, wie Instrumente tatsächlich eingesetzt werden.',
          'Für Arjun ist das beste Produkt jenes, das sich ein Kreiskrankenhaus über Jahre leisten kann.',
        ],
      },
      'kavya-rao': {
        position: 'Mitgründerin und Chief Medical Officer',
        tagline: 'Eine laparoskopische Chirurgin, die sich ein Handgelenk wünschte.',
        body: [
          'Kavya ist Fachärztin für Viszeralchirurgie mit mehr als 2.000 laparoskopischen Eingriffen.',
          'Sie definiert die klinischen Anforderungen jedes Manovo-Instruments und leitet das Schulungsprogramm für Chirurgen und Assistenzärzte.',
          'Ihr Schwerpunkt sind Schritte, die mit geraden Instrumenten schwierig sind: Nähen, Präparieren hinter Strukturen und Arbeiten in ungünstigen Winkeln.',
        ],
      },
      'vikram-shah': {
        position: 'Leiter Operations und Qualität',
        tagline: 'Jedes Instrument rückverfolgbar – vom Stangenmaterial bis zur Verpackung.',
        body: [
          'Vikram leitet Fertigung, Lieferkette und das Qualitätsmanagementsystem.',
          'Zuvor baute er Fertigungslinien für orthopädische Implantate auf und überträgt diese Sorgfalt auf abwinkelbare Instrumente.',
          'Unter seiner Leitung durchläuft jedes Instrument vor der Freigabe Hunderte von Abwinkelungs- und Sterilisationszyklen.',
        ],
      },
      'meera-iyer': {
        position: 'Wissenschaftliche Beraterin, minimalinvasive Chirurgie',
        tagline: 'Bildet seit fünfundzwanzig Jahren Chirurgen aus.',
        body: [
          'Meera leitet eine Abteilung für minimalinvasive Chirurgie an einem Lehrkrankenhaus und hat mehrere Hundert Chirurgen ausgebildet.',
          'Sie berät zu Schulungscurricula und zum Design klinischer Evaluationen.',
          'Ihre Frage an jedes neue Instrument: Kann eine Assistenzärztin es an einem Nachmittag erlernen?',
        ],
      },
      'rahul-desai': {
        position: 'Wissenschaftlicher Berater, Biomechanik',
        tagline: 'Misst, was Chirurgen fühlen.',
        body: [
          'Rahul ist Biomedizintechniker und forscht zu Kraftübertragung und Ergonomie chirurgischer Instrumente.',
          'Er begleitet die Prüfstandtests zu Greifkraft, haptischer Wiedergabetreue und Ermüdung bei langen Eingriffen.',
          'Seine Labordaten prägten die Fingerauflage und die Griffgeometrie der Serie Articulate 8.',
        ],
      },
      'anita-kulkarni': {
        position: 'Wissenschaftliche Beraterin, gynäkologische Endoskopie',
        tagline: 'Nähen im Becken – zur Routine gemacht.',
        body: [
          'Anita ist gynäkologische Endoskopikerin mit besonderem Interesse an der totalen laparoskopischen Hysterektomie.',
          'Sie evaluiert die Nadelhalter und Scheren des Sortiments bei gynäkologischen Eingriffen.',
          'Zudem betreut sie die Chirurginnen und Chirurgen, die unserem Netzwerk für Proctoring beitreten.',
        ],
      },
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
    // The IFU paper-copy form's status (issue #26, copy-d).
    ifuPaperRequestSent:
      'Ihre Anfrage wurde gesendet. Wir senden Ihnen das Papierexemplar innerhalb von 7 Kalendertagen kostenlos zu.',
    // The news, videos and search pages' statuses (issue #26, copy-c).
    loadingPosts: 'Beiträge werden geladen…',
    loadingNews: 'Meldungen werden geladen…',
    noVideoSelected: 'Kein Video ausgewählt',
    somethingWentWrong: 'Ein Fehler ist aufgetreten',
    failedToFetch: 'Keine Verbindung zum Server',
    showingSampleCard: 'Unten sehen Sie eine Beispielkarte.',
    noQuickMatches: 'Keine Schnelltreffer. Drücken Sie die Eingabetaste, um zu suchen.',
    searchUnavailable: 'Die Suche ist derzeit nicht verfügbar (unerwartete Antwort).',
    searchFailed: 'Die Inhalte für die Suche konnten nicht geladen werden.',
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
  // The incubation, investor, legal and IFU pages (issue #26, copy-d).
  incubation: {
    eyebrow: 'Unternehmen',
    title: 'Inkubation',
    lead: 'Von der Werkbank im Jahr 2020 zu einem Sortiment von 15 Instrumenten.',
    sections: [
      {
        heading: 'Unsere Anfänge',
        paragraphs: [
          'Manovo Surgical entstand 2020 in einem Inkubator für Medizintechnik. Dort standen uns Zerspanungsmaschinen, ein sauberer Montagebereich und klinische Mentoren zur Verfügung.',
          'Der Inkubator bot, was ein Hardware-Start-up in den ersten Jahren am dringendsten braucht: eine Werkstatt, Chirurginnen und Chirurgen, die frühe Prototypen erprobten, und ein Qualitätsmanagementsystem, das mit uns wachsen konnte.',
        ],
      },
      {
        heading: 'Was das Programm ermöglichte',
        paragraphs: [
          'Rapid Prototyping des abwinkelbaren Gelenks, Kadaverstudien mit Partnerkliniken und die ersten Prüfstände für die Beständigkeit gegenüber der Sterilisation.',
          'Im selben Inkubator begleiten wir heute selbst jüngere Medizintechnik-Teams als Mentoren.',
        ],
      },
    ],
    investorLink: 'Mehr über Förderung und Investition',
  },
  investor: {
    eyebrow: 'Unternehmen',
    title: 'Investoren',
    lead: 'Öffentliche Mittel für wiederverwendbare, breit zugängliche chirurgische Instrumente.',
    // Lakh and crore are Indian units: the figures in millions of rupees, the usual form in German.
    facts: [
      {
        figure: '5 Mio. INR',
        label: 'Förderung',
        text: 'Eine Förderung von 5 Mio. Rupien (50 Lakh) finanzierte die Entwicklung der ersten Articulate 8 Prototypen.',
      },
      {
        figure: '30 Mio. INR',
        label: 'Investition',
        text: 'Eine Investition von 30 Mio. Rupien (3 Crore) aus einem Förderprogramm eines indischen Bundesstaates finanziert klinische Evaluierungen und eine zweite Fertigungslinie.',
      },
    ],
    sections: [
      {
        heading: 'Warum in Manovo Surgical investieren',
        paragraphs: [
          'Die Laparoskopie wächst am stärksten in Krankenhäusern, die sich keine Operationsroboter leisten können. Wiederverwendbare abwinkelbare Instrumente geben diesen Häusern die Beweglichkeit eines Handgelenks – zu einem Bruchteil der Kosten pro Eingriff.',
          'Unsere 15 Instrumente werden in Indien unter einem einheitlichen Qualitätsmanagementsystem entwickelt, gefertigt und montiert.',
        ],
      },
    ],
    talkToUs: 'Kontakt aufnehmen',
  },
  legal: {
    eyebrow: 'Rechtliches',
    updated: 'Stand: 1. Januar 2025.',
    prevails: 'Diese Übersetzung dient Ihrer Information. Rechtlich maßgeblich ist die englische Fassung.',
    englishLink: 'Zur englischen Fassung',
    privacy: {
      title: 'Datenschutz\u00ADerklärung',
      sections: [
        {
          heading: 'Geltungsbereich',
          paragraphs: [
            'Diese Erklärung beschreibt, wie Manovo Surgical personenbezogene Daten verarbeitet, die über diese Website erhoben werden.',
          ],
        },
        {
          heading: 'Welche Daten wir erheben',
          paragraphs: [
            'Kontaktformular: Ihr Name, Ihre E-Mail-Adresse, Ihr Anliegen und Ihre Nachricht.',
            'Bewerbungen: Ihr Name, Ihre E-Mail-Adresse, Ihre Mobilnummer, Ihre Nachricht und Ihr Lebenslauf.',
            'Cookies: technisch notwendige Cookies immer; Statistik-, funktionale und Marketing-Cookies nur mit Ihrer Einwilligung.',
          ],
        },
        {
          heading: 'Wie wir die Daten verwenden',
          paragraphs: [
            'Wir verwenden Ihre Daten ausschließlich, um Ihre Anfrage zu beantworten oder Ihre Bewerbung zu prüfen. Wir verkaufen keine personenbezogenen Daten.',
          ],
        },
        {
          heading: 'Speicherdauer',
          paragraphs: [
            'Nachrichten speichern wir bis zu zwei Jahre, Bewerbungen bis zu ein Jahr, sofern Sie nicht eine frühere Löschung verlangen.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie können Auskunft über Ihre Daten sowie deren Berichtigung oder Löschung verlangen. Schreiben Sie uns dazu an hello@manovosurgical.com.',
          ],
        },
      ],
    },
    terms: {
      title: 'Nutzungs\u00ADbedingungen',
      sections: [
        {
          heading: 'Nutzung dieser Website',
          paragraphs: [
            'Die Inhalte dieser Website informieren über Manovo Surgical und seine Produkte. Sie stellen keine medizinische Beratung dar.',
          ],
        },
        {
          heading: 'Produktinformationen',
          paragraphs: [
            'Die Instrumente sind zur Anwendung durch geschultes medizinisches Fachpersonal bestimmt. Verfügbarkeit und Spezifikationen können je nach Markt abweichen.',
          ],
        },
        {
          heading: 'Geistiges Eigentum',
          paragraphs: [
            'Texte, Grafiken und Produktdesigns auf dieser Website sind Eigentum von Manovo Surgical, sofern nicht anders angegeben.',
          ],
        },
        {
          heading: 'Haftung',
          paragraphs: [
            'Wir achten auf zutreffende Informationen, können jedoch nicht gewährleisten, dass sie vollständig und aktuell sind.',
          ],
        },
        {
          heading: 'Anwendbares Recht',
          paragraphs: ['Es gilt das Recht der Republik Indien. Gerichtsstand ist Bengaluru.'],
        },
      ],
    },
  },
  ifu: {
    // Soft hyphens where the banner's h1 may break a long word on a phone (no hyphenation dictionary is
    // certain in every browser); invisible wherever the word fits.
    title: 'Gebrauchs\u00ADanweisungen',
    lead: 'Finden Sie die Gebrauchsanweisung eines Manovo-Instruments über die REF oder UDI-DI auf dem Etikett oder über den Produktnamen.',
    searchHeading: 'Bibliothek durchsuchen',
    query: 'REF, UDI-DI oder Produktname',
    language: 'Sprache',
    allLanguages: 'Alle Sprachen',
    search: 'Suchen',
    devices: (count) => `${count} ${count === 1 ? 'Produkt' : 'Produkte'}`,
    currentPdf: (language, revision) => `${language} · Rev. ${revision}`,
    manufacturer: 'Hersteller',
    qrHeading: 'Diese Seite als QR-Code',
    qrAlt: (ref) => `QR-Code dieser Seite für REF ${ref}`,
    currentRevision: 'Aktuelle Revision',
    effective: 'Gültig ab',
    size: 'Dateigröße',
    kilobytes: (figure) => `${figure} KB`,
    megabytes: (figure) => `${figure} MB`,
    noCurrent: 'Keine aktuelle Revision in dieser Sprache.',
    openPdf: (language, revision) => `PDF öffnen (${language}, Rev. ${revision})`,
    earlier: 'Frühere Revisionen',
    revision: (revision) => `Revision ${revision}`,
    effectiveOn: (date) => `gültig ab ${date}`,
    withdrawn: 'Zurückgezogen',
    paper: {
      heading: 'Kostenlos in Papierform',
      text: 'Sie können diese Gebrauchsanweisung kostenlos in Papierform anfordern. Wir senden Ihnen das Exemplar innerhalb von 7 Kalendertagen nach Eingang Ihrer Anfrage zu.',
      label: 'Anforderung in Papierform',
      name: 'Name',
      email: 'E-Mail',
      institution: 'Einrichtung',
      address: 'Postanschrift',
      language: 'Sprache',
      message: 'Nachricht (optional)',
      submit: 'Papierexemplar anfordern',
    },
    pageTitle: (device) => `${device} — Gebrauchsanweisung`,
    pageDescription: (device) =>
      `Gebrauchsanweisung für ${device}: alle Sprachen und Revisionen, auf Anfrage kostenlos in Papierform.`,
  },
  // ── /news, a news item's page, /NewsEvent (issue #26, copy-c) ──
  news: {
    kinds: { social: 'Social Media', news: 'News & Veranstaltungen' },
    title: 'Aktuelles',
    lead: 'Beiträge aus unseren sozialen Kanälen, Unternehmensnachrichten und Veranstaltungen, auf denen Sie uns treffen können.',
    latestPosts: 'Neueste Beiträge',
    socialPosts: 'Beiträge in sozialen Medien',
    newsAndEvents: 'News und Veranstaltungen',
    noPosts: 'Noch keine Beiträge. Folgen Sie uns in den oben genannten Netzwerken.',
    noNews: 'Noch keine Meldungen.',
    moreNews: 'Weitere Meldungen',
    allNews: '← Alle Meldungen',
    openOriginal: 'Originalbeitrag öffnen (neuer Tab)',
    read: (title) => `Weiterlesen: ${title}`,
    date: germanDate,
    sample: {
      title: 'Manovo Articulate 8: das gesamte Sortiment mit 15 Instrumenten',
      summary:
        'Acht Freiheitsgrade und 360° Rotation in wiederverwendbaren, handgeführten Instrumenten. Folgen Sie uns, um von Vorführungen und Veranstaltungen zu erfahren.',
    },
    event: {
      title: 'News & Veranstaltungen',
      lead: 'Kongresse, Workshops und praktische Übungseinheiten mit dem Sortiment Articulate 8.',
      sections: [
        {
          heading: 'Treffen Sie uns persönlich',
          paragraphs: [
            'Wir stellen das gesamte Sortiment Articulate 8 mit Pelvitrainern auf chirurgischen Kongressen, in Krankenhaus-Workshops und in Kursen für Assistenzärztinnen und Assistenzärzte in ganz Indien vor.',
            'Eine praktische Übungseinheit dauert zwanzig Minuten und kann über die Kontaktseite gebucht werden.',
          ],
        },
        {
          heading: 'Workshop in Ihrer Abteilung',
          paragraphs: [
            'Abteilungen können einen halbtägigen Workshop mit einer klinischen Fachkraft ausrichten. Fragen Sie ihn über das Kontaktformular mit dem Anliegen „Vorführung anfragen“ an.',
          ],
        },
      ],
      seeLatest: 'Zu den aktuellen Meldungen',
    },
  },
  // ── /videos and a video's page (issue #26, copy-c) ──
  videos: {
    eyebrow: 'Videothek',
    title: 'Videos',
    lead: 'Produktvorstellungen, aufgezeichnete Eingriffe und Übungen zu den Articulate 8 Instrumenten.',
    itemEyebrow: 'Videos',
    library: 'Videothek',
    categories: { product: 'Produkt', surgery: 'Chirurgie', training: 'Schulung', others: 'Weitere' },
    category: 'Kategorie',
    subCategory: 'Unterkategorie',
    all: 'Alle',
    empty: (category) => `In der Kategorie ${category} gibt es noch keine Videos. Weitere Kategorien:`,
    inCategory: 'Videos dieser Kategorie',
    play: (title) => `Abspielen: ${title}`,
    playVideo: 'Video abspielen',
    pauseVideo: 'Video anhalten',
  },
  carousel: {
    carousel: 'Karussell',
    slide: 'Folie',
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    pause: 'Automatischen Bildwechsel anhalten',
    play: 'Automatischen Bildwechsel starten',
    slideOf: (n, total) => `${n} von ${total}`,
    current: (n, total) => `Folie ${n} von ${total}`,
    hero: {
      pause: 'Bildwechsel anhalten',
      play: 'Bildwechsel starten',
      choose: 'Folie auswählen',
      show: (n, title) => `Folie ${n} zeigen: ${title}`,
    },
  },
  // ── The search page and overlay (issue #26, copy-c) ──
  search: {
    title: 'Suche',
    submit: 'Suchen',
    filterLabel: 'Nach Art filtern',
    all: 'Alle',
    filters: {
      page: 'Seiten',
      broadcast: 'Beiträge',
      career: 'Stellen',
      video: 'Videos',
      section: 'Abschnitte',
      faq: 'Häufige Fragen',
      publication: 'Publikationen',
      team: 'Team',
      feature: 'Merkmale',
      instrument: 'Instrumente',
      value: 'Werte',
    },
    kinds: {
      page: 'Seite',
      section: 'Abschnitt',
      value: 'Wert',
      team: 'Team',
      feature: 'Merkmal',
      instrument: 'Instrument',
      faq: 'Häufige Frage',
      broadcast: 'Beitrag',
      career: 'Stelle',
      video: 'Video',
      publication: 'Publikation',
    },
    searching: 'Suche läuft…',
    count: (count, query) => `${count} ${Number(count) === 1 ? 'Ergebnis' : 'Ergebnisse'} für „${query}“`,
    date: germanDate,
    pagerLabel: 'Ergebnisseiten',
    first: 'Erste',
    previous: 'Zurück',
    next: 'Weiter',
    last: 'Letzte',
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    overlay: { label: 'Suche', close: 'Suche schließen', pages: 'Seiten', fromServer: 'Weitere Treffer' },
  },
  // ── /timeline (issue #26, copy-c) ──
  timeline: {
    eyebrow: 'Seit 2020',
    title: 'Unsere Meilensteine',
    lead: 'Die Entwicklung von Manovo Surgical in Etappen.',
    milestones: [
      { title: 'Gründung', text: 'Chirurgen und Ingenieure gründen Manovo Surgical.' },
      {
        title: 'Erstes Handgelenk',
        text: 'Der erste Prototyp des abwinkelbaren Handgelenks besteht die Prüfstandtests.',
      },
      { title: 'Fördermittel', text: 'Fördermittel von 50 Lakh Rupien finanzieren das Prototypenprogramm.' },
      {
        title: 'Articulate 8',
        text: 'Die Serie erreicht acht Freiheitsgrade und 360° Rotation des Endeffektors.',
      },
      {
        title: 'Sortiment mit 15 Instrumenten',
        text: 'Das gesamte Sortiment von 15 Instrumenten steht für die klinische Evaluation bereit.',
      },
      {
        title: 'Investition',
        text: 'Eine Investition von 3 Crore Rupien aus einem staatlichen Förderprogramm.',
      },
    ],
  },
};

export default de;

/** The merge of these texts over the English, shipped with them (an English page never needs it). */
export { overlay } from '../overlay';
