/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.example/shops"}
 */
import { apiBaseUrl, assetUrl, configureApiClient } from './config';

it('resolves a relative apiUrl (API behind the same proxy) against the page', () => {
  configureApiClient({ apiUrl: '/api' });
  expect(apiBaseUrl()).toBe('https://shop.example/api');
  expect(assetUrl('/static/products/x.svg')).toBe('https://shop.example/static/products/x.svg');
});
