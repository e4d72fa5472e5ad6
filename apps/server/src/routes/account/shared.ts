import type { FastifyRequest } from 'fastify';
import { checkRegisterField } from '@playdeck/domain';
import type { RouteContext } from '../../http/route';
import { takeSlot } from '../../http/rateLimit';
import type { OperatorSettings } from '../../settings';
import { CODE_TTL_MS } from '../../accounts/codes';
import { limits } from '../../accounts/limits';
import { refuse } from '../../accounts/refusals';

export const TEMP_PASSWORD_TTL_MS = 30 * 60 * 1000;

export function defaultDialingCode(s: OperatorSettings): string {
  return s.countries[0]?.dialingCode ?? '63';
}

/** Whether the field passes the operator's rule; refuses `register.field.invalid` otherwise. */
export function checkField(
  s: OperatorSettings,
  field: string,
  value: string | null | undefined,
  as = field,
): void {
  const problem = checkRegisterField(s.register[field], value, { field });
  if (problem) throw refuse('register.field.invalid', { field: as, problem });
}

/** Sends an SMS code, the same answer whoever owns the number. */
export function smsAnswer(ctx: RouteContext, req: FastifyRequest, purpose: string, target: string) {
  const now = ctx.now();
  takeSlot(ctx.db, limits.smsIpHour, req.ip, now);
  takeSlot(ctx.db, limits.smsTargetMinute, `${purpose}:${target}`, now);
  takeSlot(ctx.db, limits.smsTargetHour, target, now);
  return now + CODE_TTL_MS;
}
