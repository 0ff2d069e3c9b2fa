// French texts (issue #26). Written for surgeons, IBODE, hospital purchasing (achats, pharmacie
// hospitalière) and regulators in French-speaking markets, in the register of a medical-device
// manufacturer: vouvoiement, precise, no marketing superlatives. Product and instrument names stay as
// the brand sheet has them. To be reviewed by a native-speaking regulatory/medical writer before
// launch (docs/product.md, "Languages").
import { dateWriter } from '../dates';
import type { LocaleTexts } from '../texts';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
/** 15 janvier 2025, 1er for the first of a month. */
const frenchDate = dateWriter(
  (day, month, year) => `${day === 1 ? '1er' : day} ${MONTHS[Number(month) - 1]} ${year}`,
);

const TAGLINE = 'Ressentir comme avec vos mains. Aller plus loin que vos mains.';
const DESCRIPTION = 'Innover pour rendre les soins de pointe accessibles à tous';

const fr: LocaleTexts = {
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
    skipLink: 'Aller au contenu',
    homeLink: 'Manovo Surgical – accueil',
    mainNav: 'Navigation principale',
    mobileNav: 'Navigation mobile',
    sections: (title) => `${title} : rubriques`,
    searchSite: 'Rechercher sur le site',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    social: 'Manovo Surgical sur les réseaux sociaux',
    newTab: (label) => `${label} (s’ouvre dans un nouvel onglet)`,
    rights: (year) => `© ${year} Manovo Surgical. Tous droits réservés.`,
    language: 'Langue',
    notFoundText: 'La page demandée n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
  site: {
    tagline: TAGLINE,
    menu: [
      { title: 'Accueil' },
      {
        title: 'À propos',
        subItems: [
          { name: 'Notre histoire' },
          { name: 'Notre raison d’être' },
          { name: 'Notre mission' },
          { name: 'Notre vision' },
          { name: 'Notre équipe' },
        ],
      },
      { title: 'Produits', subItems: [{ name: 'Articulate 8' }, { name: 'Gamme complète' }] },
      {
        title: 'Vidéos',
        subItems: [{ name: 'Produit' }, { name: 'Chirurgie' }, { name: 'Formation' }, { name: 'Autres' }],
      },
      { title: 'Actualités', subItems: [{ name: 'Réseaux sociaux' }, { name: 'Actualités et événements' }] },
      { title: 'Carrières' },
      { title: 'Contact' },
    ],
    footer: [
      {
        heading: 'Produit',
        links: [{ label: 'Articulate 8' }, { label: 'Vidéos' }, { label: 'Actualités et événements' }],
      },
      {
        heading: 'Entreprise',
        links: [{ label: 'Incubation' }, { label: 'Investisseurs' }, { label: 'Publications' }],
      },
      {
        heading: 'Mentions légales',
        links: [
          { label: 'Politique de confidentialité' },
          { label: 'Conditions d’utilisation' },
          { label: 'Notices d’utilisation' },
        ],
      },
    ],
  },
  home: {
    copy: {
      highlights: 'Manovo Articulate 8 en bref',
      tagline: TAGLINE,
      lead: 'Des instruments laparoscopiques articulés et réutilisables, avec 8 degrés de liberté, une rotation de l’effecteur terminal sur 360° et un retour haptique naturel. La dextérité de la robotique, sans infrastructure robotique.',
      exploreLineup: 'Découvrir la gamme',
      requestDemo: 'Demander une démonstration',
      statFreedom: 'Degrés de liberté',
      statRotation: 'Rotation de l’effecteur terminal',
      statLineup: 'Instruments dans la gamme',
      statShaft: 'Diamètre de la tige',
      valuesEyebrow: 'Ce qui nous anime',
      valuesHeading: 'Nos valeurs',
      viewerEyebrow: 'Découvrir en 3D',
      viewerHeading: 'L’instrument sous tous les angles',
      viewerLead:
        'Faites glisser le modèle pour le faire pivoter : la poignée ergonomique, la tige de 8 mm et le poignet articulé qui permet aux mors de contourner des structures hors de portée d’un instrument droit.',
      seeFeatures: 'Voir les caractéristiques',
      partners: 'Nos partenaires',
      playStrip: 'Relancer le défilement des logos',
      pauseStrip: 'Mettre en pause le défilement des logos',
    },
    slides: [
      {
        subtitle: TAGLINE,
        image: {
          alt: 'Bloc opératoire : deux instruments Articulate 8 se croisent au-dessus du patient sous champ, l’écran montre leurs mors',
        },
        cta: { label: 'EN SAVOIR PLUS' },
      },
      {
        title: 'Gamme Manovo Articulate 8',
        subtitle: '8 degrés de liberté. Rotation sur 360°. Sans robot.',
        image: {
          alt: 'Vue laparoscopique : deux poignets Articulate 8 fléchis l’un vers l’autre se passent une aiguille courbe',
        },
        cta: { label: 'EN SAVOIR PLUS' },
      },
    ],
    values: [
      {
        title: 'Innovation',
        text: 'Nous résolvons des problèmes chirurgicaux concrets avec des mécanismes simples à utiliser et conçus pour durer.',
      },
      {
        title: 'Collaboration',
        text: 'Chaque instrument est conçu avec les chirurgiens, les infirmiers de bloc et les équipes de stérilisation qui l’utilisent.',
      },
      {
        title: 'Accessibilité',
        text: 'Des instruments réutilisables, sans équipement lourd : la laparoscopie avancée à la portée d’un plus grand nombre d’hôpitaux.',
      },
      {
        title: 'Bienveillance',
        text: 'Des incisions plus petites, des séjours plus courts et une récupération plus rapide : c’est pour cela que nous faisons ce travail.',
      },
    ],
    video: { title: 'Articulate 8 sous tous les angles' },
  },
  cookies: {
    region: 'Consentement aux cookies',
    text: 'Nous utilisons des cookies strictement nécessaires au fonctionnement de ce site, et d’autres uniquement avec votre consentement. Consultez notre',
    policy: 'politique de confidentialité',
    settings: 'Paramètres des cookies',
    reject: 'Refuser',
    accept: 'Accepter',
    confirm: 'Confirmer mes choix',
    necessaryTitle: 'Cookies strictement nécessaires',
    necessaryText: 'Indispensables à la sécurité et à la mémorisation de ce choix. Toujours actifs.',
    alwaysActive: 'Toujours actifs',
    categories: [
      {
        title: 'Cookies de mesure d’audience',
        text: 'Comptent les visites et les sources de trafic afin de mesurer et d’améliorer le site.',
      },
      { title: 'Cookies fonctionnels', text: 'Mémorisent vos choix, par exemple pour les vidéos intégrées.' },
      {
        title: 'Cookies de ciblage',
        text: 'Déposés par des partenaires pour afficher des contenus pertinents sur d’autres sites.',
      },
    ],
  },
  facts: {
    marketHeading: 'Statut par marché',
    market: 'Marché',
    status: 'Statut',
    reference: 'N° de certificat ou d’enregistrement',
    date: 'Date',
    notice: 'Non disponible sur tous les marchés',
    reprocessingHeading: 'Retraitement',
    cleaning: 'Nettoyage',
    sterilisation: 'Stérilisation',
    cycles: 'Cycles validés',
    documents: 'Documents',
    specSheet: 'Fiche technique (PDF)',
    specSheetOf: (title) => `Fiche technique ${title} (PDF)`,
    ifu: 'Notice d’utilisation',
    qualityEyebrow: 'Qualité et réglementation',
    qualityHeading: 'Système de management de la qualité',
    qualityLead:
      'Manovo Surgical conçoit et fabrique les instruments Articulate 8 dans le cadre d’un système de management de la qualité certifié. Le statut de chaque instrument par marché figure avec lui dans la gamme.',
    standard: 'Norme',
    body: 'Organisme de certification',
    number: 'N° de certificat',
    validity: 'Validité',
    validRange: (from, until) => `du ${from} au ${until}`,
    validUntil: (until) => `jusqu’au ${until}`,
    journal: {
      eyebrow: 'Recherche',
      title: 'Publications',
      lead: 'Publications, communications de congrès et prépublications sur les instruments laparoscopiques articulés.',
      total: 'Publications au total',
      platforms: 'Types de publication',
      latestYear: 'Année la plus récente',
      filterLabel: 'Filtrer par type de publication',
      filters: { all: 'Toutes', journal: 'Revues', conference: 'Congrès' },
      platformNames: { journal: 'Revue', conference: 'Congrès', preprint: 'Prépublication', media: 'Médias' },
      searchLabel: 'Rechercher une publication',
      searchPlaceholder: 'Titre, auteur, source ou sujet',
      shown: (shown, total) => `${shown} sur ${total} affichées`,
      doi: 'DOI',
      read: 'Lire la publication',
      noMatch: 'Aucune publication ne correspond à votre recherche.',
      none: 'Aucune publication pour le moment.',
    },
  },
  // ── /products (its words, features, instrument summaries, FAQ; instrument names stay English) ──
  products: {
    copy: {
      eyebrow: 'Produits',
      photoAlt:
        'Photographie studio d’un instrument Articulate 8 : poignée, tige de 38 cm et poignet articulé',
      introHeading: 'La dextérité de la robotique dans un instrument à main',
      introLead:
        'La gamme Articulate 8 apporte un poignet à la cœlioscopie : 8 degrés de liberté, rotation de l’effecteur sur 360° et retour haptique naturel, dans des instruments réutilisables compatibles avec votre colonne de cœlioscopie actuelle.',
      completeLineup: 'Voir la gamme',
      clipLabel: 'Amplitude de mouvement du poignet articulé',
      clipTitle: 'Amplitude de mouvement : huit degrés de liberté',
      clipCaption: 'Amplitude de mouvement : tangage, lacet, roulis et préhension en articulation complète.',
      playVideo: 'Lire la vidéo',
      pauseVideo: 'Mettre la vidéo en pause',
      featureOf: (n) => `Caractéristique ${n} sur 6`,
      lineupEyebrow: '15 instruments',
      lineupHeading: 'La gamme complète',
      lineupLead:
        'Tous les instruments : mors de 18 mm, tige de 8 mm, réutilisables. Ouvrez un instrument pour consulter ses caractéristiques techniques.',
      instrumentPhotoAlt: (title) => `Photographie studio des mors : ${title}`,
      faqHeading: 'Questions fréquentes',
      ctaHeading: 'Prenez en main l’Articulate 8',
      ctaLead: 'Notre équipe clinique présente la gamme complète à votre service, avec un pelvi-trainer.',
      contact: 'Contact',
    },
    specLabels: {
      jawLength: 'Longueur des mors',
      shaftDiameter: 'Diamètre de la tige',
      shaftLength: 'Longueur de la tige',
      electrodes: 'Énergie',
      uses: 'Utilisation',
    },
    specWords: {
      Bipolar: 'Bipolaire',
      Monopolar: 'Monopolaire',
      'Bipolar and monopolar': 'Bipolaire et monopolaire',
      'N/A': 'Aucune',
      Multiple: 'Réutilisable',
    },
    features: [
      {
        title: 'Rotation de l’effecteur sur 360°',
        caption: { title: '360°', sub: 'rotation de l’effecteur' },
        lead: 'Les mors font un tour complet, même poignet fléchi.',
        body: 'Une molette sur la poignée fait tourner l’effecteur sur 360°, indépendamment de la tige. Angles d’aiguille, plans tissulaires et positions de clip sont atteints sans tordre le poignet ni changer de trocart.',
      },
      {
        title: '8 degrés de liberté',
        lead: 'La dextérité de la robotique, sans infrastructure robotique.',
        body: 'Flexion et latéralité au poignet, rotation des mors, préhension, plus les quatre mouvements d’un instrument droit au trocart : huit degrés de liberté dans un instrument à main compatible avec toute colonne de cœlioscopie standard.',
      },
      {
        title: 'Haptique naturelle',
        lead: 'Ressentir comme avec vos mains.',
        body: 'Une transmission par câbles entièrement mécanique renvoie les efforts des mors jusqu’à vos doigts. Le chirurgien perçoit directement la tension des tissus et la résistance de l’aiguille, sans console entre la main et le patient.',
      },
      {
        title: 'Poignée ergonomique avec appui-doigt',
        lead: 'Poignet neutre, épaules détendues, même lors des interventions longues.',
        body: 'La poignée pistolet repose dans la paume, avec un appui pour l’index. L’articulation suit le mouvement de la main : le chirurgien garde une posture neutre au lieu de lever le coude.',
      },
      {
        title: 'Compatibilité',
        caption: { title: 'Trocart standard 8 mm', sub: 'Sans amarrage ni console' },
        lead: 'Fonctionne avec l’équipement dont vous disposez déjà.',
        body: 'Les tiges de 8 mm passent par des trocarts standard. Les instruments à énergie se raccordent aux générateurs bipolaires et monopolaires courants. Aucun investissement lourd, aucun arrimage, aucune modification de l’organisation du bloc.',
      },
      {
        title: 'Longueurs d’instrument adaptées',
        lead: 'La bonne portée pour chaque patient.',
        body: 'Des longueurs de tige de 25, 38 et 45 cm couvrent la pédiatrie, les interventions standard et la chirurgie bariatrique. Les caractéristiques de chaque instrument, ci-dessous, indiquent les longueurs disponibles.',
      },
    ],
    summaries: {
      'fenestrated-forceps':
        'Mors fenêtrés atraumatiques pour saisir l’intestin et les tissus mous ; la version bipolaire permet en plus la coagulation.',
      'maryland-dissector':
        'Mors courbes et effilés pour la dissection des plans autour des vaisseaux et des canaux, également en version bipolaire.',
      'precise-dissector':
        'Mors fins et étroits pour une dissection délicate au contact des structures critiques.',
      'bipolar-blunt-tip-dissector':
        'Extrémités mousses qui écartent les plans tissulaires et scellent les petits vaisseaux au passage.',
      'cobra-grasper': 'Prise dentée et sûre pour les tissus fermes et l’extraction d’organes.',
      'tenaculum-forceps': 'Crochets pointus qui maintiennent l’utérus ou les tissus denses en traction.',
      'needle-holder':
        'Mors en carbure de tungstène pour la suture intracorporelle ; la version de précision coupe le fil sans changer d’instrument.',
      'clip-applier': 'Pose des clips en polymère et en titane quel que soit l’angle du poignet.',
      'potts-scissors': 'Lames fines et coudées pour la cholédochotomie et l’artériotomie.',
      'round-tip-scissors':
        'Extrémités arrondies pour une dissection aux ciseaux sûre dans les espaces restreints.',
      'monopolar-scissors': 'Lames courbes qui coupent et coagulent en un seul geste.',
      'monopolar-spatula': 'Électrode plate pour la dissection et l’hémostase sur une large surface.',
      'monopolar-hook': 'Électrode en crochet L pour soulever et sectionner le péritoine.',
      'vessel-sealer-extend': 'Scelle et sectionne les vaisseaux en énergie bipolaire et monopolaire.',
      'clinch-forceps': 'Mors à crémaillère qui maintiennent les tissus sans pression constante de la main.',
    },
    faqs: [
      {
        question: 'Les instruments Articulate 8 sont-ils réutilisables ?',
        answer:
          'Oui. Chaque instrument est conçu pour un usage multiple et validé pour le nettoyage et la stérilisation à la vapeur entre les interventions, ce qui maintient un coût par intervention faible.',
      },
      {
        question: 'Faut-il un robot chirurgical ou une console spécifique ?',
        answer:
          'Non. Les instruments sont entièrement mécaniques et tenus en main. Ils s’utilisent par des trocarts standard avec votre colonne de cœlioscopie et votre générateur d’énergie actuels.',
      },
      {
        question: 'Combien de temps faut-il pour maîtriser les instruments articulés ?',
        answer:
          'La plupart des chirurgiens cœlioscopistes sont à l’aise après une courte séance sur pelvi-trainer. Sur demande, nous proposons des formations pratiques, des exercices et un accompagnement des premières interventions.',
      },
      {
        question: 'Quels instruments fonctionnent avec une source d’énergie ?',
        answer:
          'Des versions bipolaires, monopolaires et combinées sont disponibles. La gamme ci-dessous indique le type d’énergie de chaque instrument.',
      },
      {
        question: 'Quelles tailles sont disponibles ?',
        answer:
          'Tous les instruments ont une tige de 8 mm et des mors de 18 mm. Les longueurs de tige sont de 25, 38 et 45 cm, ou de 25, 36 et 45 cm pour Potts Scissors, Round Tip Scissors, Monopolar Spatula et Vessel Sealer Extend.',
      },
      {
        question: 'Comment notre établissement peut-il organiser une démonstration ?',
        answer:
          'Envoyez une demande de démonstration depuis la page Contact. Notre équipe clinique se déplace dans votre service avec un pelvi-trainer et la gamme complète.',
      },
    ],
  },
  // ── /about (its words, story, mission and vision, the team's positions and profiles) ──
  about: {
    copy: {
      eyebrow: 'À propos de Manovo Surgical',
      storyEyebrow: 'Depuis 2020',
      storyHeading: 'Notre histoire',
      timeline: 'Nos grandes étapes',
      purposeHeading: 'Notre raison d’être',
      missionHeading: 'Notre mission',
      visionHeading: 'Notre vision',
      teamEyebrow: 'Les personnes',
      teamHeading: 'Notre équipe',
      teamLead:
        'Chirurgiens, ingénieurs et chercheurs qui conçoivent, testent et enseignent la gamme Articulate 8.',
      teamTabs: 'Équipe',
      viewProfile: 'Voir le profil',
      onNetwork: (name, network) => `${name} sur ${network} (s’ouvre dans un nouvel onglet)`,
    },
    about: {
      welcome: 'Bienvenue chez Manovo Surgical',
      welcomeLead:
        'Nous concevons des instruments articulés réutilisables qui apportent la dextérité de la chirurgie robotique à chaque colonne de cœlioscopie.',
      story: [
        'Manovo Surgical a été fondée en 2020 par des chirurgiens et des ingénieurs partageant un même constat : les systèmes robotiques offrent aux chirurgiens des instruments articulés, mais la plupart des blocs opératoires n’auront jamais de robot.',
        'Nous avons voulu intégrer cette dextérité dans un instrument à main. Après trois ans de prototypes, de travaux sur cadavre et d’essais sur banc est née la gamme Manovo Articulate 8 : huit degrés de liberté, rotation de l’effecteur sur 360° et une transmission entièrement mécanique qui préserve un retour haptique naturel.',
        'La gamme compte aujourd’hui 15 instruments, de la pince fenêtrée au scelleur de vaisseaux, utilisés pour la formation et l’évaluation clinique dans des centres hospitaliers universitaires.',
      ],
      purpose:
        'La chirurgie de pointe doit dépendre du savoir-faire du chirurgien, non du budget de l’hôpital.',
      mission:
        'Notre mission : rendre la chirurgie mini-invasive plus performante et plus abordable, un instrument réutilisable après l’autre.',
      missionCards: [
        {
          title: 'Réunir les talents',
          text: 'Chirurgiens, ingénieurs et designers autour d’un même établi, chaque idée éprouvée entre les mains de ceux qui l’utiliseront.',
        },
        {
          title: 'Donner les moyens aux professionnels de santé',
          text: 'Des instruments et des formations qui permettent aux chirurgiens de réaliser en toute confiance des gestes complexes par cœlioscopie.',
        },
        {
          title: 'Favoriser l’égalité d’accès aux soins',
          text: 'Des instruments réutilisables, sans investissement lourd, pour que les soins de pointe atteignent aussi les hôpitaux de proximité et régionaux.',
        },
      ],
      vision:
        'Un monde où chaque patient qui a besoin d’une chirurgie mini-invasive peut en bénéficier, où qu’il vive.',
    },
    groups: { board: 'Conseil d’administration', advisors: 'Conseillers scientifiques' },
    team: {
      'arjun-menon': {
        position: 'Cofondateur et directeur général',
        tagline: 'Transforme les problèmes du bloc en cahiers des charges.',
        body: [
          'Ingénieur en mécanique de formation, Arjun a conçu pendant huit ans des mécanismes de précision pour dispositifs médicaux avant de cofonder Manovo Surgical.',
          'Il dirige la stratégie, la fabrication et les partenariats, et passe toujours une journée par semaine à l’hôpital pour observer l’usage réel des instruments.',
          'Pour Arjun, le meilleur dispositif est celui qu’un hôpital de proximité peut se permettre d’utiliser pendant des années.',
        ],
      },
      'kavya-rao': {
        position: 'Cofondatrice et directrice médicale',
        tagline: 'Une chirurgienne cœlioscopiste qui voulait un poignet.',
        body: [
          'Kavya est chirurgienne digestive et compte plus de 2 000 interventions cœlioscopiques.',
          'Elle définit les exigences cliniques de chaque instrument Manovo et dirige le programme de formation des chirurgiens et des internes.',
          'Elle se concentre sur les gestes difficiles avec des instruments droits : suture, dissection derrière les structures et travail sous des angles malaisés.',
        ],
      },
      'vikram-shah': {
        position: 'Directeur des opérations et de la qualité',
        tagline: 'Chaque instrument traçable, de la barre de métal à l’emballage.',
        body: [
          'Vikram dirige la fabrication, la chaîne d’approvisionnement et le système de management de la qualité.',
          'Il a auparavant mis en place des lignes d’usinage d’implants orthopédiques et applique cette rigueur aux instruments articulés.',
          'Sous sa direction, chaque instrument subit des centaines de cycles d’articulation et de stérilisation avant sa libération.',
        ],
      },
      'meera-iyer': {
        position: 'Conseillère scientifique, chirurgie mini-invasive',
        tagline: 'Forme des chirurgiens depuis vingt-cinq ans.',
        body: [
          'Meera dirige un service de chirurgie mini-invasive dans un centre hospitalier universitaire et a formé plusieurs centaines de chirurgiens.',
          'Elle conseille l’entreprise sur les programmes de formation et la conception des évaluations cliniques.',
          'Sa question pour chaque nouvel instrument : un interne peut-il l’apprendre en un après-midi ?',
        ],
      },
      'rahul-desai': {
        position: 'Conseiller scientifique, biomécanique',
        tagline: 'Mesure ce que ressentent les chirurgiens.',
        body: [
          'Ingénieur biomédical, Rahul étudie la transmission des efforts et l’ergonomie des instruments chirurgicaux.',
          'Il encadre les essais sur banc de force de préhension, de fidélité haptique et de fatigue lors des interventions longues.',
          'Les données de son laboratoire ont façonné l’appui-doigt et la géométrie de la poignée de la gamme Articulate 8.',
        ],
      },
      'anita-kulkarni': {
        position: 'Conseillère scientifique, endoscopie gynécologique',
        tagline: 'La suture pelvienne, devenue un geste de routine.',
        body: [
          'Anita est chirurgienne gynécologue endoscopiste, particulièrement investie dans l’hystérectomie totale par cœlioscopie.',
          'Elle évalue les porte-aiguilles et les ciseaux de la gamme lors d’interventions gynécologiques.',
          'Elle accompagne également les chirurgiens qui rejoignent notre réseau de compagnonnage.',
        ],
      },
    },
  },
  routes: {
    '/': { title: `Manovo Surgical — ${TAGLINE}`, description: DESCRIPTION },
    '/home': { title: `Manovo Surgical — ${TAGLINE}`, description: DESCRIPTION },
    '/about': {
      title: 'À propos — Manovo Surgical',
      description:
        'Notre histoire, notre raison d’être, notre mission, notre vision et l’équipe de Manovo Surgical.',
    },
    '/products': {
      title: 'Instruments Articulate 8 — Manovo Surgical',
      description:
        'Manovo Articulate 8 : instruments laparoscopiques articulés et réutilisables, 8 degrés de liberté et rotation de l’effecteur terminal sur 360°.',
    },
    '/news': {
      title: 'Actualités — Manovo Surgical',
      description: 'Publications, actualités et événements de Manovo Surgical.',
    },
    '/videos': {
      title: 'Vidéos — Manovo Surgical',
      description: 'Vidéos produit, chirurgie et formation des instruments Articulate 8.',
    },
    '/contact': {
      title: 'Contact — Manovo Surgical',
      description:
        'Demander une démonstration, acheter, trouver un distributeur ou rencontrer l’équipe de Manovo Surgical.',
    },
    '/search': { title: 'Recherche — Manovo Surgical', description: DESCRIPTION },
    '/careers': {
      title: 'Carrières — Manovo Surgical',
      description: 'Postes en CDI et stages chez Manovo Surgical.',
    },
    '/careersapply': {
      title: 'Candidature — Manovo Surgical',
      description: 'Postulez chez Manovo Surgical.',
    },
    '/Privacy-Policy': {
      title: 'Politique de confidentialité — Manovo Surgical',
      description: 'Comment Manovo Surgical traite les données personnelles.',
    },
    '/TermsCondition': {
      title: 'Conditions d’utilisation — Manovo Surgical',
      description: 'Conditions d’utilisation du site de Manovo Surgical.',
    },
    '/termscondition': {
      title: 'Conditions d’utilisation — Manovo Surgical',
      description: 'Conditions d’utilisation du site de Manovo Surgical.',
    },
    '/Incubation': {
      title: 'Incubation — Manovo Surgical',
      description: 'Où Manovo Surgical a été incubée et ce que ce soutien a rendu possible.',
    },
    '/Investor': {
      title: 'Investisseurs — Manovo Surgical',
      description: 'Subventions et investissements qui soutiennent Manovo Surgical.',
    },
    '/Journal': {
      title: 'Publications — Manovo Surgical',
      description: 'Publications et communications en congrès sur les instruments Articulate 8.',
    },
    '/NewsEvent': {
      title: 'Actualités et événements — Manovo Surgical',
      description: 'Où rencontrer prochainement Manovo Surgical.',
    },
    '/timeline': {
      title: 'Historique — Manovo Surgical',
      description: 'Les étapes clés de Manovo Surgical depuis 2020.',
    },
    '/ifu': {
      title: 'Notices d’utilisation — Manovo Surgical',
      description:
        'Notices d’utilisation de chaque instrument Manovo, par REF ou UDI-DI, dans chaque langue et chaque révision.',
    },
  },
  messages: {
    loading: 'Chargement…',
    pageNotFound: '404 – page introuvable',
    requiredFields: 'Veuillez remplir tous les champs obligatoires.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    invalidPhone: 'Veuillez saisir un numéro de mobile valide à 10 chiffres.',
    resumeRequired: 'Veuillez joindre votre CV (PDF uniquement, 5 Mo maximum).',
    resumeNotPdf: 'Seuls les fichiers PDF sont acceptés.',
    resumeTooLarge: 'Le fichier doit faire moins de 5 Mo.',
    tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
    searchPlaceholder: 'Rechercher sur le site…',
    noResults: 'Aucun résultat.',
    // The contact and apply forms' statuses (issue #26, copy-b).
    contactSuccess: 'Votre message a bien été envoyé.',
    contactFailed: 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
    contactNetwork: 'Erreur réseau : le message n’a pas pu être envoyé. Veuillez vérifier votre connexion.',
    applySuccess: '✅ Votre candidature a bien été envoyée.',
    applyFailedDefault: 'Échec de l’envoi',
    applyNetwork: '❌ Connexion au serveur impossible',
    careersFailed: 'Impossible de charger les offres d’emploi.',
    // The IFU paper-copy form's status (issue #26, copy-d).
    ifuPaperRequestSent:
      'Votre demande a bien été envoyée. Nous vous adressons gratuitement la version papier sous 7 jours calendaires.',
    // The news, videos and search pages' statuses (issue #26, copy-c).
    loadingPosts: 'Chargement des publications…',
    loadingNews: 'Chargement des actualités…',
    noVideoSelected: 'Aucune vidéo sélectionnée',
    somethingWentWrong: 'Une erreur est survenue',
    failedToFetch: 'Connexion au serveur impossible',
    showingSampleCard: 'Une fiche d’exemple est affichée ci-dessous.',
    noQuickMatches: 'Aucun résultat rapide. Appuyez sur Entrée pour lancer la recherche.',
    searchUnavailable: 'La recherche est indisponible pour le moment (réponse inattendue).',
    searchFailed: 'Impossible de charger les contenus pour la recherche.',
  },
  // The contact page and form (issue #26, copy-b).
  contact: {
    eyebrow: 'Contact',
    title: 'Nous contacter',
    lead: 'Demander une démonstration, commander des instruments, trouver un distributeur ou rencontrer notre équipe clinique.',
    waysHeading: 'Comment nous joindre',
    emailTitle: 'E-mail',
    emailText: 'Demandes générales et demandes de démonstration.',
    careersTitle: 'Carrières',
    careersText: 'Questions sur nos postes ouverts et nos stages.',
    communityTitle: 'Réseaux sociaux',
    communityText: 'Suivez nos travaux sur les réseaux sociaux.',
    officeTitle: 'Nos bureaux',
    openMap: 'Voir sur la carte',
    formHeading: 'Écrivez-nous',
    formLead:
      'Nous répondons sous deux jours ouvrés. Pour une démonstration, indiquez-nous votre établissement et les interventions que vous pratiquez.',
    form: {
      label: 'Formulaire de contact',
      name: 'Nom',
      email: 'E-mail',
      purpose: 'Objet',
      choosePurpose: 'Choisissez l’objet de votre demande',
      purposes: {
        'Request-demo': 'Demander une démonstration',
        Purchase: 'Commande',
        'Find-distributor': 'Trouver un distributeur',
        meeting: 'Prendre rendez-vous',
        Others: 'Autre demande',
      },
      demoHint:
        'Pour une démonstration, merci d’indiquer votre établissement et votre service dans le message.',
      message: 'Message',
      sending: 'Envoi en cours…',
      send: 'Envoyer le message',
    },
  },
  // The careers and apply pages (issue #26, copy-b).
  careers: {
    eyebrow: 'Carrières',
    title: 'Rejoindre Manovo Surgical',
    lead: 'Ingénieurs, cliniciens et techniciens conçoivent ici des instruments auxquels les chirurgiens font confiance.',
    expectHeading: 'Ce que nous attendons',
    expectText:
      'Le sens des responsabilités, le souci du détail et le respect des personnes qui utilisent nos instruments au bloc opératoire.',
    benchTitle: 'Au contact des instruments',
    benchText:
      'Dans chaque poste, vous travaillez au plus près des instruments : assemblage, essais et observation en situation réelle.',
    surgeonsTitle: 'Apprendre des chirurgiens',
    surgeonsText:
      'Nos conseillers cliniques examinent nos conceptions chaque semaine. Vous recevez leurs retours directement.',
    openings: 'Postes ouverts',
    jobType: 'Type de poste',
    categories: { fulltime: 'Temps plein', internship: 'Stage' },
    allOpenings: (category) => `Toutes les offres : ${category}`,
    jobPage: 'Voir l’offre',
    jobPageOf: (title) => `Voir l’offre : ${title}`,
    skills: 'Compétences',
    salary: 'Rémunération',
    apply: 'Postuler',
    applyNewTab: 'Postuler (s’ouvre dans un nouvel onglet)',
    applyPage: {
      title: (job) => `Candidature — ${job}`,
      general: '(Candidature spontanée)',
      lead: 'Présentez-vous. Nous lisons chaque candidature.',
      back: 'Retour à toutes les offres',
    },
    form: {
      label: 'Candidature',
      name: 'Nom et prénom',
      email: 'E-mail',
      phone: 'Numéro de mobile',
      phoneHint: '10 chiffres, sans espaces ni indicatif pays.',
      resume: 'CV (PDF, 5 Mo maximum)',
      message: 'Message (facultatif)',
      submitting: 'Envoi en cours…',
      submit: 'Envoyer ma candidature',
    },
  },
  // The incubation, investor, legal and IFU pages (issue #26, copy-d).
  incubation: {
    eyebrow: 'Entreprise',
    title: 'Incubation',
    lead: 'D’un établi en 2020 à une gamme de 15 instruments.',
    sections: [
      {
        heading: 'Nos débuts',
        paragraphs: [
          'Manovo Surgical a été incubée en 2020 par un incubateur de technologies médicales, avec un accès à des moyens d’usinage, à un espace d’assemblage propre et à des mentors cliniciens.',
          'L’incubateur nous a apporté ce dont une jeune entreprise de matériel a le plus besoin dans ses premières années : un atelier, des chirurgiens prêts à évaluer les premiers prototypes et un système qualité capable d’évoluer avec nous.',
        ],
      },
      {
        heading: 'Ce que le programme a rendu possible',
        paragraphs: [
          'Le prototypage rapide du poignet articulé, des sessions en laboratoire d’anatomie avec des hôpitaux partenaires et les premiers bancs d’essai de résistance à la stérilisation.',
          'Au sein du même incubateur, nous accompagnons aujourd’hui à notre tour de jeunes équipes de technologies médicales.',
        ],
      },
    ],
    investorLink: 'Notre subvention et notre financement',
  },
  investor: {
    eyebrow: 'Entreprise',
    title: 'Investisseurs',
    lead: 'Des financements publics au service d’instruments chirurgicaux réutilisables et accessibles.',
    // Lakh and crore are Indian units: the figures in millions of rupees, the usual form in French.
    facts: [
      {
        figure: '5 M INR',
        label: 'Subvention',
        text: 'Une subvention de 5 millions de roupies (50 lakh) a financé le développement des premiers prototypes Articulate 8.',
      },
      {
        figure: '30 M INR',
        label: 'Investissement',
        text: 'Un investissement de 30 millions de roupies (3 crore), accordé par un programme public d’un État indien, finance des évaluations cliniques et une deuxième ligne d’usinage.',
      },
    ],
    sections: [
      {
        heading: 'Pourquoi investir dans Manovo Surgical',
        paragraphs: [
          'La cœlioscopie progresse le plus vite dans les hôpitaux qui ne peuvent pas acquérir de robot chirurgical. Des instruments articulés réutilisables leur apportent la dextérité d’un poignet pour une fraction du coût par intervention.',
          'Notre gamme de 15 instruments est conçue, usinée et assemblée en Inde, sous un système de management de la qualité unique.',
        ],
      },
    ],
    talkToUs: 'Nous contacter',
  },
  legal: {
    eyebrow: 'Informations légales',
    updated: 'Dernière mise à jour : 1er janvier 2025.',
    prevails: 'Cette traduction vous est fournie à titre d’information. Seule la version anglaise fait foi.',
    englishLink: 'Consulter la version anglaise',
    privacy: {
      title: 'Politique de confidentialité',
      sections: [
        {
          heading: 'Champ d’application',
          paragraphs: [
            'La présente politique décrit la manière dont Manovo Surgical traite les données personnelles collectées sur ce site.',
          ],
        },
        {
          heading: 'Données collectées',
          paragraphs: [
            'Formulaire de contact : vos nom et adresse e-mail, l’objet de votre demande et votre message.',
            'Candidatures : vos nom, adresse e-mail et numéro de mobile, votre message et votre CV.',
            'Cookies : les cookies strictement nécessaires en permanence ; les cookies de mesure d’audience, fonctionnels et de ciblage uniquement avec votre consentement.',
          ],
        },
        {
          heading: 'Utilisation des données',
          paragraphs: [
            'Nous utilisons vos données uniquement pour répondre à votre demande ou examiner votre candidature. Nous ne vendons aucune donnée personnelle.',
          ],
        },
        {
          heading: 'Durée de conservation',
          paragraphs: [
            'Les messages sont conservés deux ans au plus, les candidatures un an au plus, sauf si vous demandez leur suppression avant ce terme.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous pouvez demander l’accès à vos données, leur rectification ou leur suppression en écrivant à hello@manovosurgical.com.',
          ],
        },
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      sections: [
        {
          heading: 'Utilisation du site',
          paragraphs: [
            'Le contenu de ce site informe sur Manovo Surgical et ses produits. Il ne constitue pas un avis médical.',
          ],
        },
        {
          heading: 'Informations sur les produits',
          paragraphs: [
            'Les instruments sont destinés à être utilisés par des professionnels de santé formés. Leur disponibilité et leurs caractéristiques peuvent varier selon les marchés.',
          ],
        },
        {
          heading: 'Propriété intellectuelle',
          paragraphs: [
            'Sauf mention contraire, les textes, illustrations et designs de produits présentés sur ce site appartiennent à Manovo Surgical.',
          ],
        },
        {
          heading: 'Responsabilité',
          paragraphs: [
            'Nous veillons à l’exactitude des informations publiées, sans pouvoir garantir qu’elles soient complètes ou à jour.',
          ],
        },
        {
          heading: 'Droit applicable',
          paragraphs: [
            'Les présentes conditions sont régies par le droit indien ; les tribunaux de Bengaluru sont compétents.',
          ],
        },
      ],
    },
  },
  ifu: {
    title: 'Notices d’utilisation',
    lead: 'Retrouvez la notice d’utilisation d’un instrument Manovo par la REF ou l’UDI-DI indiqués sur son étiquette, ou par son nom.',
    searchHeading: 'Rechercher dans la bibliothèque',
    query: 'REF, UDI-DI ou nom du dispositif',
    language: 'Langue',
    allLanguages: 'Toutes les langues',
    search: 'Rechercher',
    devices: (count) => `${count} ${count > 1 ? 'dispositifs' : 'dispositif'}`,
    currentPdf: (language, revision) => `${language} · rév. ${revision}`,
    manufacturer: 'Fabricant',
    qrHeading: 'Cette page en QR code',
    qrAlt: (ref) => `QR code de la page de la REF ${ref}`,
    currentRevision: 'Révision en vigueur',
    effective: 'Date d’application',
    size: 'Taille',
    kilobytes: (figure) => `${figure} Ko`,
    megabytes: (figure) => `${figure} Mo`,
    noCurrent: 'Aucune révision en vigueur dans cette langue.',
    openPdf: (language, revision) => `Ouvrir le PDF (${language}, rév. ${revision})`,
    earlier: 'Révisions antérieures',
    revision: (revision) => `Révision ${revision}`,
    effectiveOn: (date) => `applicable depuis le ${date}`,
    withdrawn: 'Retirée',
    paper: {
      heading: 'Version papier gratuite',
      text: 'Vous pouvez obtenir gratuitement cette notice d’utilisation sur papier. Nous vous l’adressons dans un délai de 7 jours calendaires à compter de votre demande.',
      label: 'Demande de version papier',
      name: 'Nom',
      email: 'E-mail',
      institution: 'Établissement',
      address: 'Adresse postale',
      language: 'Langue',
      message: 'Message (facultatif)',
      submit: 'Demander une version papier',
    },
    pageTitle: (device) => `${device} — Notice d’utilisation`,
    pageDescription: (device) =>
      `Notice d’utilisation de ${device} : toutes les langues et révisions, et une version papier gratuite sur demande.`,
  },
  // ── /news, a news item's page, /NewsEvent (issue #26, copy-c) ──
  news: {
    kinds: { social: 'Réseaux sociaux', news: 'Actualités & événements' },
    title: 'Actualités',
    lead: 'Publications de nos réseaux sociaux, actualités de l’entreprise et événements où nous rencontrer.',
    latestPosts: 'Dernières publications',
    socialPosts: 'Publications sur les réseaux sociaux',
    newsAndEvents: 'Actualités et événements',
    noPosts: 'Aucune publication pour le moment. Suivez-nous sur les réseaux ci-dessus.',
    noNews: 'Aucune actualité pour le moment.',
    moreNews: 'Autres actualités',
    allNews: '← Toutes les actualités',
    openOriginal: 'Ouvrir la publication d’origine (nouvel onglet)',
    read: (title) => `Lire : ${title}`,
    date: frenchDate,
    sample: {
      title: 'Manovo Articulate 8 : la gamme complète de 15 instruments',
      summary:
        'Huit degrés de liberté et une rotation à 360° dans des instruments manuels réutilisables. Suivez-nous pour connaître nos démonstrations et événements.',
    },
    event: {
      title: 'Actualités & événements',
      lead: 'Congrès, ateliers et sessions pratiques avec la gamme Articulate 8.',
      sections: [
        {
          heading: 'Rencontrez-nous',
          paragraphs: [
            'Nous présentons la gamme complète Articulate 8, avec des pelvi-trainers, lors de congrès chirurgicaux, d’ateliers hospitaliers et de formations destinées aux internes dans toute l’Inde.',
            'Une session pratique dure vingt minutes et se réserve depuis la page Contact.',
          ],
        },
        {
          heading: 'Organiser un atelier',
          paragraphs: [
            'Un service peut accueillir un atelier d’une demi-journée animé par un spécialiste clinique. Faites-en la demande avec l’objet « Demander une démonstration ».',
          ],
        },
      ],
      seeLatest: 'Voir les dernières actualités',
    },
  },
  // ── /videos and a video's page (issue #26, copy-c) ──
  videos: {
    eyebrow: 'Vidéothèque',
    title: 'Vidéos',
    lead: 'Présentations des produits, interventions enregistrées et exercices de formation avec les instruments Articulate 8.',
    itemEyebrow: 'Vidéos',
    library: 'Vidéothèque',
    categories: { product: 'Produit', surgery: 'Chirurgie', training: 'Formation', others: 'Autres' },
    category: 'Catégorie',
    subCategory: 'Sous-catégorie',
    all: 'Toutes',
    empty: (category) =>
      `Aucune vidéo dans la catégorie ${category} pour le moment. Consultez les autres catégories :`,
    inCategory: 'Vidéos de cette catégorie',
    play: (title) => `Lire : ${title}`,
    playVideo: 'Lire la vidéo',
    pauseVideo: 'Mettre la vidéo en pause',
  },
  carousel: {
    carousel: 'carrousel',
    slide: 'diapositive',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Mettre en pause le défilement automatique',
    play: 'Lancer le défilement automatique',
    slideOf: (n, total) => `${n} sur ${total}`,
    current: (n, total) => `Diapositive ${n} sur ${total}`,
    hero: {
      pause: 'Mettre le diaporama en pause',
      play: 'Lancer le diaporama',
      choose: 'Choisir une diapositive',
      show: (n, title) => `Afficher la diapositive ${n} : ${title}`,
    },
  },
  // ── The search page and overlay (issue #26, copy-c) ──
  search: {
    title: 'Recherche',
    submit: 'Rechercher',
    filterLabel: 'Filtrer par type',
    all: 'Tous',
    filters: {
      page: 'Pages',
      broadcast: 'Publications',
      career: 'Offres d’emploi',
      video: 'Vidéos',
      section: 'Sections',
      faq: 'FAQ',
      publication: 'Articles scientifiques',
      team: 'Équipe',
      feature: 'Caractéristiques',
      instrument: 'Instruments',
      value: 'Valeurs',
    },
    kinds: {
      page: 'page',
      section: 'section',
      value: 'valeur',
      team: 'équipe',
      feature: 'caractéristique',
      instrument: 'instrument',
      faq: 'FAQ',
      broadcast: 'publication',
      career: 'offre d’emploi',
      video: 'vidéo',
      publication: 'article',
    },
    searching: 'Recherche en cours…',
    count: (count, query) => `${count} ${Number(count) <= 1 ? 'résultat' : 'résultats'} pour « ${query} »`,
    date: frenchDate,
    pagerLabel: 'Pages de résultats',
    first: 'Première',
    previous: 'Précédente',
    next: 'Suivante',
    last: 'Dernière',
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    overlay: {
      label: 'Recherche',
      close: 'Fermer la recherche',
      pages: 'Pages',
      fromServer: 'Autres résultats',
    },
  },
  // ── /timeline (issue #26, copy-c) ──
  timeline: {
    eyebrow: 'Depuis 2020',
    title: 'Nos étapes clés',
    lead: 'Le parcours de Manovo Surgical, année après année.',
    milestones: [
      { title: 'Création', text: 'Des chirurgiens et des ingénieurs fondent Manovo Surgical.' },
      {
        title: 'Premier poignet',
        text: 'Le premier prototype de poignet articulé réussit les essais sur banc.',
      },
      {
        title: 'Subvention',
        text: 'Une subvention de 50 lakh de roupies finance le programme de prototypes.',
      },
      {
        title: 'Articulate 8',
        text: 'La série atteint huit degrés de liberté et une rotation à 360° de l’effecteur terminal.',
      },
      {
        title: 'Une gamme de 15 instruments',
        text: 'La gamme complète de 15 instruments est prête pour l’évaluation clinique.',
      },
      {
        title: 'Investissement',
        text: 'Un investissement de 3 crores de roupies d’un programme public régional.',
      },
    ],
  },
};

export default fr;

/** The merge of these texts over the English, shipped with them (an English page never needs it). */
export { overlay } from '../overlay';
