import { describe, expect, it } from 'vitest';
import { readProblem } from '../auth/problems';
import { feedbackContentReady, feedbackSchema, FEEDBACK_QUESTION_TYPES } from './feedback';
import { helpEntryToOpen } from './help';
import {
  chatLanguage,
  messageCentreAction,
  messageCentreRows,
  messagingChannelUrl,
} from './messageCentre';
import {
  canMarkNoticeRead,
  noticeDate,
  noticeIndexFromQuery,
  noticeRead,
  noticesInOrder,
  noticeTypesFor,
} from './notices';
import { badgesVisible, chatCountAllowed, inboxCountAllowed, unreadTotal } from './unread';

const member = { type: 0 };
const trial = { type: 4 };
const agent = { type: 41 };

describe('unread counts', () => {
  it('totals announcements, chat and inbox, ignoring what is not a count', () => {
    expect(unreadTotal({ announcement: 3, chat: 1, inbox: 2 })).toBe(6);
    expect(unreadTotal({ announcement: 3, chat: Number.NaN, inbox: -1 })).toBe(3);
    expect(unreadTotal({})).toBe(0);
  });

  it('fetches inbox and chat counts only for sessions that are not trial; chat only with CBS3', () => {
    expect(inboxCountAllowed(member)).toBe(true);
    expect(inboxCountAllowed(trial)).toBe(false);
    expect(inboxCountAllowed(null)).toBe(false);
    expect(chatCountAllowed({ CBS3: true }, agent)).toBe(true);
    expect(chatCountAllowed({ CBS3: false }, member)).toBe(false);
    expect(chatCountAllowed({ CBS3: true }, trial)).toBe(false);
    expect(badgesVisible(null)).toBe(false);
    expect(badgesVisible(trial)).toBe(true);
  });
});

describe('message centre', () => {
  it('lists the channel when configured, live chat only with CBS3, service when there is a link', () => {
    expect(
      messageCentreRows({
        flags: { CBS3: true },
        channelUrl: 'https://t.me/x',
        customerServiceUrl: '/support/',
      }),
    ).toEqual(['channel', 'announcements', 'inbox', 'liveChat', 'feedback', 'affiliateService']);
    expect(messageCentreRows({ flags: {}, channelUrl: null, customerServiceUrl: null })).toEqual([
      'announcements',
      'inbox',
      'feedback',
    ]);
  });

  it('finds the messaging-app channel among the resources', () => {
    expect(
      messagingChannelUrl([
        { resourceType: 'IOS', url: '/ios' },
        { resourceType: 'Telegram', url: ' https://t.me/p ' },
      ]),
    ).toBe('https://t.me/p');
    expect(messagingChannelUrl([{ resourceType: 'Android', url: '/a' }])).toBeNull();
  });

  it('sends visitors to login, trial accounts away from inbox and chat', () => {
    expect(messageCentreAction('announcements', null)).toBe('login');
    expect(messageCentreAction('inbox', null)).toBe('login');
    expect(messageCentreAction('inbox', trial)).toBe('free_reject');
    expect(messageCentreAction('liveChat', trial)).toBe('free_reject');
    expect(messageCentreAction('announcements', trial)).toBe('open');
    expect(messageCentreAction('inbox', member)).toBe('open');
    expect(messageCentreAction('affiliateService', null)).toBe('open');
    expect(messageCentreAction('feedback', null)).toBe('login');
    expect(messageCentreAction('feedback', trial)).toBe('open');
  });

  it('names the chat language in upper case with Chinese variants as CN', () => {
    expect(chatLanguage('en')).toBe('EN');
    expect(chatLanguage('TY')).toBe('TY');
    expect(chatLanguage('zh-CN')).toBe('CN');
    expect(chatLanguage('cn_tw')).toBe('CN');
    expect(chatLanguage('')).toBe('TY');
  });
});

