import type { TextSection } from '@manovo/content/static-pages';

export function TextSections({ sections }: { sections: TextSection[] }) {
  return (
    <div className="prose">
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`}>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
