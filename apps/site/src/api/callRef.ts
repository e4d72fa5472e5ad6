import type { CallDef } from '@playdeck/contract';

/**
 * A call of the contract named before its definition has loaded: a query key needs only the id
 * and the token mode, the definition (its schemas, and with them zod) is needed when the call is
 * made. The shell and home name their calls this way, so the contract's runtime is fetched and run
 * next to the first render instead of before it.
 */
export interface CallRef<C extends CallDef> {
  readonly id: string;
  readonly token: C['token'];
  load(): Promise<C>;
}

/** A definition, or a reference that loads one. */
export type CallLike<C extends CallDef> = C | CallRef<C>;

export function resolveCall<C extends CallDef>(call: CallLike<C>): Promise<C> {
  return 'load' in call ? call.load() : Promise.resolve(call);
}
