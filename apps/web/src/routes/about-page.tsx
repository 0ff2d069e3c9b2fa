import { ABOUT_TEXTS } from '@manovo/content/about';
import { useEffect, useRef } from 'react';
import { PageBanner } from '../components/page-banner';
import { Section, SectionHeading } from '../components/section';
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
      <PageBanner eyebrow={copy.eyebrow} title={ABOUT.welcome} lead={ABOUT.welcomeLead} />

      <Section id="ourstory" labelledBy="ourstory-h" inner="about-story">
        <div>
          <SectionHeading id="ourstory-h" eyebrow={copy.storyEyebrow} heading={copy.storyHeading} />
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
      </Section>

      <Section id="ourpurpose" labelledBy="ourpurpose-h" className="section--navy">
        <h2 id="ourpurpose-h" className="section__eyebrow">
          {copy.purposeHeading}
        </h2>
        <blockquote className="about-quote">
          <p>{ABOUT.purpose}</p>
        </blockquote>
      </Section>

      <Section id="ourmission" labelledBy="ourmission-h">
        <div ref={missionRef} className="about-mission">
          <SectionHeading id="ourmission-h" heading={copy.missionHeading} lead={ABOUT.mission} />
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
      </Section>

      <Section id="ourvision" labelledBy="ourvision-h" className="section--mint" inner="about-vision">
        <h2 id="ourvision-h">{copy.visionHeading}</h2>
        <p className="about-vision__text">{ABOUT.vision}</p>
      </Section>

      <Section
        id="ourteam"
        labelledBy="ourteam-h"
        head={{ eyebrow: copy.teamEyebrow, heading: copy.teamHeading, lead: copy.teamLead }}
      >
        <TeamSection />
      </Section>
    </>
  );
}
