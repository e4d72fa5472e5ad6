import type { CallDef } from '../call';
import { calls } from '../calls';
import { platformCalls } from './index';
import { schemaFacts } from './schemaFacts';
import type { PlatformCall } from './types';

// docs/api.md's call-by-call table, printed from the conformance entries (what the platform is
// known to send) and the contract's schemas (what the site requires, what a missing field reads
// as). The conformance suite fails when the document and this print differ.

export const TABLE_START =
  '<!-- prettier-ignore-start -->\n<!-- The call table is printed by packages/contract (see above). -->';
export const TABLE_END = '<!-- prettier-ignore-end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

/** `a[].x = 1`, `b[].x = 1` → `{a,b}[].x = 1` (the announcement lists share their defaults). */
function grouped(entries: string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const entry of entries) {
    const m = /^([^.[\]]+)(.*)$/.exec(entry);
    const [head, rest] = m ? [m[1] ?? '', m[2] ?? ''] : [entry, ''];
    const heads = groups.get(rest) ?? [];
    heads.push(head);
    groups.set(rest, heads);
  }
  return [...groups].map(([rest, heads]) =>
    heads.length > 1 ? `{${heads.join(',')}}${rest}` : `${heads[0] ?? ''}${rest}`,
  );
}

function request(p: PlatformCall): string {
  const parts = [`${p.method} ${code(p.path)}`];
  // A module id chosen per request (`moduleIdFor`) follows the one of every other request.
  const perRequest = (p.moduleIdFor ?? []).map((r) => `${r.moduleId} when ${r.when}`);
  if (p.moduleId || perRequest.length)
    parts.push(
      `ModuleId ${p.moduleId ?? 'none'}${perRequest.length ? ` (${perRequest.join(', ')})` : ''}`,
    );
  parts.push(
    {
      query: 'query',
      json: 'JSON body',
      form: 'form body',
      encrypted: 'encrypted body',
      none: 'no body',
    }[p.sends],
  );
  if (p.keyHeader) parts.push('Encryption header');
  if (p.token === true) parts.push('token');
  if (p.token === 'optional') parts.push('token when signed in');
  if (p.bare) parts.push('answer without envelope');
  if (p.text) parts.push('answer as text');
  if (p.noRetry) parts.push('never repeated');
  return parts.join(' · ');
}

const KINDS: Record<string, string> = {
  object: 'an object',
  record: 'an object',
  array: 'an array',
  string: 'a text',
  number: 'a number',
  int: 'a number',
};

function requires(def: CallDef, p: PlatformCall): string {
  const facts = schemaFacts(def.response);
  const listed = facts.required.map((path) => (path === '[]' ? 'an array' : code(path))).join(', ');
  if (p.note) return [listed, p.note].filter(Boolean).join('; ');
  if (listed) return listed;
  if (facts.kind === 'unknown') return 'nothing: `success` is the answer';
  const kind = KINDS[facts.kind] ?? facts.kind;
  return kind === 'an object' ? 'an object (nothing in it in particular)' : kind;
}

function defaults(def: CallDef): string {
  const list = grouped(schemaFacts(def.response).defaults);
  return list.length ? list.map(code).join(', ') : '–';
}

/** The Markdown table, one row per call in the order of the call table. */
export function renderApiTable(): string {
  const rows = [
    '| call | request | the platform is known to send | the site requires | a missing field reads as |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [name, def] of Object.entries(calls) as [keyof typeof calls, CallDef][]) {
    const p = platformCalls[name];
    rows.push(
      `| ${[code(name), request(p), p.known, requires(def, p), defaults(def)].map(cell).join(' | ')} |`,
    );
  }
  return rows.join('\n');
}
