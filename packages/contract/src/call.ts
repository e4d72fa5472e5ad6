import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One row of the call table: everything both the client and the server need to agree on. */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  id: string;
  method: HttpMethod;
  path: string;
  /** Sent as the `ModuleId` header. */
  moduleId?: string;
  /** Needs `Authorization` with the raw session token. */
  token: boolean;
  /** Body goes through the platform's DES + RSA payload codec. */
  encrypted: boolean;
  request: Req;
  response: Res;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  def: CallDef<Req, Res>,
): CallDef<Req, Res> {
  return def;
}

export type RequestOf<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
