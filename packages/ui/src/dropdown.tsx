import { useId } from 'react';
import { Icon } from './icon';

export type DropdownOption = { value: string; label: string };

export type DropdownProps = {
  label: string;
  options: DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  /** Keeps the label for assistive technology but hides it visually. */
  hideLabel?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

export function Dropdown({ label, options, value, onChange, hideLabel, id, name, className }: DropdownProps) {
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
          onChange={(event) => onChange(event.target.value)}
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
