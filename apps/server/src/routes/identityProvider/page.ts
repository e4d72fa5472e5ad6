import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, languageOf } from '@playdeck/domain';
import { readCookie } from '../../http/cookies';

// The demo identity provider's pages: who can sign in, the texts in both languages, and the frame.

export const IDP_PREFIX = '/idp';

export interface DemoPerson {
  id: string;
  name: string;
  email: string;
}

export const PEOPLE: readonly DemoPerson[] = [
  { id: 'maria', name: 'Maria Santos', email: 'maria.santos@example.com' },
  { id: 'juan', name: 'Juan dela Cruz', email: 'juan.delacruz@example.com' },
];

export const texts = {
  EN: {
    title: 'Sign in',
    standsFor: (p: string) => `Demo ${p} sign-in`,
    intro: (site: string) => `${site} asks who you are. Choose a demo account to continue.`,
    note: 'This demo identity provider runs inside the reference server: nothing leaves it.',
    choose: 'Continue as',
    newPerson: 'A new demo player',
    newPersonHint: 'A new account every time',
    allow: 'Continue',
    deny: 'Cancel',
    badRequest: 'This sign-in link is not valid.',
    badRequestHint: 'Go back to the site and start again.',
    tooMany: 'Too many sign-ins from here. Please try again later.',
  },
  TY: {
    title: 'Mag-sign in',
    standsFor: (p: string) => `Demo na pag-sign in sa ${p}`,
    intro: (site: string) =>
      `Gustong malaman ng ${site} kung sino ka. Pumili ng demo account para magpatuloy.`,
    note: 'Tumatakbo ang demo identity provider na ito sa loob ng reference server: walang lumalabas dito.',
    choose: 'Magpatuloy bilang',
    newPerson: 'Bagong demo player',
    newPersonHint: 'Bagong account sa bawat pagkakataon',
    allow: 'Magpatuloy',
    deny: 'Kanselahin',
    badRequest: 'Hindi wasto ang sign-in link na ito.',
    badRequestHint: 'Bumalik sa site at magsimula muli.',
    tooMany: 'Masyadong maraming sign-in mula rito. Subukan muli mamaya.',
  },
} as const;

export const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export const escape = (v: string) =>
  v.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function page(reply: FastifyReply, status: number, lang: 'EN' | 'TY', body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang === 'TY' ? 'fil' : 'en'}"><head><meta charset="utf-8" />` +
        `<meta name="viewport" content="width=device-width, initial-scale=1" />` +
        `<meta name="referrer" content="no-referrer" />` +
        `<title>${escape(texts[lang].title)}</title><link rel="stylesheet" href="${IDP_PREFIX}/idp.css" />` +
        `</head><body><main><div class="card">${body}</div></main></body></html>`,
    );
}

export const langOf = (req: FastifyRequest) => languageOf(readCookie(req, LANGUAGE_COOKIE));
