import { configureApiClient } from '@shop/api-client';
import { thumbnailUrl } from './thumbnail';

beforeAll(() => configureApiClient({ apiUrl: 'http://api.test/api' }));

describe('thumbnailUrl', () => {
  const id = '0123456789abcdef0123456789abcdef';

  it('uses the 160 px variant of a stored image', () => {
    expect(thumbnailUrl(`/uploads/images/${id}-800.webp`)).toBe(
      `http://api.test/uploads/images/${id}-160.webp`,
    );
  });

  it('keeps any other picture as it is', () => {
    expect(thumbnailUrl('/static/products/kettle.webp')).toMatch(
      /\/static\/products\/kettle\.webp$/,
    );
    expect(thumbnailUrl(`/uploads/images/${id}-800.png`)).toMatch(/-800\.png$/);
  });
});
