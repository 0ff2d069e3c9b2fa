import { Modal } from '@manovo/ui/modal';
import { useEffect, useId, useState } from 'react';
import { useIsMounted } from '../../lib/hooks';
import { Link } from '../../lib/router';
import { applyConsent } from './analytics';
import { ACCEPT_ALL, type ConsentChoices, REJECT_ALL, readConsent, saveConsent } from './consent-store';
import './cookie-banner.css';

const CATEGORIES: { id: keyof ConsentChoices; title: string; text: string }[] = [
  {
    id: 'performance',
    title: 'Performance Cookies',
    text: 'Count visits and traffic sources so we can measure and improve the site.',
  },
  {
    id: 'functional',
    title: 'Functional Cookies',
    text: 'Remember choices such as embedded video preferences.',
  },
  {
    id: 'targeting',
    title: 'Targeting Cookies',
    text: 'Set by partners to show relevant content on other sites.',
  },
];

export function CookieBanner() {
  const [isOpen, setIsOpen] = useState(() => readConsent() === null);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [choices, setChoices] = useState<ConsentChoices>(() => {
    const r = readConsent();
    return r ? { performance: r.performance, functional: r.functional, targeting: r.targeting } : REJECT_ALL;
  });
  const baseId = useId();
  // The choice lives in the browser's storage: the server renders no banner, and the browser shows it
  // after hydration only to a visitor who has not chosen (no flash for one who has).
  const isMounted = useIsMounted();

  useEffect(() => {
    applyConsent(readConsent());
  }, []);

  const decide = (next: ConsentChoices) => {
    applyConsent(saveConsent(next));
    setChoices(next);
    setIsSettingsOpen(false);
    setIsOpen(false);
  };

  if (!isOpen || !isMounted) return null;

  return (
    <>
      <section className="cookie-banner" aria-label="Cookie consent">
        <div className="cookie-banner__inner">
          <p className="cookie-banner__text">
            We use strictly necessary cookies to run this site, and others only with your consent. Read our{' '}
            <Link to="/Privacy-Policy">privacy policy</Link>.
          </p>
          <div className="cookie-banner__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setIsSettingsOpen(true)}>
              Cookies Settings
            </button>
            <button type="button" className="btn btn--outline" onClick={() => decide(REJECT_ALL)}>
              Reject
            </button>
            <button type="button" className="btn btn--primary" onClick={() => decide(ACCEPT_ALL)}>
              Accept
            </button>
          </div>
        </div>
      </section>
      <Modal
        open={isSettingsOpen}
        onClose={() => setIsSettingsOpen(false)}
        title="Cookies Settings"
        footer={
          <div className="cookie-settings__footer">
            <button type="button" className="btn btn--outline" onClick={() => decide(REJECT_ALL)}>
              Reject
            </button>
            <button type="button" className="btn btn--primary" onClick={() => decide(choices)}>
              Confirm My Choices
            </button>
          </div>
        }
      >
        <ul className="cookie-settings">
          <li className="cookie-settings__item">
            <div>
              <p className="cookie-settings__title" id={`${baseId}-necessary`}>
                Strictly Necessary Cookies
              </p>
              <p className="cookie-settings__text">
                Needed for security and for remembering this choice. Always on.
              </p>
            </div>
            <span className="cookie-settings__always">Always Active</span>
            <input
              type="checkbox"
              className="ui-visually-hidden"
              checked
              disabled
              aria-labelledby={`${baseId}-necessary`}
            />
          </li>
          {CATEGORIES.map((c) => (
            <li key={c.id} className="cookie-settings__item">
              <div>
                <label className="cookie-settings__title" htmlFor={`${baseId}-${c.id}`}>
                  {c.title}
                </label>
                <p className="cookie-settings__text">{c.text}</p>
              </div>
              <input
                id={`${baseId}-${c.id}`}
                type="checkbox"
                role="switch"
                className="switch"
                checked={choices[c.id]}
                aria-checked={choices[c.id]}
                onChange={(e) => setChoices((prev) => ({ ...prev, [c.id]: e.target.checked }))}
              />
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
