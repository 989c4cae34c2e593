import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { GENERIC_TITLE, useFallbackTitle } from './use-fallback-title';

function Layout({ children }: { children?: React.ReactNode }) {
  useFallbackTitle();
  return <>{children}</>;
}

describe('useFallbackTitle', () => {
  it('brings the generic title back when a page that named its own is left', async () => {
    document.head.querySelectorAll('title').forEach((title) => title.remove());
    const router = createMemoryRouter(
      [
        {
          path: '/shops',
          element: (
            <Layout>
              <title>Shop | TechParts BD</title>
            </Layout>
          ),
        },
        { path: '/login', element: <Layout /> },
      ],
      { initialEntries: ['/shops'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Shop | TechParts BD');
    await act(() => router.navigate('/login'));
    expect(document.title).toBe(GENERIC_TITLE);
    await act(() => router.navigate('/shops'));
    expect(document.title).toBe('Shop | TechParts BD');
  });
});
