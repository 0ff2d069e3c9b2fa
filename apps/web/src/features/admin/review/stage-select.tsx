import { type ReactNode, useId, useState } from 'react';

/** A stage to sign, by its name: the signature's and an outside reviewer's link alike. */
export function StageSelect({
  id,
  label,
  stages,
  value,
  onChange,
}: {
  id: string;
  label: string;
  stages: { id: number; name: string }[];
  value: number;
  onChange: (stageId: number) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {stages.map((st) => (
          <option key={st.id} value={st.id}>
            {st.name}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A signing fieldset of the Review section (the signature's, an outside reviewer's link): its legend,
 * the stage, then the rest of its fields.
 */
export function StageFieldset({
  legend,
  children,
  ...stage
}: Parameters<typeof StageSelect>[0] & { legend: string; children: ReactNode }) {
  return (
    <fieldset className="adm-review__sign">
      <legend>{legend}</legend>
      <StageSelect {...stage} />
      {children}
    </fieldset>
  );
}

/** The stage a signing form is for (the first until staff choose), and its select's props. */
export function useStageChoice(stages: { id: number; name: string }[], label: string) {
  const id = useId();
  const [stageId, setStageId] = useState(stages[0]?.id ?? 0);
  return { stageId, field: { id: `${id}-stage`, label, stages, value: stageId, onChange: setStageId } };
}
