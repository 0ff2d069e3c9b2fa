import { COOKIE_TEXTS } from '@manovo/content/cookies';
import { Modal } from '@manovo/ui/modal';
import { useEffect, useId, useState } from 'react';
import { useIsMounted } from '../../lib/hooks';
import { useTexts } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { applyConsent } from './analytics';
import { ACCEPT_ALL, type ConsentChoices, REJECT_ALL, readConsent, saveConsent } from './consent-store';
import './cookie-banner.css';

export function CookieBanner() {
  const [isOpen, setIsOpen] = useState(() => readConsent() === null);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [choices, setChoices] = useState<ConsentChoices>(() => {
    const r = readConsent();
    return r ? { performance: r.performance, functional: r.functional, targeting: r.targeting } : REJECT_ALL;
  });
  const baseId = useId();
  const t = useTexts('cookies', COOKIE_TEXTS);
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

  // The banner and the settings both close with Reject all beside their own way of agreeing.
  const rejectOr = (className: string, agree: string, agreed: ConsentChoices) => (
    <div className={className}>
      <button type="button" className="btn btn--outline" onClick={() => decide(REJECT_ALL)}>
        {t.reject}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => decide(agreed)}>
        {agree}
      </button>
    </div>
  );

  return (
    <>
      <section className="cookie-banner" aria-label={t.region}>
        <div className="cookie-banner__inner">
          <p className="cookie-banner__text">
            {t.text} <Link to="/Privacy-Policy">{t.policy}</Link>.
          </p>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="btn btn--ghost cookie-banner__settings"
              onClick={() => setIsSettingsOpen(true)}
            >
              {t.settings}
            </button>
            {/* Reject and Accept stay side by side: on a narrow phone the settings link gives way first. */}
            {rejectOr('cookie-banner__choices', t.accept, ACCEPT_ALL)}
          </div>
        </div>
      </section>
      <Modal
        open={isSettingsOpen}
        onClose={() => setIsSettingsOpen(false)}
        title={t.settings}
        footer={rejectOr('cookie-settings__footer', t.confirm, choices)}
      >
        <ul className="cookie-settings">
          <li className="cookie-settings__item">
            <div>
              <p className="cookie-settings__title" id={`${baseId}-necessary`}>
                {t.necessaryTitle}
              </p>
              <p className="cookie-settings__text">{t.necessaryText}</p>
            </div>
            <span className="cookie-settings__always">{t.alwaysActive}</span>
            <input
              type="checkbox"
              className="ui-visually-hidden"
              checked
              disabled
              aria-labelledby={`${baseId}-necessary`}
            />
          </li>
          {t.categories.map((c) => (
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
