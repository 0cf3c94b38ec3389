import { type QueueReport, type ReportTarget, SuspendUserBody } from '@one-world/contract';
import { createTranslator, loadCatalog } from '@one-world/i18n';
import { describe, expect, it } from 'vitest';
import {
  actionWording,
  FOR_GOOD,
  reportActions,
  SUSPENSION_LENGTHS,
  suspensionDays,
} from './desk-action';

const author = { _id: 'a1', name: 'Ada', img: { secure_url: '' } };
const removal = { reason: 'Spam', at: '2026-11-01T10:00:00.000Z' };

function report(target: ReportTarget): QueueReport {
  return {
    _id: 'r1',
    kind: target.kind,
    targetId: 't1',
    title: 'Spam',
    description: 'Sells things',
    status: 'open',
    createdAt: '2026-11-01T09:00:00.000Z',
    resolvedAt: null,
    reporter: { _id: 'm1', name: 'Mo' },
    target,
    targetReportCount: 1,
  };
}

const post = (removed: typeof removal | null = null): ReportTarget => ({
  kind: 'post',
  post: { _id: 'p1', title: 'Buy', content: 'Cheap', createdAt: removal.at, author, removed },
});
const member = (suspended: boolean): ReportTarget => ({
  kind: 'user',
  user: {
    ...author,
    bio: '',
    suspension: suspended ? { since: removal.at, until: null, reason: 'Spam' } : null,
  },
});

const english = createTranslator('en', await loadCatalog('en'));
const arabic = createTranslator('ar', await loadCatalog('ar'));

const labels = (target: ReportTarget) =>
  reportActions(report(target)).map((c) => english.t(c.label));

describe('reportActions', () => {
  it('offers removing a post, suspending its author and dismissing', () => {
    expect(labels(post())).toEqual(['Remove post', 'Suspend author', 'Dismiss']);
    // The report is about the post, not its author: the suspension names no report.
    expect(reportActions(report(post()))[1]?.action).toEqual({
      type: 'suspend',
      member: author,
    });
    expect(reportActions(report(post()))[0]?.action).toEqual({
      type: 'remove',
      reportId: 'r1',
      kind: 'post',
      contentId: 'p1',
    });
  });

  it('does not offer removing content that is already removed', () => {
    expect(labels(post(removal))).toEqual(['Suspend author', 'Dismiss']);
  });

  it('offers removing a comment by its own endpoint kind', () => {
    const comment: ReportTarget = {
      kind: 'comment',
      comment: {
        _id: 'c1',
        content: 'Rude',
        createdAt: removal.at,
        postId: 'p1',
        postTitle: 'Buy',
        author,
        removed: null,
      },
    };
    expect(reportActions(report(comment))[0]).toMatchObject({
      label: 'moderation.removeComment',
      action: { type: 'remove', kind: 'comment', contentId: 'c1' },
    });
  });

  it('suspends a reported member, or lifts the suspension in force', () => {
    expect(labels(member(false))).toEqual(['Suspend member', 'Dismiss']);
    expect(reportActions(report(member(false)))[0]?.action).toEqual({
      type: 'suspend',
      reportId: 'r1',
      member: expect.objectContaining({ _id: 'a1', name: 'Ada' }),
    });
    expect(labels(member(true))).toEqual(['Lift suspension', 'Dismiss']);
  });

  it('leaves only Dismiss when the target no longer exists', () => {
    expect(labels({ kind: 'post', post: null })).toEqual(['Dismiss']);
    expect(labels({ kind: 'comment', comment: null })).toEqual(['Dismiss']);
    expect(labels({ kind: 'user', user: null })).toEqual(['Dismiss']);
  });
});

describe('suspension lengths', () => {
  it('sends days for a period and none for good', () => {
    expect(suspensionDays('7')).toBe(7);
    expect(suspensionDays(FOR_GOOD)).toBeUndefined();
  });

  it('offers only lengths the contract accepts', () => {
    for (const { value } of SUSPENSION_LENGTHS) {
      const body = { reason: 'Scam posts', days: suspensionDays(value) };
      expect(SuspendUserBody.safeParse(body).success).toBe(true);
    }
  });
});

describe('actionWording', () => {
  it('asks for a reason only where the contract requires one', () => {
    const member = { _id: 'a1', name: 'Ada' };
    expect(actionWording({ type: 'dismiss', reportId: 'r1' }).reasonRequired).toBe(false);
    expect(actionWording({ type: 'unsuspend', member }).reasonRequired).toBe(false);
    const remove = actionWording({ type: 'remove', reportId: 'r1', kind: 'post', contentId: 'p1' });
    expect(remove.reasonRequired).toBe(true);
    expect(english.t(remove.title)).toBe('Remove this post?');
    expect(english.t(remove.confirmLabel)).toBe('Remove post');
    const suspend = actionWording({ type: 'suspend', reportId: 'r1', member });
    expect(suspend.reasonRequired).toBe(true);
    expect(english.t(suspend.title)).toBe('Suspend Ada?');
    expect(arabic.t(suspend.title)).toContain('Ada');
  });
});

describe('suspension length labels', () => {
  it('count days with each language’s plural forms', () => {
    const words = (translator: typeof english) =>
      SUSPENSION_LENGTHS.map(({ label }) => translator.t(label));
    expect(words(english)).toEqual(['1 day', '7 days', '30 days', '1 year', 'For good']);
    expect(words(arabic)).toEqual(['يوم واحد', '7 أيام', '30 يومًا', 'سنة واحدة', 'نهائيًا']);
  });
});
