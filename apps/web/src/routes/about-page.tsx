import { ABOUT_TEXTS } from '@manovo/content/about';
import { useEffect, useRef } from 'react';
import { TextCard } from '../components/text-card';
import { TeamSection } from '../features/team/team-section';
import { useTexts } from '../lib/i18n';
import { Link } from '../lib/router';
import './about-page.css';

export default function AboutPage() {
  const missionRef = useRef<HTMLDivElement>(null);
  const { copy, about: ABOUT } = useTexts('about', ABOUT_TEXTS);

  // Mission scroll zoom: the statement grows into place as it scrolls into view.
  useEffect(() => {
    const el = missionRef.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduce) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const r = el.getBoundingClientRect();
        const progress = Math.min(1, Math.max(0, 1 - r.top / window.innerHeight));
        el.style.setProperty('--zoom', String(0.88 + progress * 0.12));
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <>
      <section className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{copy.eyebrow}</p>
          <h1>{ABOUT.welcome}</h1>
          <p>{ABOUT.welcomeLead}</p>
        </div>
      </section>

      <section id="ourstory" className="section" aria-labelledby="ourstory-h">
        <div className="container about-story">
          <div>
            <p className="section__eyebrow">{copy.storyEyebrow}</p>
            <h2 id="ourstory-h">{copy.storyHeading}</h2>
          </div>
          <div>
            {ABOUT.story.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <Link to="/timeline" className="btn btn--outline">
                {copy.timeline}
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section id="ourpurpose" className="section section--navy" aria-labelledby="ourpurpose-h">
        <div className="container">
          <h2 id="ourpurpose-h" className="section__eyebrow">
            {copy.purposeHeading}
          </h2>
          <blockquote className="about-quote">
            <p>{ABOUT.purpose}</p>
          </blockquote>
        </div>
      </section>

      <section id="ourmission" className="section" aria-labelledby="ourmission-h">
        <div className="container">
          <div ref={missionRef} className="about-mission">
            <h2 id="ourmission-h">{copy.missionHeading}</h2>
            <p className="section__lead">{ABOUT.mission}</p>
          </div>
          <div className="grid grid--3">
            {ABOUT.missionCards.map((c, i) => (
              <TextCard key={c.id} as="article" className="mission-card" title={c.title} text={c.text}>
                <span className="mission-card__num" aria-hidden="true">
                  0{i + 1}
                </span>
              </TextCard>
            ))}
          </div>
        </div>
      </section>

      <section id="ourvision" className="section section--mint" aria-labelledby="ourvision-h">
        <div className="container about-vision">
          <h2 id="ourvision-h">{copy.visionHeading}</h2>
          <p className="about-vision__text">{ABOUT.vision}</p>
        </div>
      </section>

      <section id="ourteam" className="section" aria-labelledby="ourteam-h">
        <div className="container">
          <div className="section__head">
            <p className="section__eyebrow">{copy.teamEyebrow}</p>
            <h2 id="ourteam-h">{copy.teamHeading}</h2>
            <p className="section__lead">{copy.teamLead}</p>
          </div>
          <TeamSection />
        </div>
      </section>
    </>
  );
}
