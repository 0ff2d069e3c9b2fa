import { CONTACT_TEXTS } from '@manovo/content/contact';
import { COMPANY, SOCIAL_LINKS } from '@manovo/content/site';
import { CHROME } from '@manovo/content/ui';
import type { ReactNode } from 'react';
import { CompanyAddressLines } from '../components/company-address';
import { PageBanner } from '../components/page-banner';
import { Section } from '../components/section';
import { SocialLinks } from '../components/social-icon';
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

/** A mail link that shows its address, breakable after the @. */
function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`}>
      <EmailText address={address} />
    </a>
  );
}

/** One of the ways to reach the company: a card with its title, what it is for, and the way itself. */
function ContactCard({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <article className="card contact-card">
      <h3>{title}</h3>
      {text && <p className="muted">{text}</p>}
      {children}
    </article>
  );
}

export default function ContactPage() {
  const t = useTexts('contact', CONTACT_TEXTS);
  const { newTab } = useTexts('chrome', CHROME);
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section labelledBy="contact-cards-h">
        <h2 id="contact-cards-h" className="ui-visually-hidden">
          {t.waysHeading}
        </h2>
        <div className="grid grid--4 contact-cards">
          <ContactCard title={t.emailTitle} text={t.emailText}>
            <MailLink address={COMPANY.email} />
          </ContactCard>
          <ContactCard title={t.careersTitle} text={t.careersText}>
            <MailLink address={COMPANY.careersEmail} />
          </ContactCard>
          <ContactCard title={t.communityTitle} text={t.communityText}>
            <SocialLinks
              className="contact-card__social"
              links={SOCIAL_LINKS}
              name={(s) => newTab(s.label)}
            />
          </ContactCard>
          <ContactCard title={t.officeTitle}>
            <address>
              <CompanyAddressLines />
            </address>
            <a href={COMPANY.mapUrl} target="_blank" rel="noopener noreferrer">
              {t.openMap}
            </a>
          </ContactCard>
        </div>
      </Section>
      <Section labelledBy="contact-form-h" className="section--mint" inner="contact-form-wrap">
        <div>
          <h2 id="contact-form-h">{t.formHeading}</h2>
          <p className="muted">{t.formLead}</p>
        </div>
        <div className="card">
          <ContactForm />
        </div>
      </Section>
    </>
  );
}
