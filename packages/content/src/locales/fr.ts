// French texts (issue #26). Written for surgeons, IBODE, hospital purchasing (achats, pharmacie
// hospitalière) and regulators in French-speaking markets, in the register of a medical-device
// manufacturer: vouvoiement, precise, no marketing superlatives. Product and instrument names stay as
// the brand sheet has them. To be reviewed by a native-speaking regulatory/medical writer before
// launch (docs/product.md, "Languages").
import type { LocaleTexts } from '../texts';

const TAGLINE = 'Ressentir comme avec vos mains. Aller plus loin que vos mains.';
const DESCRIPTION = 'Innover pour rendre les soins de pointe accessibles à tous';

const fr: LocaleTexts = {
  translatedPages: ['/', '/home', '/Journal', '/contact', '/careers', '/careersapply'],
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
    video: { title: 'Articulate 8 en quatre-vingt-dix secondes' },
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
};

export default fr;

/** The merge of these texts over the English, shipped with them (an English page never needs it). */
export { overlay } from '../overlay';
