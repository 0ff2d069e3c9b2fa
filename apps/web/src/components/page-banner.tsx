import type { ReactNode } from 'react';

/** The top banner of inner pages; it holds the page's only h1. */
export function PageBanner({
  eyebrow,
  title,
  lead,
  lang,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** The language of the title and lead where it is not the page's (an item's stored text). */
  lang?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-banner">
      <div className="container">
        {eyebrow && <p className="page-banner__eyebrow">{eyebrow}</p>}
        <h1 lang={lang}>{title}</h1>
        {lead && <p lang={lang}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
