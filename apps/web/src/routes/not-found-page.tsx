import { CHROME } from '@manovo/content/ui';
import { useMessages, useTexts } from '../lib/i18n';
import { Link, useLocale } from '../lib/router';

export default function NotFoundPage() {
  const messages = useMessages();
  const chrome = useTexts('chrome', CHROME);
  // In the page's language, whatever the fallback of its address says (main's lang="en").
  return (
    <div className="section" lang={useLocale()}>
      <div className="container not-found">
        <h1>{messages.pageNotFound}</h1>
        <p className="muted">{chrome.notFoundText}</p>
        <Link to="/" className="btn btn--primary">
          {chrome.backHome}
        </Link>
      </div>
    </div>
  );
}
