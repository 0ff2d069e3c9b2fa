import { STATUS_LABELS } from '@manovo/api/domain';
import type { ComponentProps } from 'react';
import { ADMIN_TEXT } from './messages';
import { SelectField } from './select-field';
import { optionsFrom } from './utils';

type Props = Omit<ComponentProps<'select'>, 'children'> & {
  id: string;
  error?: string;
  /** The statuses this content type has (videos differ from careers and broadcasts). */
  statuses: readonly (keyof typeof STATUS_LABELS)[];
};

/** The 'Status' select of the add/edit forms, labelled with the shared status names. */
export function StatusField({ id, statuses, ...select }: Props) {
  return (
    <SelectField
      id={id}
      label={ADMIN_TEXT.common.status}
      options={optionsFrom(statuses, STATUS_LABELS)}
      {...select}
    />
  );
}
