import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const themeInit = readFileSync(join(__dirname, '../../public/theme-init.js'), 'utf8');

/** The <head> index.html ships, with the skin's bar colours filled in. */
function setUpHead() {
  document.documentElement.setAttribute('data-theme', 'dark');
  document.head.innerHTML =
    '<meta name="theme-color" content="#121829" data-dark="#121829" data-light="#FFFFFF">';
}
const barColour = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
const runThemeInit = () => new Function(themeInit)();

beforeEach(() => {
  localStorage.clear();
  setUpHead();
  vi.resetModules();
});
afterEach(() => vi.restoreAllMocks());

describe('theme-init.js, before first paint', () => {
  it('shows dark mode when nothing is stored', () => {
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(barColour()).toBe('#121829');
  });

  it('shows the stored light mode and its browser bar colour', () => {
    localStorage.setItem('pd-theme', 'light');
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(barColour()).toBe('#FFFFFF');
  });

  it('falls back to dark for anything else stored, or when storage is blocked', () => {
    localStorage.setItem('pd-theme', 'sepia');
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    document.documentElement.setAttribute('data-theme', 'light');
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('the mode store', () => {
  it('starts from the mode theme-init.js applied', async () => {
    localStorage.setItem('pd-theme', 'light');
    runThemeInit();
    const { useTheme } = await import('./theme');
    expect(useTheme.getState().mode).toBe('light');
  });

  it('switches the page, the browser bar and the stored mode together', async () => {
    runThemeInit();
    const { useTheme } = await import('./theme');
    useTheme.getState().toggle();
    expect(useTheme.getState().mode).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(barColour()).toBe('#FFFFFF');
    expect(localStorage.getItem('pd-theme')).toBe('light');
    useTheme.getState().setMode('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(barColour()).toBe('#121829');
    expect(localStorage.getItem('pd-theme')).toBe('dark');
  });

  it('keeps working when storage is full or blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const { useTheme } = await import('./theme');
    useTheme.getState().setMode('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('follows a mode chosen in another tab', async () => {
    const { useTheme } = await import('./theme');
    window.dispatchEvent(new StorageEvent('storage', { key: 'pd-theme', newValue: 'light' }));
    expect(useTheme.getState().mode).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'EN' }));
    expect(useTheme.getState().mode).toBe('light');
  });
});
