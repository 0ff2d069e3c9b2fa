import type { TextSection } from '@manovo/content/static-pages';
import type { ReactNode } from 'react';
import { PageBanner } from './page-banner';
import { TextSections } from './text-sections';

/**
 * A page of prose (incubation, investors, news and events, the legal pages): its banner, what the page
 * puts before its sections (facts, a notice), the sections, then what it adds after them (a link).
 */
export function TextPage({
  eyebrow,
  title,
  lead,
  sections,
  before,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  sections: TextSection[];
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageBanner eyebrow={eyebrow} title={title} lead={lead} />
      <div className="section">
        <div className="container">
          {before}
          <TextSections sections={sections} />
          {children}
        </div>
      </div>
    </>
  );
}
