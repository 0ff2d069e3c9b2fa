import { NEWS_EVENT } from '@manovo/content/static-pages';
import { TextPage } from '../components/text-page';
import { Link } from '../lib/router';

export default function NewsEventPage() {
  return (
    <TextPage
      eyebrow="Broadcast"
      title="News & Events"
      lead="Congresses, workshops and hands-on sessions with the Articulate 8 lineup."
      sections={NEWS_EVENT}
    >
      <p>
        <Link to="/news#newsandevents" className="btn btn--primary">
          See the latest news
        </Link>
      </p>
    </TextPage>
  );
}
