import { useId } from 'react';
import { Icon } from './icon';

/** `Value` narrows the option values (e.g. a union of category values) so `onChange` hands back that type. */
export type DropdownOption<Value extends string = string> = { value: Value; label: string };

export type DropdownProps<Value extends string = string> = {
  label: string;
  options: readonly DropdownOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Keeps the label for assistive technology but hides it visually. */
  hideLabel?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

export function Dropdown<Value extends string>({
  label,
  options,
  value,
  onChange,
  hideLabel,
  id,
  name,
  className,
}: DropdownProps<Value>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={['ui-dropdown', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? 'ui-visually-hidden' : 'ui-dropdown__label'}>
        {label}
      </label>
      <div className="ui-dropdown__control">
        <select
          id={selectId}
          name={name}
          className="ui-dropdown__select"
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="ui-dropdown__chevron">
          <Icon name="chevron-down" />
        </span>
      </div>
    </div>
  );
}
