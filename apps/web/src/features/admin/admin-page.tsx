import type { ReactNode } from 'react';

type Props = {
  /** Prefix of the heading id (`{name}-heading`), which also names the section for assistive tech. */
  name: string;
  heading: string;
  /** Page-level buttons beside the heading (Add, Manage…); no wrapper is rendered without them. */
  tools?: ReactNode;
  children: ReactNode;
};

/** The frame every admin screen shares: a section labelled by its h1, with optional tools in the header. */
export function AdminPage({ name, heading, tools, children }: Props) {
  const headingId = `${name}-heading`;
  return (
    <section className="adm-page" aria-labelledby={headingId}>
      <header className="adm-page__head">
        <h1 id={headingId}>{heading}</h1>
        {tools && <div className="adm-page__tools">{tools}</div>}
      </header>
      {children}
    </section>
  );
}
