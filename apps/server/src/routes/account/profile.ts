import type { FastifyInstance } from 'fastify';
import { HEAD_ICON_COUNT, headIcon, memberInfo, setHeadIcon } from '@playdeck/contract';
import { route, type RouteContext } from '../../http/route';
import { maskEmail, maskMobile } from '../../accounts/mobile';
import { existingAccount, setHeadIconOf } from '../../store/users';
import { refuse } from '../../accounts/refusals';

export const avatarUrl = (icon: string) => `/media/avatars/${icon}.svg`;

/** The member's own profile: what it shows, and its avatar. */
export function profileRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, memberInfo, ({ session }) => {
    const a = existingAccount(db, session.id);
    return {
      id: a.id,
      account: a.username,
      nickname: a.nickname,
      type: a.type,
      clubLabel: a.club_label ? { labelName: a.club_label } : null,
      regDate: a.created_at,
      mobile: maskMobile(a.mobile),
      email: maskEmail(a.email),
      headIcon: a.head_icon,
    };
  });

  route(app, ctx, headIcon, ({ session }) => {
    const icon = existingAccount(db, session.id).head_icon;
    return { icon, url: avatarUrl(icon) };
  });

  route(app, ctx, setHeadIcon, ({ params, session }) => {
    const n = Number(params.icon);
    if (!Number.isInteger(n) || n < 1 || n > HEAD_ICON_COUNT)
      throw refuse('register.field.invalid', { field: 'icon', problem: 'pattern' });
    const icon = String(n);
    setHeadIconOf(db, session.id, icon);
    return { icon, url: avatarUrl(icon) };
  });
}
