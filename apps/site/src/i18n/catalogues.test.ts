import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import tyShell from './locales/ty.shell.json';
import tyAuth from './locales/ty.auth.json';
import tyPages from './locales/ty.pages.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}

const tyLeaves = leaves({ ...tyShell, ...tyAuth, ...tyPages } as Tree);
const enLeaves = leaves(en as Tree);
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('splits TY into parts that share no top-level entry', () => {
    const names = [tyShell, tyAuth, tyPages].flatMap((part) => Object.keys(part));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('has every TY key in EN', () => {
    expect([...tyLeaves.keys()].filter((k) => !enLeaves.has(k))).toEqual([]);
  });

  it('has every EN key in TY', () => {
    expect([...enLeaves.keys()].filter((k) => !tyLeaves.has(k))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...tyLeaves, ...enLeaves].filter(([, v]) => !v.trim()).map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    // A plural form may always name the count: Filipino's "one" form also covers 2, 3, 5, 7, 8...
    const named = (k: string, text: string) =>
      placeholders(text)
        .filter((p) => !(PLURAL_KEY.test(k) && p === 'count'))
        .join();
    const differ = [...tyLeaves.keys()].filter(
      (k) => named(k, tyLeaves.get(k)!) !== named(k, enLeaves.get(k) ?? ''),
    );
    expect(differ).toEqual([]);
  });

  it('carries the spec wording for the restriction and error catalogue in EN', () => {
    expect(en.free_reject).toBe('Please login an actual account to use this function');
    expect(en.error.notLoggedIn).toBe('You are not logged in, please login first');
    expect(en.error.confirmMismatch).toBe('Confirmation password not matched');
    expect(en.error.captchaEmpty).toBe('Enter a captcha');
    expect(en.error.useSafari).toBe('Please use Safari for download App.');
    expect(en.error.usernameTaken).toBe('Sorry, the username already exists');
  });
});