describe('notices', () => {
  it('counts every notice read for trial accounts', () => {
    expect(noticeRead(false, trial)).toBe(true);
    expect(noticeRead(false, member)).toBe(false);
    expect(noticeRead(true, member)).toBe(true);
  });

  it('marks read only for logged-in, non-trial sessions, once', () => {
    expect(canMarkNoticeRead(member, false)).toBe(true);
    expect(canMarkNoticeRead(member, true)).toBe(false);
    expect(canMarkNoticeRead(trial, false)).toBe(false);
    expect(canMarkNoticeRead(null, false)).toBe(false);
  });

  it('writes the start date as YYYY-MM-DD in Philippine time', () => {
    expect(noticeDate(Date.UTC(2025, 0, 31, 17, 0))).toBe('2025-02-01');
    expect(noticeDate(null)).toBe('');
  });

  it('selects an item by index from the query', () => {
    expect(noticeIndexFromQuery('?index=2', 4)).toBe(2);
    expect(noticeIndexFromQuery('?1', 4)).toBe(1);
    expect(noticeIndexFromQuery('?index=4', 4)).toBeNull();
    expect(noticeIndexFromQuery('?index=-1', 4)).toBeNull();
    expect(noticeIndexFromQuery('', 4)).toBeNull();
  });

  it('lists agent announcements on the agent path', () => {
    expect(noticeTypesFor('/m/notice')).toBe('B,PL,PU');
    expect(noticeTypesFor('/m/member/notice')).toBe('A');
  });
});

describe('feedback', () => {
  const firstProblems = (v: unknown) => {
    const r = feedbackSchema.safeParse(v);
    return r.success
      ? {}
      : Object.fromEntries(
          r.error.issues.map((i) => [i.path.join('.'), readProblem(i.message).code]).reverse(),
        );
  };

  it('offers the question types in the spec order', () => {
    expect(FEEDBACK_QUESTION_TYPES).toEqual([1, 2, 3, 4, 6, 0]);
  });

  it('is ready to send with 10 to 200 characters', () => {
    expect(feedbackContentReady('too short')).toBe(false);
    expect(feedbackContentReady('ten chars!')).toBe(true);
    expect(feedbackContentReady('x'.repeat(200))).toBe(true);
    expect(feedbackContentReady('x'.repeat(201))).toBe(false);
    expect(feedbackContentReady('   padded  ')).toBe(false);
  });

  it('asks for the type, the length and the captcha ("Enter a captcha")', () => {
    expect(firstProblems({ type: 1, content: 'Deposit not credited yet', captcha: '' })).toEqual({
      captcha: 'captchaEmpty',
    });
    expect(firstProblems({ type: 5, content: 'short', captcha: '12' })).toEqual({
      type: 'typeRequired',
      content: 'contentTooShort',
    });
    expect(firstProblems({ type: 0, content: 'Fine words here', captcha: '1'.repeat(17) })).toEqual(
      { captcha: 'captchaTooLong' },
    );
    expect(firstProblems({ type: 0, content: 'Fine words here', captcha: '1'.repeat(16) })).toEqual(
      {},
    );
  });
});

describe('help centre', () => {
  const entries = [
    { title: 'Deposits' },
    { title: 'About us', tag: 'about' },
    { title: 'Withdrawals' },
  ];
  it('opens the about entry by tag and others by position', () => {
    expect(helpEntryToOpen('?tag=about', entries)).toBe(1);
    expect(helpEntryToOpen('?i=2', entries)).toBe(2);
    expect(helpEntryToOpen('?i=3', entries)).toBeNull();
    expect(helpEntryToOpen('?i=x', entries)).toBeNull();
    expect(helpEntryToOpen('', entries)).toBeNull();
  });
});

describe('notices in order', () => {
  it('lists player notices and pop-ups together, newest first, undated last', () => {
    const ids = noticesInOrder(
      [
        { id: 'a', startDate: 100 },
        { id: 'b', startDate: 300 },
        { id: 'c', startDate: null },
      ],
      [{ id: 'p', startDate: 200 }],
    ).map((n) => n.id);
    expect(ids).toEqual(['b', 'p', 'a', 'c']);
  });
});
