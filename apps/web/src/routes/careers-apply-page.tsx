import { Link, useLocation } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { ApplyForm, type ApplyJob } from '../features/forms/apply-form';

/** Spec §2: 'Apply — {job title}', or '(General application)' without a job. */
export function applyBannerTitle(job: ApplyJob | null | undefined): string {
  return `Apply — ${job?.title?.trim() || '(General application)'}`;
}

function readJob(state: unknown): ApplyJob | null {
  const job = (state as { job?: { id?: unknown; title?: unknown } } | null)?.job;
  if (!job || typeof job.title !== 'string') return null;
  return { title: job.title, ...(typeof job.id === 'number' && job.id > 0 && { id: job.id }) };
}

export default function CareersApplyPage() {
  const location = useLocation();
  const job = readJob(location.state);
  return (
    <>
      <PageBanner
        eyebrow="Careers"
        title={applyBannerTitle(job)}
        lead="Tell us about yourself. We read every application."
      />
      <div className="section section--mint">
        <div className="container">
          <div className="card" style={{ maxWidth: 860, margin: '0 auto' }}>
            <ApplyForm job={job} />
          </div>
          <p style={{ textAlign: 'center', marginTop: 24 }}>
            <Link to="/careers">Back to all openings</Link>
          </p>
        </div>
      </div>
    </>
  );
}
