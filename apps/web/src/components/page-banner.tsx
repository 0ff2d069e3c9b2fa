import type { ReactNode } from 'react';

/** The top banner of inner pages; it holds the page's only h1. */
export function PageBanner({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-banner">
      <div className="container">
        {eyebrow && <p className="page-banner__eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
