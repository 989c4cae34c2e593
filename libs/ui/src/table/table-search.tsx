import { Input } from 'antd';

export interface TableSearchProps {
  /** The current search (from the address); the box starts with it and resets when it changes. */
  value: string;
  placeholder: string;
  label: string;
  button: string;
  onSearch: (value: string) => void;
}

/** The search box of a table's toolbar: trimmed text on Enter or its button, clearable. */
export function TableSearch({ value, placeholder, label, button, onSearch }: TableSearchProps) {
  return (
    <Input.Search
      key={value}
      className="shop-table__search"
      defaultValue={value}
      allowClear
      placeholder={placeholder}
      aria-label={label}
      enterButton={button}
      onSearch={(next) => onSearch(next.trim())}
    />
  );
}
