import type { SocialNetwork } from '@manovo/content/site';

const PATHS: Record<SocialNetwork, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.1c0-1.22-.02-2.78-1.7-2.78-1.7 0-1.96 1.33-1.96 2.7V21h-4z',
  x: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  instagram:
    'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.06C5.6 3.2 3.2 5.6 3.06 8.3 3 9.3 3 9.6 3 12s0 2.7.06 3.7c.14 2.7 2.54 5.1 5.24 5.24 1 .06 1.3.06 3.7.06s2.7 0 3.7-.06c2.7-.14 5.1-2.54 5.24-5.24.06-1 .06-1.3.06-3.7s0-2.7-.06-3.7C20.8 5.6 18.4 3.2 15.7 3.06 14.7 3 14.4 3 12 3zm0 1.6c2.4 0 2.6 0 3.6.06 1.9.09 3.65 1.84 3.74 3.74.05.95.06 1.2.06 3.6s0 2.65-.06 3.6c-.09 1.9-1.84 3.65-3.74 3.74-.95.05-1.2.06-3.6.06s-2.65 0-3.6-.06C6.5 19.25 4.75 17.5 4.66 15.6 4.6 14.65 4.6 14.4 4.6 12s0-2.65.06-3.6C4.75 6.5 6.5 4.75 8.4 4.66 9.35 4.6 9.6 4.6 12 4.6z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

/** Decorative brand glyph: the link around it carries the accessible name. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}

type SocialLink = { network: SocialNetwork; label: string; href: string };

/**
 * A row of round social-network links, each opening in a new tab. The icons are decorative, so `name`
 * gives each link its accessible name; `className` gives the row its place's tone.
 */
export function SocialLinks({
  links,
  name,
  className,
  label,
}: {
  links: SocialLink[];
  name: (link: SocialLink) => string;
  className: string;
  /** The list's own name, where the place around it does not give one. */
  label?: string;
}) {
  return (
    <ul className={`social-links ${className}`} aria-label={label}>
      {links.map((l) => (
        <li key={l.network}>
          <a href={l.href} target="_blank" rel="noopener noreferrer" aria-label={name(l)}>
            <SocialIcon network={l.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
