// Company facts, navigation and social links: the single source for header, footer and pages.
export const COMPANY = {
  name: 'Manovo Surgical',
  founded: 2020,
  series: 'Manovo Articulate 8',
  seriesShort: 'Articulate 8',
  tagline: 'Feel as your hands, Do more than your hands.',
  email: 'hello@manovosurgical.com',
  careersEmail: 'careers@manovosurgical.com',
  phone: '+91 80 4000 8800',
  address: [
    'Manovo Surgical Pvt. Ltd.',
    'Unit 4, Medical Technology Park',
    'Electronic City Phase 1',
    'Bengaluru 560100, India',
  ],
  mapUrl: 'https://www.openstreetmap.org/search?query=Electronic%20City%20Phase%201%20Bengaluru',
} as const;

export type SocialNetwork = 'linkedin' | 'x' | 'instagram' | 'youtube';
export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/manovosurgical' },
  { network: 'x', label: 'X', href: 'https://x.com/manovosurgical' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/manovosurgical' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@manovosurgical' },
];
export const COMPANY_SOCIAL_PAGE = SOCIAL_LINKS[0]!.href;

export type MenuItem = { title: string; path: string; subItems?: { name: string; path: string }[] };

// docs/product.md §2: the top navigation, with the anchors as hover submenus.
export const MENU: MenuItem[] = [
  { title: 'Home', path: '/' },
  {
    title: 'About',
    path: '/about',
    subItems: [
      { name: 'Our Story', path: '/about#ourstory' },
      { name: 'Our Purpose', path: '/about#ourpurpose' },
      { name: 'Our Mission', path: '/about#ourmission' },
      { name: 'Our Vision', path: '/about#ourvision' },
      { name: 'Our Team', path: '/about#ourteam' },
    ],
  },
  {
    title: 'Products',
    path: '/products',
    subItems: [
      { name: 'Articulate 8', path: '/products#articulate-8' },
      { name: 'Complete Lineup', path: '/products#complete-lineup' },
    ],
  },
  {
    title: 'Videos',
    path: '/videos',
    subItems: [
      { name: 'Product', path: '/videos#product' },
      { name: 'Surgery', path: '/videos#surgery' },
      { name: 'Training', path: '/videos#training' },
      { name: 'Others', path: '/videos#others' },
    ],
  },
  {
    title: 'Broadcast',
    path: '/news',
    subItems: [
      { name: 'Social Media', path: '/news#socialmedia' },
      { name: 'News & Events', path: '/news#newsandevents' },
    ],
  },
  { title: 'Careers', path: '/careers' },
  { title: 'Contact', path: '/contact' },
];

export const FOOTER_LINKS: { heading: string; links: { label: string; path: string }[] }[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Articulate 8', path: '/products' },
      { label: 'Videos', path: '/videos' },
      { label: 'News & Events', path: '/news#newsandevents' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'Incubation', path: '/Incubation' },
      { label: 'Investors', path: '/Investor' },
      { label: 'Journal', path: '/Journal' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', path: '/Privacy-Policy' },
      { label: 'Terms & Conditions', path: '/termscondition' },
      { label: 'Instructions for use', path: '/ifu' },
    ],
  },
];
