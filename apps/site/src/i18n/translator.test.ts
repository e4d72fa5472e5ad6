import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type Catalogue } from './translator';

const fil = {
  greeting: 'Kumusta',
  home: { title: 'Tahanan', welcome: 'Maligayang pagdating, {{name}}' },
  deposit: { done: '{{amount}} ang idineposito ni {{name}} noong {{date}}' },
  onlyTy: 'Sa TY lang',
  members_one: '{{count}} isa',
  members_other: '{{count}} marami',
} satisfies Catalogue;

const en = {
  greeting: 'Hello',
  home: { title: 'Home', welcome: 'Welcome, {{name}}' },
  deposit: { done: '{{name}} deposited {{amount}} on {{date}}' },
  members_one: '{{count}} member',
  members_other: '{{count}} members',
} satisfies Catalogue;

type Key = 'greeting' | 'home.title' | 'home.welcome' | 'deposit.done' | 'onlyTy' | 'members';

function translator(load = vi.fn(async (): Promise<Catalogue> => en)) {
  const i18n = createTranslator<'fil' | 'en', Key>({
    fallback: { tag: 'fil', catalogue: fil },
    loaders: { en: load },
  });
  return { i18n, load };
}

/** Any key, as a typo or an out-of-date call would pass it. */
const anyKey = (key: string) => key as Key;

