import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DistrictSelect } from './district-select';

describe('DistrictSelect', () => {
  afterEach(() => {
    act(() => {
      initI18nWith({ common: COMMON_MESSAGES_EN }, 'en');
    });
  });

  it('offers the 64 districts grouped by the 8 divisions, after a line that asks for one', () => {
    render(<DistrictSelect aria-label="District" value={null} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    const first = within(select).getAllByRole('option')[0] as HTMLOptionElement;
    expect(first.textContent).toBe('Choose your district');
    expect(first.disabled).toBe(true);
    const groups = select.querySelectorAll('optgroup');
    expect(groups).toHaveLength(8);
    expect(groups[0].label).toMatch(/ division$/);
    expect(select.querySelectorAll('optgroup option')).toHaveLength(64);
    const dhaka = [...groups].find((group) => group.label === 'Dhaka division');
    expect(within(dhaka as HTMLElement).getByRole('option', { name: 'Gazipur' })).toBeTruthy();
  });

  it('hands the change event to the caller and shows the chosen district', () => {
    const chosen: string[] = [];
    const onChange = (event: { target: { value: string } }) => chosen.push(event.target.value);
    const { rerender } = render(
      <DistrictSelect id="d" aria-label="District" value="" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'Sylhet' } });
    expect(chosen).toEqual(['Sylhet']);
    rerender(<DistrictSelect id="d" aria-label="District" value="Sylhet" onChange={onChange} />);
    expect(select.value).toBe('Sylhet');
    expect(select.id).toBe('d');
  });

  it('names the districts and divisions in Bengali on a Bengali page', async () => {
    const bengali = await loadCommonMessages('bn');
    act(() => {
      initI18nWith({ common: bengali }, 'bn');
    });
    render(<DistrictSelect aria-label="জেলা" value="Dhaka" onChange={() => undefined} />);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.options[0].textContent).toBe('আপনার জেলা বেছে নিন');
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toContain('ঢাকা বিভাগ');
    expect(select.selectedOptions[0].textContent).toBe('ঢাকা');
  });
});
