import { describe, expect, it } from 'vitest';
import { expectedTokenNames, loadAll } from '@playdeck/tokens/lib/load';
import { cssVarName, emittedTokens } from '@playdeck/tokens/lib/theme';
import { vars } from './contract.css';

const leaves = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);

/** The CSS variables the contract promises components, e.g. --pd-color-page. */
const contractVariables = leaves(vars).map((v) => v.replace(/^var\((--[^)]+)\)$/, '$1'));
const tokenVariables = expectedTokenNames().map((name) => cssVarName(name.split('.')));

describe('theme contract and token files', () => {
  it('name only CSS variables the tokens define', () => {
    expect(contractVariables.filter((v) => !tokenVariables.includes(v))).toEqual([]);
  });

  it('leave no emitted token out of the contract', () => {
    expect(tokenVariables.filter((v) => !contractVariables.includes(v))).toEqual([]);
  });

  it('are defined by every skin in every mode', () => {
    for (const { skin, mode, theme } of loadAll()) {
      const defined = emittedTokens(theme).map((t) => cssVarName(t.path));
      expect({
        skin,
        mode,
        missing: contractVariables.filter((v) => !defined.includes(v)),
      }).toEqual({
        skin,
        mode,
        missing: [],
      });
    }
  });
});
