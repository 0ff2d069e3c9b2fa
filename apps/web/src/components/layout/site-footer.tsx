import { COMPANY, FOOTER_LINKS, SOCIAL_LINKS } from '@manovo/content/site';
import { Link } from '../../lib/router';
import { SocialIcon } from '../social-icon';
import { Logo } from './logo';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p className="site-footer__tagline">{COMPANY.tagline}</p>
          <p className="site-footer__address">
            {COMPANY.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </p>
          <ul className="site-footer__social" aria-label="Manovo Surgical on social networks">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.label} (opens in a new tab)`}
                >
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_LINKS.map((group) => (
          <nav key={group.heading} className="site-footer__col" aria-label={group.heading}>
            <h2 className="site-footer__heading">{group.heading}</h2>
            <ul>
              {group.links.map((l) => (
                <li key={l.path}>
                  <Link to={l.path}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>© {COMPANY.copyrightYear} Manovo Surgical. All rights reserved.</p>
        <p>
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </p>
      </div>
    </footer>
  );
}
