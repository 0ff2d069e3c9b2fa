import { MESSAGES } from '@manovo/api/domain';
import { Link } from '../lib/router';

export default function NotFoundPage() {
  return (
    <div className="section">
      <div className="container not-found">
        <h1>{MESSAGES.pageNotFound}</h1>
        <p className="muted">The page you asked for does not exist or has moved.</p>
        <Link to="/" className="btn btn--primary">
          Back to home
        </Link>
      </div>
    </div>
  );
}
