import { COMPANY, SOCIAL_LINKS } from '@manovo/content/site';
import { CHROME, SITE_TEXTS } from '@manovo/content/ui';
import { useTexts } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { SocialLinks } from '../social-icon';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import './site-footer.css';

/** The copyright line, its year (from the clock) a <time>. */
function Rights({ text, year }: { text: string; year: number }) {
  const [before, ...after] = text.split(String(year));
  if (after.length === 0) return text;
  return (
    <>
      {before}
      <time dateTime={String(year)}>{year}</time>
      {after.join(String(year))}
    </>
  );
}

export function SiteFooter() {
  const chrome = useTexts('chrome', CHROME);
  // The year of the page's render, not a year written into the code (issue #24).
  const year = new Date().getFullYear();
  const site = useTexts('site', SITE_TEXTS);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p className="site-footer__tagline">{site.tagline}</p>
          <p className="site-footer__address">
            {COMPANY.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </p>
          <SocialLinks
            className="site-footer__social"
            label={chrome.social}
            links={SOCIAL_LINKS}
            name={(s) => chrome.newTab(s.label)}
          />
        </div>
        {site.footer.map((group) => (
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
        <p>
          <Rights text={chrome.rights(year)} year={year} />
        </p>
        <LanguageSwitcher className="site-footer__lang" />
        <p>
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </p>
      </div>
    </footer>
  );
}
