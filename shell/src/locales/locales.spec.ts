import { flattenMessages, messageProblems } from '@shop/i18n';
import { DASHBOARD_MENU, menuLabelKey } from '../features/dashboard/dashboard-menu';
import bn from './bn.json';
import en from './en.json';

it('the shell messages are complete in Bengali, with the same placeholders', () => {
  expect(messageProblems(en, bn)).toEqual([]);
});

it('the dashboard menu has the route table’s exact English label under each entry’s key', () => {
  const english = flattenMessages(en);
  expect(DASHBOARD_MENU.map((item) => english.get(menuLabelKey(item)))).toEqual(
    DASHBOARD_MENU.map((item) => item.label),
  );
});

it('Bengali texts have no Latin digits', () => {
  const withDigits = [...flattenMessages(bn)]
    .filter(([, text]) => /[0-9]/.test(text.replace(/\{\{[^}]*\}\}/g, '')))
    .map(([key]) => key);
  expect(withDigits).toEqual([]);
});