describe('the translator', () => {
  it('finds top-level and nested texts in TY first', () => {
    const { i18n } = translator();
    expect(i18n.language).toBe('fil');
    expect(i18n.t('greeting')).toBe('Kumusta');
    expect(i18n.t('home.title')).toBe('Tahanan');
  });

  it('fills several placeholders, each where the language puts it', async () => {
    const { i18n } = translator();
    const vars = { name: 'Ana', amount: '₱500.00', date: '2025-01-31' };
    expect(i18n.t('deposit.done', vars)).toBe('₱500.00 ang idineposito ni Ana noong 2025-01-31');
    await i18n.changeLanguage('en');
    expect(i18n.t('deposit.done', vars)).toBe('Ana deposited ₱500.00 on 2025-01-31');
  });

  it('keeps a placeholder it has no value for visible, and does not escape (React does)', () => {
    const { i18n } = translator();
    expect(i18n.t('home.welcome')).toBe('Maligayang pagdating, {{name}}');
    expect(i18n.t('home.welcome', { name: '<b>Ana & Ben</b>' })).toBe(
      'Maligayang pagdating, <b>Ana & Ben</b>',
    );
  });

  it('fills every text from its defaults, asking a function each time (the merchant follows the skin)', () => {
    let brand = 'Playdeck';
    const defaults = vi.fn(() => ({ name: brand }));
    const i18n = createTranslator<'fil' | 'en', Key>({
      fallback: { tag: 'fil', catalogue: fil },
      loaders: {},
      defaults,
    });
    expect(i18n.t('home.welcome')).toBe('Maligayang pagdating, Playdeck');
    brand = 'Coral Play';
    expect(i18n.t('home.welcome')).toBe('Maligayang pagdating, Coral Play');
    expect(i18n.t('home.welcome', { name: 'Ana' })).toBe('Maligayang pagdating, Ana');
    // A text without placeholders asks nothing.
    defaults.mockClear();
    expect(i18n.t('greeting')).toBe('Kumusta');
    expect(defaults).not.toHaveBeenCalled();
  });

  it('picks the plural form by the Filipino rules in TY: 0, 1 and 2 are "one", 4 is "other"', () => {
    const { i18n } = translator();
    expect(i18n.t('members', { count: 0 })).toBe('0 isa');
    expect(i18n.t('members', { count: 1 })).toBe('1 isa');
    expect(i18n.t('members', { count: 2 })).toBe('2 isa');
    expect(i18n.t('members', { count: 4 })).toBe('4 marami');
  });

  it('picks the plural form by the English rules in EN: only 1 is "one"', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t('members', { count: 0 })).toBe('0 members');
    expect(i18n.t('members', { count: 1 })).toBe('1 member');
    expect(i18n.t('members', { count: 2 })).toBe('2 members');
  });

  it('falls back to TY for a text EN lacks, then to the key itself', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t('onlyTy')).toBe('Sa TY lang');
    expect(i18n.t(anyKey('home.missing'))).toBe('home.missing');
    expect(i18n.t(anyKey('home'))).toBe('home');
    expect(i18n.t(anyKey('greeting.deeper'))).toBe('greeting.deeper');
  });

  it('keeps showing TY until EN has arrived, then tells its listeners once', async () => {
    let arrive: (c: Catalogue) => void = () => undefined;
    const { i18n } = translator(vi.fn(() => new Promise<Catalogue>((r) => (arrive = r))));
    const heard = vi.fn();
    i18n.subscribe(heard);
    const before = i18n.getSnapshot();
    const switching = i18n.changeLanguage('en');
    expect(i18n.t('greeting')).toBe('Kumusta');
    expect(i18n.getSnapshot()).toBe(before);
    arrive(en);
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(i18n.getSnapshot().t('greeting')).toBe('Hello');
    expect(i18n.getSnapshot()).not.toBe(before);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('loads EN once, however often and however quickly it is chosen', async () => {
    const { i18n, load } = translator();
    await Promise.all([i18n.changeLanguage('en'), i18n.changeLanguage('en')]);
    await i18n.changeLanguage('fil');
    await i18n.changeLanguage('en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('greeting')).toBe('Hello');
  });

  it('shows the language chosen last when EN arrives after TY was chosen again', async () => {
    const { i18n } = translator();
    const toEn = i18n.changeLanguage('en');
    await i18n.changeLanguage('fil');
    await toEn;
    expect(i18n.language).toBe('fil');
    expect(i18n.t('greeting')).toBe('Kumusta');
  });

  it('keeps TY when EN cannot be fetched, and tries again the next time EN is chosen', async () => {
    const load = vi
      .fn<() => Promise<Catalogue>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(en);
    const { i18n } = translator(load);
    await expect(i18n.changeLanguage('en')).rejects.toThrow('offline');
    expect(i18n.language).toBe('fil');
    expect(i18n.t('greeting')).toBe('Kumusta');
    await i18n.changeLanguage('en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { i18n } = translator();
    const heard = vi.fn();
    const stop = i18n.subscribe(heard);
    stop();
    await i18n.changeLanguage('en');
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('a fallback catalogue in two parts', () => {
  const first = { greeting: 'Kumusta' } satisfies Catalogue;
  const rest = { home: { title: 'Tahanan' } } satisfies Catalogue;

  function twoParts(fetchRest = vi.fn(async (): Promise<Catalogue> => rest)) {
    const fetchEn = vi.fn(async (): Promise<Catalogue> => en);
    const i18n = createTranslator<'fil' | 'en', Key>({
      fallback: { tag: 'fil', catalogue: first, parts: { rest: fetchRest } },
      loaders: { en: fetchEn },
    });
    return { i18n, fetchRest, fetchEn };
  }

  it('shows the first part at once and fetches nothing while only its texts are asked for', () => {
    const { i18n, fetchRest } = twoParts();
    expect(i18n.t('greeting')).toBe('Kumusta');
    expect(fetchRest).not.toHaveBeenCalled();
  });

  it('has the rest once loadAll has resolved, and tells its listeners', async () => {
    const { i18n } = twoParts();
    const heard = vi.fn();
    i18n.subscribe(heard);
    const before = i18n.getSnapshot();
    await i18n.loadAll();
    expect(i18n.t('home.title')).toBe('Tahanan');
    expect(i18n.t('greeting')).toBe('Kumusta');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(i18n.getSnapshot()).not.toBe(before);
    expect(i18n.language).toBe('fil');
  });

  it('fetches the rest when a text is not yet there, once, and shows the text when it arrives', async () => {
    const { i18n, fetchRest } = twoParts();
    const heard = vi.fn();
    i18n.subscribe(heard);
    expect(i18n.t('home.title')).toBe('home.title');
    expect(i18n.t('home.title')).toBe('home.title');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(fetchRest).toHaveBeenCalledTimes(1);
    expect(i18n.t('home.title')).toBe('Tahanan');
    await i18n.loadAll();
    expect(fetchRest).toHaveBeenCalledTimes(1);
  });

  it('knows which texts it has: the first part at once, the rest once it is here', async () => {
    const { i18n } = twoParts();
    expect(i18n.has('greeting')).toBe(true);
    expect(i18n.has('home.title')).toBe(false);
    expect(i18n.has('home')).toBe(false);
    await i18n.loadAll();
    expect(i18n.has('home.title')).toBe(true);
  });

  it('tries again after a failed fetch of the rest', async () => {
    const fetchRest = vi
      .fn<() => Promise<Catalogue>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rest);
    const { i18n } = twoParts(fetchRest);
    await expect(i18n.loadAll()).rejects.toThrow('offline');
    expect(i18n.t('home.title')).toBe('home.title');
    await i18n.loadAll();
    expect(i18n.t('home.title')).toBe('Tahanan');
  });

  it('in EN, waits for EN alone, and completes TY before showing it again', async () => {
    const { i18n, fetchRest } = twoParts();
    const toEn = i18n.changeLanguage('en');
    await i18n.loadAll();
    await toEn;
    expect(i18n.language).toBe('en');
    expect(i18n.t('home.title')).toBe('Home');
    expect(fetchRest).not.toHaveBeenCalled();

    await i18n.changeLanguage('fil');
    expect(fetchRest).toHaveBeenCalledTimes(1);
    expect(i18n.t('home.title')).toBe('Tahanan');
  });

  it('completes TY for a page when EN cannot be fetched', async () => {
    const { i18n, fetchEn } = twoParts();
    fetchEn.mockRejectedValue(new Error('offline'));
    await expect(i18n.changeLanguage('en')).rejects.toThrow('offline');
    await i18n.loadAll();
    expect(i18n.language).toBe('fil');
    expect(i18n.t('home.title')).toBe('Tahanan');
  });
});

describe('a fallback catalogue in named parts', () => {
  const first = { greeting: 'Kumusta' } satisfies Catalogue;
  const authPart = { deposit: { done: 'Tapos na' } } satisfies Catalogue;
  const pagesPart = { home: { title: 'Tahanan' } } satisfies Catalogue;

  function threeParts() {
    const fetchAuth = vi.fn(async (): Promise<Catalogue> => authPart);
    const fetchPages = vi.fn(async (): Promise<Catalogue> => pagesPart);
    const i18n = createTranslator<'fil' | 'en', Key>({
      fallback: { tag: 'fil', catalogue: first, parts: { auth: fetchAuth, pages: fetchPages } },
      loaders: { en: async () => en },
    });
    return { i18n, fetchAuth, fetchPages };
  }

  it('fetches only the parts a page asks for', async () => {
    const { i18n, fetchAuth, fetchPages } = threeParts();
    await i18n.loadParts(['auth']);
    expect(i18n.t('deposit.done')).toBe('Tapos na');
    expect(fetchAuth).toHaveBeenCalledTimes(1);
    expect(fetchPages).not.toHaveBeenCalled();
    await i18n.loadAll();
    expect(i18n.t('home.title')).toBe('Tahanan');
    expect(fetchAuth).toHaveBeenCalledTimes(1);
  });

  it('fetches the missing parts when a text of none it has is asked for', async () => {
    const { i18n, fetchPages } = threeParts();
    await i18n.loadParts(['auth']);
    expect(i18n.t('home.title')).toBe('home.title');
    await vi.waitFor(() => expect(i18n.t('home.title')).toBe('Tahanan'));
    expect(fetchPages).toHaveBeenCalledTimes(1);
  });

  it('back from EN, waits for the parts asked for so far, not the others', async () => {
    const { i18n, fetchAuth, fetchPages } = threeParts();
    await i18n.changeLanguage('en');
    await i18n.loadParts(['auth']);
    expect(fetchAuth).not.toHaveBeenCalled();
    await i18n.changeLanguage('fil');
    expect(i18n.t('deposit.done')).toBe('Tapos na');
    expect(fetchPages).not.toHaveBeenCalled();
  });

  it('refuses a part it does not have', async () => {
    const { i18n } = threeParts();
    await expect(i18n.loadParts(['agents'])).rejects.toThrow('No part "agents"');
    // Nor does it wait for it later: back from EN, TY shows again.
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('fil');
    expect(i18n.language).toBe('fil');
  });
});
