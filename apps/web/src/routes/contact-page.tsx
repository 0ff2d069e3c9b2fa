import { COMPANY, SOCIAL_LINKS } from '@manovo/content/site';
import { PageBanner } from '../components/page-banner';
import { SocialIcon } from '../components/social-icon';
import { ContactForm } from '../features/forms/contact-form';
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
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="Contact Us"
        lead="Request a demo, order instruments, find a distributor or meet our clinical team."
      />
      <section className="section" aria-labelledby="contact-cards-h">
        <div className="container">
          <h2 id="contact-cards-h" className="ui-visually-hidden">
            Ways to reach us
          </h2>
          <div className="grid grid--4 contact-cards">
            <article className="card contact-card">
              <h3>Email</h3>
              <p className="muted">General enquiries and demo requests.</p>
              <a href={`mailto:${COMPANY.email}`}>
                <EmailText address={COMPANY.email} />
              </a>
            </article>
            <article className="card contact-card">
              <h3>Careers</h3>
              <p className="muted">Questions about open roles and internships.</p>
              <a href={`mailto:${COMPANY.careersEmail}`}>
                <EmailText address={COMPANY.careersEmail} />
              </a>
            </article>
            <article className="card contact-card">
              <h3>Community</h3>
              <p className="muted">Follow our work on social networks.</p>
              <ul className="contact-card__social">
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
            </article>
            <article className="card contact-card">
              <h3>Office</h3>
              <address>
                {COMPANY.address.map((l) => (
                  <span key={l}>
                    {l}
                    <br />
                  </span>
                ))}
              </address>
              <a href={COMPANY.mapUrl} target="_blank" rel="noopener noreferrer">
                Open in map
              </a>
            </article>
          </div>
        </div>
      </section>
      <section className="section section--mint" aria-labelledby="contact-form-h">
        <div className="container contact-form-wrap">
          <div>
            <h2 id="contact-form-h">Send us a message</h2>
            <p className="muted">
              We answer within two working days. For a demo, tell us your hospital and the procedures you
              perform.
            </p>
          </div>
          <div className="card">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
