import { SHOP_CONTACT } from '@shop/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiError, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { BANNER_SHADES, ContactPage } from './contact-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function renderPage() {
  render(
    <Provider store={storeWith('anonymous')}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </Provider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

function fillValid() {
  type('Email', 'Rahim@Mail.com ');
  type('Subject', ' Order not delivered ');
  type('Message', 'I ordered two kettles on Monday.');
}

describe('ContactPage', () => {
  afterEach(cleanup);

  it('has labelled fields with the API’s length limits, and the shop’s contacts', () => {
    fakeApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us');
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Email').maxLength).toBe(254);
    expect(field('Subject').maxLength).toBe(150);
    expect(field('Message').maxLength).toBe(5000);
    expect(screen.getByRole('link', { name: SHOP_CONTACT.phone }).getAttribute('href')).toBe(
      SHOP_CONTACT.phoneHref,
    );
    expect(screen.getByRole('link', { name: SHOP_CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${SHOP_CONTACT.email}`,
    );
    for (const page of SHOP_CONTACT.social)
      expect(screen.getByRole('link', { name: page.name }).getAttribute('href')).toBe(page.url);
  });

  it('validates on submit, then again on every change, and sends nothing invalid', async () => {
    const api = fakeApi({});
    renderPage();
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe('Email is Required'));
    expect(errorOf('Subject')).toBe('Subject is Required');
    expect(errorOf('Message')).toBe('Message is Required');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('contact-email-error')?.className).toBe('form-field__error');
    expect(document.activeElement).toBe(field('Email'));

    type('Email', 'rahim@');
    await waitFor(() => expect(errorOf('Email')).toBe('Provide a valid Email'));
    type('Email', 'rahim@mail.com');
    await waitFor(() => expect(errorOf('Email')).toBeUndefined());
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('Subject')).toBe('Subject is Required');
    expect(api.requests).toHaveLength(0);
  });

  it('does not validate while typing before the first submit', async () => {
    fakeApi({});
    renderPage();
    type('Email', 'rahim@');
    // Let react-hook-form's asynchronous validation run, were it to.
    await act(async () => undefined);
    expect(errorOf('Email')).toBeUndefined();
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the trimmed message, thanks with a toast and empties the form', async () => {
    const api = fakeApi({ 'POST /contact': () => json(201, { insertedId: 'a'.repeat(24) }) });
    renderPage();
    fillValid();
    submit();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Thanks! Your message has been sent. We reply within 24 hours.',
      ),
    );
    const [request] = api.calls('POST', '/contact');
    expect(await request.json()).toEqual({
      email: 'Rahim@Mail.com',
      subject: 'Order not delivered',
      message: 'I ordered two kettles on Monday.',
    });
    expect(field('Email').value).toBe('');
    expect(field('Subject').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [400, 'VALIDATION_FAILED', 'Provide a valid Email'],
    [
      429,
      'TOO_MANY_REQUESTS',
      'Too many messages from your address. Please try again in 15 minutes.',
    ],
  ])(
    'shows a %i under the form, in red, once (no toast), and keeps the text',
    async (status, code, message) => {
      fakeApi({ 'POST /contact': () => apiError(status, code, message) });
      renderPage();
      fillValid();
      submit();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(alert.className).toContain('form-field__error');
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.success).not.toHaveBeenCalled();
      expect(field('Message').value).toBe('I ordered two kettles on Monday.');
    },
  );

  it('says so under the form when the server cannot be reached', async () => {
    fakeApi({
      'POST /contact': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the shop server. Check your connection and try again.',
    );
  });
});

describe('Contact banner', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('cycles through three dark shades every 2 seconds', () => {
    jest.useFakeTimers();
    fakeApi({});
    renderPage();
    const banner = screen.getByTestId('contact-banner');
    const seen = [banner.getAttribute('data-shade')];
    for (let i = 0; i < 3; i += 1) {
      act(() => {
        jest.advanceTimersByTime(1999);
      });
      expect(banner.getAttribute('data-shade')).toBe(seen[seen.length - 1]);
      act(() => {
        jest.advanceTimersByTime(1);
      });
      seen.push(banner.getAttribute('data-shade'));
    }
    expect(seen).toEqual(['0', '1', '2', '0']);
    expect(BANNER_SHADES).toHaveLength(3);
    expect(banner.style.backgroundColor).not.toBe('');
  });
});
