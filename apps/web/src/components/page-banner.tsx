import type { ReactNode } from 'react';

/** The top banner of inner pages; it holds the page's only h1. */
export function PageBanner({
  eyebrow,
  title,
  lead,
  titleLang,
  leadLang,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The language of a title or lead that is staff's content (an item's), when it differs from the page's. */
  titleLang?: string;
  leadLang?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-banner">
      <div className="container">
        {eyebrow && <p className="page-banner__eyebrow">{eyebrow}</p>}
        <h1 lang={titleLang}>{title}</h1>
        {lead && <p lang={leadLang}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
