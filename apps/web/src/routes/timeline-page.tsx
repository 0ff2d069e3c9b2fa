import { TIMELINE } from '@manovo/content/static-pages';
import { useEffect, useRef } from 'react';
import { PageBanner } from '../components/page-banner';
import './static-pages.css';

/** Scroll demo: milestones reveal as they enter the viewport. */
export default function TimelinePage() {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const items = listRef.current?.querySelectorAll('.timeline__item');
    if (!items || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) e.target.classList.add('is-visible');
      },
      { threshold: 0.3 },
    );
    for (const el of items) io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <>
      <PageBanner
        eyebrow="Since 2020"
        title="Our Timeline"
        lead="Scroll through the milestones of Manovo Surgical."
      />
      <div className="section">
        <div className="container">
          <ol className="timeline" ref={listRef}>
            {TIMELINE.map((t) => (
              <li key={t.year} className="timeline__item">
                <p className="timeline__year">{t.year}</p>
                <div className="card timeline__card">
                  <h2>{t.title}</h2>
                  <p>{t.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}
