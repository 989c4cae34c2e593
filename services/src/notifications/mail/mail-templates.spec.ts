import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { createElement, Fragment } from 'react';
import { escapeHtml, fillable, fillTemplate, MailTemplateCache, TemplateError, templateOf, TemplateSlots } from './mail-templates';

/** A small mail: a preview line and a sentence with a value in it. */
const mail = (preview: string, name: string) =>
  createElement(Fragment, null, createElement(Preview, null, preview), createElement(Text, null, `Hello ${name},`));

async function rendered(preview: string, name: string) {
  return { html: await render(mail(preview, name)), text: await render(mail(preview, name), { plainText: true }) };
}

describe('mail templates', () => {
  it('escapes text exactly as React does', async () => {
    const text = `<script>alert("x")</script> & Sons' "shop" &amp;`;
    expect(await render(createElement('p', null, text))).toContain(`<p>${escapeHtml(text)}</p>`);
    expect(escapeHtml(text)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&#x27; &quot;shop&quot; &amp;amp;');
  });

  it.each([
    ['Rahim Uddin', true],
    ['<script>alert(1)</script> & Co', true],
    ['রহিম উদ্দিন', true],
    ['৳1,23,456', true],
    ['', false],
    [' Rahim', false],
    ['Rahim ', false],
    ['Rahim  Uddin', false],
    ['Rahim\tUddin', false],
    ['Rahim\nUddin', false],
    ['Rahim\u200bUddin', false],
    ['Rahim\u0000', false],
    ['Rahim \ud800', false],
  ])('fillable(%j) is %s', (value, expected) => {
    expect(fillable(value)).toBe(expected);
  });

  it.each([
    ['Rahim Uddin', 'Order #00A1B2 placed.'],
    ['<b>Karim</b> & "Sons"', 'A preview of exactly one hundred and forty-nine characters: ' + 'x'.repeat(89)],
    ['Ayesha', 'y'.repeat(150)],
    ['Ayesha', `a long one <${'z'.repeat(200)}>`],
    ['রহিম', 'অর্ডার #00A1B2 পাঠানো হয়েছে।'],
  ])('a template filled with %j and a preview of its own length is what rendering them gives', async (name, preview) => {
    const slots = new TemplateSlots();
    const template = templateOf(await rendered(slots.preview('ignored'), slots.text('Placeholder')));
    const filling = new TemplateSlots();
    filling.preview(preview);
    filling.text(name);
    expect(filling.fillable).toBe(true);
    expect(fillTemplate(template, filling.values)).toEqual(await rendered(preview, name));
  });

  it('fills in one pass: a value that looks like a placeholder stays as it is', () => {
    const slots = new TemplateSlots();
    const template = { html: `<p>${slots.text('a')} ${slots.text('b')}</p>`, text: `${slots.text('a')}` };
    const first = slots.text('x');
    expect(fillTemplate(template, [first, '<b>', 'c'])).toEqual({ html: `<p>${first} &lt;b&gt;</p>`, text: 'c' });
  });

  it('refuses a preview that is not padded as @react-email/preview pads it', () => {
    const slots = new TemplateSlots();
    const placeholder = slots.preview('x');
    expect(() => templateOf({ html: `<div>${placeholder}<div>\u00a0</div></div>`, text: '' })).toThrow(TemplateError);
  });

  describe('MailTemplateCache', () => {
    const parts = (html: string) => ({ html, text: html });

    it('renders a key once, also for the messages that ask while it renders', async () => {
      const cache = new MailTemplateCache();
      const render = jest.fn(async () => parts('<p>one</p>'));
      const got = await Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)]);
      expect(got).toEqual([parts('<p>one</p>'), parts('<p>one</p>'), parts('<p>one</p>')]);
      expect(render).toHaveBeenCalledTimes(1);
      expect([cache.hits, cache.misses]).toEqual([2, 1]);
    });

    it('keeps at most its number of templates, dropping the least recently used', async () => {
      const cache = new MailTemplateCache(2);
      const render = jest.fn(async () => parts('x'));
      await cache.get('a', render);
      await cache.get('b', render);
      await cache.get('a', render);
      await cache.get('c', render);
      expect(cache.size).toBe(2);
      await cache.get('a', render);
      expect(render).toHaveBeenCalledTimes(3);
      await cache.get('b', render);
      expect(render).toHaveBeenCalledTimes(4);
    });

    it('does not keep a failed rendering', async () => {
      const cache = new MailTemplateCache();
      await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await cache.get('a', async () => parts('ok'))).toEqual(parts('ok'));
    });
  });
});
