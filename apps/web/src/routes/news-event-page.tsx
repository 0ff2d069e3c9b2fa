import { NEWS_TEXTS } from '@manovo/content/news';
import { PageBanner } from '../components/page-banner';
import { TextSections } from '../components/text-sections';
import { useTexts } from '../lib/i18n';
import { Link } from '../lib/router';

export default function NewsEventPage() {
  const t = useTexts('news', NEWS_TEXTS);
  return (
    <>
      <PageBanner eyebrow={t.title} title={t.event.title} lead={t.event.lead} />
      <div className="section">
        <div className="container">
          <TextSections sections={t.event.sections} />
          <p>
            <Link to="/news#newsandevents" className="btn btn--primary">
              {t.event.seeLatest}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
