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
 *
 * A search this box sent is not put back in the box when the address names it: the router may
 * hand the page its new query a render or more after the address changed (a transition, slower on
 * a busy phone), and what was typed in between must not be replaced by the query already sent.
 */
export function TableSearch({ value, placeholder, label, button, onSearch }: TableSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string>();
  if (shown !== value) {
    setShown(value);
    if (value !== sent) setText(value);
    setSent(undefined);
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
      onSearch={(next) => {
        const query = next.trim();
        setSent(query);
        onSearch(query);
      }}
    />
  );
}
