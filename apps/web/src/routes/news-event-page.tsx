import { NEWS_TEXTS } from '@manovo/content/news';
import { TextPage } from '../components/text-page';
import { useTexts } from '../lib/i18n';
import { Link } from '../lib/router';

export default function NewsEventPage() {
  const t = useTexts('news', NEWS_TEXTS);
  return (
    <TextPage eyebrow={t.title} title={t.event.title} lead={t.event.lead} sections={t.event.sections}>
      <p>
        <Link to="/news#newsandevents" className="btn btn--primary">
          {t.event.seeLatest}
        </Link>
      </p>
    </TextPage>
  );
}
