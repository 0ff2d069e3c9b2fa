import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';

const OPTIONS = [
  { value: 'product', label: 'Product' },
  { value: 'surgery', label: 'Surgery' },
  { value: 'training', label: 'Training' },
  { value: 'others', label: 'Others' },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('product');
  return (
    <Dropdown
      label="Category"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('Dropdown', () => {
  it('is a labelled select that reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(select.value).toBe('product');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.selectOptions(select, 'Training');
    expect(onChange).toHaveBeenCalledWith('training');
    expect(select.value).toBe('training');
  });

  it('keeps the label for assistive technology when visually hidden', () => {
    render(<Dropdown label="Category" hideLabel options={OPTIONS} value="surgery" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(select.value).toBe('surgery');
    expect(screen.getByText('Category').className).toBe('ui-visually-hidden');
  });
});
