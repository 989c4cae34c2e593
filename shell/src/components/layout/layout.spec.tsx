import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';
import { Navbar } from './navbar';

describe('Navbar', () => {
  it('has the spec’s links with their exact labels, in order', () => {
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'Shops',
      'Daily Delights',
      'Customer Service',
      'Reviews',
      'Dashboard',
      'Login',
    ]);
    expect(screen.getByRole('link', { name: 'TechParts BD home' }).getAttribute('href')).toBe('/');
  });
});

describe('Footer', () => {
  it('shows the three static columns and the copyright year', () => {
    render(<Footer year={2031} />);
    for (const title of ['Services', 'Company', 'Legal']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    // Static items: none of them navigates anywhere.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/Copyright © 2031/)).toBeTruthy();
  });
});
