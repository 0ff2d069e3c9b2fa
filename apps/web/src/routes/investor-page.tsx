import { INVESTOR_TEXTS } from '@manovo/content/company-pages';
import { TextPage } from '../components/text-page';
import { useTexts } from '../lib/i18n';
import { Link } from '../lib/router';
import './static-pages.css';

export default function InvestorPage() {
  const t = useTexts('investor', INVESTOR_TEXTS);
  const facts = (
    <div className="grid grid--2 facts">
      {t.facts.map((f) => (
        <div key={f.id} className="card fact-card">
          <p className="fact-card__label">{f.label}</p>
          <p className="fact-card__figure">{f.figure}</p>
          <p>{f.text}</p>
        </div>
      ))}
    </div>
  );
  return (
    <TextPage eyebrow={t.eyebrow} title={t.title} lead={t.lead} sections={t.sections} before={facts}>
      <p>
        <Link to="/contact" className="btn btn--primary">
          {t.talkToUs}
        </Link>
      </p>
    </TextPage>
  );
}
