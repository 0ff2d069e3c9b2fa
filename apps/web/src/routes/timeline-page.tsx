import { TIMELINE } from '@manovo/content/static-pages';
import { TIMELINE_TEXTS } from '@manovo/content/timeline';
import { useEffect, useRef } from 'react';
import { PageBanner } from '../components/page-banner';
import { TextCard } from '../components/text-card';
import { useTexts } from '../lib/i18n';
import './static-pages.css';

/** Scroll demo: milestones reveal as they enter the viewport. */
export default function TimelinePage() {
  const t = useTexts('timeline', TIMELINE_TEXTS);
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
      <PageBanner eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="section">
        <div className="container">
          <ol className="timeline" ref={listRef}>
            {TIMELINE.map(({ year }, i) => (
              <li key={year} className="timeline__item">
                <p className="timeline__year">{year}</p>
                <TextCard
                  className="timeline__card"
                  level={2}
                  title={t.milestones[i]?.title ?? ''}
                  text={t.milestones[i]?.text ?? ''}
                />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}
