import { CONTACT_TEXTS } from '@manovo/content/contact';
import { COMPANY, SOCIAL_LINKS } from '@manovo/content/site';
import { CHROME } from '@manovo/content/ui';
import { CompanyAddressLines } from '../components/company-address';
import { PageBanner } from '../components/page-banner';
import { SocialIcon } from '../components/social-icon';
import { ContactForm } from '../features/forms/contact-form';
import { useTexts } from '../lib/i18n';
import './contact-page.css';

/** An address that may wrap after its @ in a narrow card, never inside a word. */
function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@');
  return at < 0 ? (
    address
  ) : (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

export default function ContactPage() {
  const t = useTexts('contact', CONTACT_TEXTS);
  const { newTab } = useTexts('chrome', CHROME);
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="section" aria-labelledby="contact-cards-h">
        <div className="container">
          <h2 id="contact-cards-h" className="ui-visually-hidden">
            {t.waysHeading}
          </h2>
          <div className="grid grid--4 contact-cards">
            <article className="card contact-card">
              <h3>{t.emailTitle}</h3>
              <p className="muted">{t.emailText}</p>
              <a href={`mailto:${COMPANY.email}`}>
                <EmailText address={COMPANY.email} />
              </a>
            </article>
            <article className="card contact-card">
              <h3>{t.careersTitle}</h3>
              <p className="muted">{t.careersText}</p>
              <a href={`mailto:${COMPANY.careersEmail}`}>
                <EmailText address={COMPANY.careersEmail} />
              </a>
            </article>
            <article className="card contact-card">
              <h3>{t.communityTitle}</h3>
              <p className="muted">{t.communityText}</p>
              <ul className="contact-card__social">
                {SOCIAL_LINKS.map((s) => (
                  <li key={s.network}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={newTab(s.label)}>
                      <SocialIcon network={s.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </article>
            <article className="card contact-card">
              <h3>{t.officeTitle}</h3>
              <address>
                <CompanyAddressLines />
              </address>
              <a href={COMPANY.mapUrl} target="_blank" rel="noopener noreferrer">
                {t.openMap}
              </a>
            </article>
          </div>
        </div>
      </section>
      <section className="section section--mint" aria-labelledby="contact-form-h">
        <div className="container contact-form-wrap">
          <div>
            <h2 id="contact-form-h">{t.formHeading}</h2>
            <p className="muted">{t.formLead}</p>
          </div>
          <div className="card">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
