import type { AppRouter } from '@manovo/api';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { MESSAGES } from '../content/messages';
import { HtmlOrText } from '../lib/html';
import { trpc } from '../lib/trpc';
import './careers-page.css';

type Career = inferRouterOutputs<AppRouter>['careers']['listPublic']['items'][number];
type Category = 'fulltime' | 'internship';

// Spec §2: shown when the list is empty.
const SAMPLE_JOB: Career = {
  id: 0,
  title: 'Software Engineer',
  category: 'fulltime',
  status: 'published',
  location: 'Remote',
  experience: '2+ years',
  salary: '',
  skills: 'TypeScript, React, Node.js',
  apply_url: '',
  apply_email: '',
  description:
    '<p>Build the software around our instruments: training tools, device traceability and the systems our clinical team uses every day.</p><ul><li>Ship features end to end with a small team.</li><li>Work closely with engineers and surgeons.</li></ul>',
  created_at: null,
  updated_at: null,
};

const CATEGORIES: { id: Category; label: string }[] = [
  { id: 'fulltime', label: 'Full Time' },
  { id: 'internship', label: 'Internship' },
];

export default function CareersPage() {
  const [category, setCategory] = useState<Category>('fulltime');
  const navigate = useNavigate();
  const query = trpc.careers.listPublic.useQuery({ category, limit: 24 }, { staleTime: 0 });

  const errorText = query.isError
    ? query.error.message || MESSAGES.careersFailed
    : query.data && !query.data.ok
      ? MESSAGES.careersFailed
      : '';
  const items = query.data?.ok ? query.data.items : [];
  const visible = !query.isLoading && items.length === 0 ? [SAMPLE_JOB] : items;

  const apply = (job: Career) => {
    if (job.apply_url && /^https?:\/\//i.test(job.apply_url)) {
      window.open(job.apply_url, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate('/careersapply', { state: { job: { id: job.id || undefined, title: job.title } } });
  };

  return (
    <>
      <PageBanner
        eyebrow="Careers"
        title="Join Manovo Surgical"
        lead="Engineers, clinicians and makers building instruments that surgeons trust."
      />
      <section className="section" aria-labelledby="expect-h">
        <div className="container grid grid--3">
          <div>
            <h2 id="expect-h">What we expect</h2>
            <p className="muted">
              Ownership, care for detail and respect for the people who use our instruments in theatre.
            </p>
          </div>
          <div className="card">
            <h3>Work at the bench</h3>
            <p>Every role spends time with the instruments: assembling, testing and watching them in use.</p>
          </div>
          <div className="card">
            <h3>Learn from surgeons</h3>
            <p>Our clinical advisors review designs every week. You will hear their feedback first-hand.</p>
          </div>
        </div>
      </section>
      <section className="section section--mint" aria-labelledby="openings-h">
        <div className="container">
          <h2 id="openings-h">Current openings</h2>
          <fieldset className="chip-row careers-toggle" aria-label="Job type">
            {CATEGORIES.map((c) => (
              <button
                key={c.id}
                type="button"
                className="chip"
                aria-pressed={category === c.id}
                onClick={() => setCategory(c.id)}
              >
                {c.label}
              </button>
            ))}
          </fieldset>
          {query.isLoading && <p className="loading-text">{MESSAGES.loading}</p>}
          {errorText && <p className="error-text">{errorText}</p>}
          {!query.isLoading && (
            <ul className="job-list">
              {visible.map((job) => (
                <li key={job.id || 'sample'}>
                  <details className="job card">
                    <summary className="job__summary">
                      <span className="job__title">{job.title}</span>
                      <span className="job__meta">
                        {[
                          job.location,
                          job.experience,
                          job.category === 'internship' ? 'Internship' : 'Full Time',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </summary>
                    <div className="job__body">
                      {job.description && <HtmlOrText text={job.description} className="job__description" />}
                      <dl className="job__facts">
                        {job.skills && (
                          <>
                            <dt>Skills</dt>
                            <dd>{job.skills}</dd>
                          </>
                        )}
                        {job.salary && (
                          <>
                            <dt>Salary</dt>
                            <dd>{job.salary}</dd>
                          </>
                        )}
                      </dl>
                      <button type="button" className="btn btn--primary" onClick={() => apply(job)}>
                        Apply{job.apply_url ? ' (opens in a new tab)' : ''}
                      </button>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
