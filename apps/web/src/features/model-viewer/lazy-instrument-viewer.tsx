import { MESSAGES } from '@manovo/api/domain';
import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../../lib/hooks';

const InstrumentViewer = lazy(() => import('./instrument-viewer'));

/** Loads three.js and the model only once the section scrolls into view. */
export function LazyInstrumentViewer() {
  const ref = useRef<HTMLDivElement>(null);
  const isInView = useInView(ref);
  return (
    <div ref={ref} className="instrument-viewer-slot">
      {isInView ? (
        <Suspense fallback={<p className="loading-text">{MESSAGES.loading}</p>}>
          <InstrumentViewer />
        </Suspense>
      ) : (
        <p className="loading-text">{MESSAGES.loading}</p>
      )}
    </div>
  );
}
