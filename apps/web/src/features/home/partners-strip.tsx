import { PARTNERS } from '@manovo/content/home';
import { useState } from 'react';
import { TitledSection } from '../../components/titled-section';

/** The four partner logos, repeated so the strip scrolls seamlessly (paused on hover / reduced motion). */
export function PartnersStrip() {
  // The track holds the logos twice so the marquee can loop seamlessly; the copy is hidden from assistive tech.
  const repeated = [
    ...PARTNERS.map((p) => ({ ...p, key: p.id, isCopy: false })),
    ...PARTNERS.map((p) => ({ ...p, key: `${p.id}-copy`, isCopy: true })),
  ];
  // WCAG 2.2.2: moving content that lasts more than five seconds needs a pause control.
  const [isPaused, setIsPaused] = useState(false);
  return (
    <TitledSection
      id="partners-h"
      title="Our Partners"
      className="partners"
      headingClassName="partners__title"
      outside={
        <div className={`partners__viewport${isPaused ? ' is-paused' : ''}`}>
          <ul className="partners__track">
            {repeated.map((p) => (
              <li key={p.key} aria-hidden={p.isCopy ? true : undefined}>
                <img src={p.logo} alt={p.isCopy ? '' : p.name} width={220} height={80} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      }
    >
      <button
        type="button"
        className="btn btn--ghost partners__toggle"
        onClick={() => setIsPaused((p) => !p)}
      >
        {isPaused ? 'Play logo strip' : 'Pause logo strip'}
      </button>
    </TitledSection>
  );
}
