import { untranslatedTexts } from './i18n';

it('untranslatedTexts names Latin texts outside translate="no"', () => {
  document.body.innerHTML =
    '<p>অর্ডার <span translate="no">Kettle</span> Pay</p><svg><title>Empty</title></svg><b>৳৩,০০০</b>';
  expect(untranslatedTexts(document.body)).toEqual(['Pay']);
});
