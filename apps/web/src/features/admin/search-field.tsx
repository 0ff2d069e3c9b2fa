type Props = { id: string; label: string; value: string; onChange: (value: string) => void };

/** A list's search box: the label names it for screen readers; the placeholder shows the same text on screen. */
export function SearchField({ id, label, value, onChange }: Props) {
  return (
    <div className="adm-search-field">
      <label htmlFor={id} className="ui-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
