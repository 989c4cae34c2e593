import { Input } from 'antd';
import { useState } from 'react';

export interface TableSearchProps {
  /** The current search (from the address); the box starts with it and shows it when it changes. */
  value: string;
  placeholder: string;
  label: string;
  button: string;
  onSearch: (value: string) => void;
}

/**
 * The search box of a table's toolbar: trimmed text on Enter or its button, clearable. One box for
 * the page's life: it shows the address's query whenever that changes (a search, Back), so what is
 * typed right after a search goes into the box on screen, not into one about to be replaced.
 */
export function TableSearch({ value, placeholder, label, button, onSearch }: TableSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <Input.Search
      className="shop-table__search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      allowClear
      placeholder={placeholder}
      aria-label={label}
      enterButton={button}
      onSearch={(next) => onSearch(next.trim())}
    />
  );
}
