import { INVESTOR, INVESTOR_FACTS } from '@manovo/content/static-pages';
import { PageBanner } from '../components/page-banner';
import { TextSections } from '../components/text-sections';
import { Link } from '../lib/router';
import './static-pages.css';

export default function InvestorPage() {
  return (
    <>
      <PageBanner
        eyebrow="Company"
        title="Investors"
        lead="Public funding that backs reusable, accessible surgical instruments."
      />
      <div className="section">
        <div className="container">
          <div className="grid grid--2 facts">
            {INVESTOR_FACTS.map((f) => (
              <div key={f.id} className="card fact-card">
                <p className="fact-card__label">{f.label}</p>
                <p className="fact-card__figure">{f.figure}</p>
                <p>{f.text}</p>
              </div>
            ))}
          </div>
          <TextSections sections={INVESTOR} />
          <p>
            <Link to="/contact" className="btn btn--primary">
              Talk to us
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
