/**
 * A form problem as a zod issue message: a code the site translates (`auth.validation.<code>`),
 * with the numbers its wording needs, e.g. `tooShort?min=6`. Keeping the message a plain string
 * lets the same schemas run in react-hook-form, on a server and in tests.
 */
export type ProblemParams = Readonly<Record<string, string | number>>;

export interface Problem {
  code: string;
  params: Record<string, string>;
}

export function problem(code: string, params: ProblemParams = {}): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return code;
  return `${code}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** Reads a message written by {@link problem}; any other text becomes its own code. */
export function readProblem(message: string | null | undefined): Problem {
  const text = message ?? '';
  const at = text.indexOf('?');
  if (at < 0) return { code: text, params: {} };
  return {
    code: text.slice(0, at),
    params: Object.fromEntries(new URLSearchParams(text.slice(at + 1))),
  };
}
