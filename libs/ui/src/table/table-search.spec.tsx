import { fireEvent, render, screen } from '@testing-library/react';
import { TableSearch } from './table-search';

function Search({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  return (
    <TableSearch
      value={value}
      placeholder="Name or email"
      label="Search users"
      button="Search"
      onSearch={onSearch}
    />
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement;

describe('TableSearch', () => {
  it('starts with the query and sends what is typed, trimmed, on Enter', () => {
    const onSearch = jest.fn();
    render(<Search value="rahim" onSearch={onSearch} />);
    expect(box().value).toBe('rahim');
    fireEvent.change(box(), { target: { value: '  nadia@mail.com ' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('nadia@mail.com');
  });

  it('shows a new query in the same box, so typing right after a search is kept', () => {
    const { rerender } = render(<Search value="" onSearch={jest.fn()} />);
    const first = box();
    rerender(<Search value="nadia" onSearch={jest.fn()} />);
    expect(box()).toBe(first);
    expect(first.value).toBe('nadia');
    fireEvent.change(first, { target: { value: 'nadia@' } });
    rerender(<Search value="nadia" onSearch={jest.fn()} />);
    expect(box().value).toBe('nadia@');
    // Back to no query (the address changed again): the box follows.
    rerender(<Search value="" onSearch={jest.fn()} />);
    expect(box().value).toBe('');
  });

  it('keeps what is typed after a search when the page learns of that search a render later', () => {
    const onSearch = jest.fn();
    const { rerender } = render(<Search value="" onSearch={onSearch} />);
    const enter = () => {
      fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    fireEvent.change(box(), { target: { value: 'rahim@mail.com' } });
    enter();
    expect(onSearch).toHaveBeenLastCalledWith('rahim@mail.com');
    // The next search is typed before the router's render with the first one arrives.
    fireEvent.change(box(), { target: { value: 'nadia@mail.com' } });
    rerender(<Search value="rahim@mail.com" onSearch={onSearch} />);
    expect(box().value).toBe('nadia@mail.com');
    enter();
    expect(onSearch).toHaveBeenLastCalledWith('nadia@mail.com');
    // Back to the first search: the box follows the address.
    rerender(<Search value="rahim@mail.com" onSearch={onSearch} />);
    rerender(<Search value="nadia@mail.com" onSearch={onSearch} />);
    rerender(<Search value="rahim@mail.com" onSearch={onSearch} />);
    expect(box().value).toBe('rahim@mail.com');
  });
});
