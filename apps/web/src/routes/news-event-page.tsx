import { NEWS_EVENT } from '@manovo/content/static-pages';
import { PageBanner } from '../components/page-banner';
import { TextSections } from '../components/text-sections';
import { Link } from '../lib/router';

export default function NewsEventPage() {
  return (
    <>
      <PageBanner
        eyebrow="Broadcast"
        title="News & Events"
        lead="Congresses, workshops and hands-on sessions with the Articulate 8 lineup."
      />
      <div className="section">
        <div className="container">
          <TextSections sections={NEWS_EVENT} />
          <p>
            <Link to="/news#newsandevents" className="btn btn--primary">
              See the latest news
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
