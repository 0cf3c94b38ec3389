/**
 * Who may use each route of the API: the classification the authorization sweep checks against
 * the route table the app registers (a route missing here, or an entry naming no route, fails the
 * sweep, so a new route is classified when it is added).
 */

import { articleBody } from '../../apps/server/src/modules/articles/test-helpers';
import { productBody } from '../../apps/server/src/modules/products/test-helpers';
import { bankQuestions } from '../../apps/server/src/modules/quiz/test-helpers';
import type { World } from './world';

/** The request the sweep sends to a route: the world's ids in its path, a valid body. */
export interface SweepRequest {
  url: string;
  payload?: Record<string, unknown>;
}

type Build = (world: World) => SweepRequest | Promise<SweepRequest>;

export type Access =
  /** Anyone, signed in or not: public reads, sign-in and sign-up, token links from mails. */
  | { kind: 'public' }
  /** The signed-in member's own data; who they are comes from the session only. */
  | { kind: 'self' }
  /** An id naming another member or public content, acted on in the actor's own name. */
  | { kind: 'other' }
  /** An id naming one member's private resource: anyone else gets 403 or 404. */
  | { kind: 'owner'; request: Build }
  /** Admins only: members get 403, visitors 401. */
  | { kind: 'admin'; request: Build };

const PUBLIC = { kind: 'public' } as const;
const SELF = { kind: 'self' } as const;
const OTHER = { kind: 'other' } as const;
const owner = (request: Build): Access => ({ kind: 'owner', request });
const admin = (request: Build): Access => ({ kind: 'admin', request });

const reason = { reason: 'Breaks the community rules.' };
const question = () =>
  bankQuestions(1, { category: 'history', difficulty: 'hard', type: 'boolean' }, 'Sweep')[0] ?? {};

/** Every route of the API by `METHOD path` (HEAD mirrors GET; the OpenAPI UI is public). */
export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': PUBLIC,
  'POST /api/users': PUBLIC,
  'POST /api/users/auth': PUBLIC,
  'GET /api/users/logout': PUBLIC,
  'POST /api/users/logout': PUBLIC,
  'GET /api/session': PUBLIC,
  'GET /api/users/:id': PUBLIC,
  'GET /api/users/:id/followers': PUBLIC,
  'GET /api/users/:id/following': PUBLIC,
  'POST /api/mail/unsubscribe': PUBLIC,
  'POST /api/users/email/confirm': PUBLIC,
  'POST /api/users/password/forgot': PUBLIC,
  'POST /api/users/password/reset': PUBLIC,
  'GET /api/posts': PUBLIC,
  'GET /api/posts/:postId': PUBLIC,
  'GET /api/userposts/:id': PUBLIC,
  'GET /api/comments/:postId': PUBLIC,
  'GET /api/like/:postId': PUBLIC,
  'GET /api/article': PUBLIC,
  'GET /api/article/:id': PUBLIC,
  'GET /api/products': PUBLIC,
  'GET /api/review': PUBLIC,
  'GET /api/quiz': PUBLIC,
  'GET /api/quiz/allowance': PUBLIC,
  'GET /api/search': PUBLIC,
  'GET /api/translate/availability': PUBLIC,
  'GET /images/:name': PUBLIC,

  'GET /api/blocks': SELF,
  'PUT /api/account/languages': SELF,
  'PUT /api/account/password': SELF,
  'POST /api/account/logout-everywhere': SELF,
  'GET /api/account/export': SELF,
  'POST /api/account/delete': SELF,
  'GET /api/account/mail-settings': SELF,
  'PUT /api/account/mail-settings': SELF,
  'POST /api/users/email/resend': SELF,
  'POST /api/posts': SELF,
  'GET /api/userposts': SELF,
  'POST /api/reports': SELF,
  'GET /api/reports/mine': SELF,
  'POST /api/conversations': SELF,
  'GET /api/userschat': SELF,
  'GET /api/notifications': SELF,
  'GET /api/notifications/unread': SELF,
  'POST /api/notifications/read': SELF,
  'POST /api/stripe/create-checkout-session': SELF,
  'GET /api/orders': SELF,
  'GET /api/membership': SELF,
  'POST /api/membership/cancel': SELF,
  'GET /api/review/mine': SELF,
  'POST /api/review': SELF,
  'POST /api/translate': SELF,

  'POST /api/follow/:id': OTHER,
  'POST /api/unfollow/:id': OTHER,
  'POST /api/blocks/:id': OTHER,
  'DELETE /api/blocks/:id': OTHER,
  'POST /api/comments/:postId': OTHER,
  'POST /api/like/:postId': OTHER,

  'PUT /api/profileupdated/:id': owner((w) => ({
    url: `/api/profileupdated/${w.owner.user._id}`,
    payload: { name: 'Hijacked Name', bio: 'Hijacked bio' },
  })),
  'PATCH /api/updatedbio/:id': owner((w) => ({
    url: `/api/updatedbio/${w.owner.user._id}`,
    payload: { bio: 'Hijacked bio' },
  })),
  'PATCH /api/posts/:postId': owner((w) => ({
    url: `/api/posts/${w.ids.post}`,
    payload: { title: 'Hijacked title', content: 'Hijacked content of the post' },
  })),
  'DELETE /api/posts/:postId': owner((w) => ({ url: `/api/posts/${w.ids.post}` })),
  'PATCH /api/comments/:commentId': owner((w) => ({
    url: `/api/comments/${w.ids.comment}`,
    payload: { commentContent: 'Hijacked comment' },
  })),
  'DELETE /api/comments/:commentId': owner((w) => ({ url: `/api/comments/${w.ids.comment}` })),
  'GET /api/conversations/:userId': owner((w) => ({
    url: `/api/conversations/${w.owner.user._id}`,
  })),
  'GET /api/conversations/:userId/unread': owner((w) => ({
    url: `/api/conversations/${w.owner.user._id}/unread`,
  })),
  'POST /api/conversations/:conversationId/read': owner((w) => ({
    url: `/api/conversations/${w.ids.conversation}/read`,
  })),
  'GET /api/messages/:conversationId': owner((w) => ({
    url: `/api/messages/${w.ids.conversation}`,
  })),
  // The conversation is named in the body.
  'POST /api/messages': owner((w) => ({
    url: '/api/messages',
    payload: { conversationId: w.ids.conversation, text: 'Hijacked message' },
  })),
  'POST /api/notifications/:notificationId/read': owner((w) => ({
    url: `/api/notifications/${w.ids.notification}/read`,
  })),
  'GET /api/orders/:orderId': owner((w) => ({ url: `/api/orders/${w.ids.order}` })),
  'POST /api/test-checkout/:orderId/pay': owner((w) => ({
    url: `/api/test-checkout/${w.ids.order}/pay`,
  })),
  'POST /api/test-checkout/:orderId/cancel': owner((w) => ({
    url: `/api/test-checkout/${w.ids.order}/cancel`,
  })),
  'POST /api/quiz/attempts/:attemptId/result': owner((w) => ({
    url: `/api/quiz/attempts/${w.ids.quizAttempt}/result`,
    payload: { score: 5, total: 5 },
  })),

  'GET /api/reports': admin(() => ({ url: '/api/reports' })),
  'GET /api/admin/reports': admin(() => ({ url: '/api/admin/reports' })),
  'POST /api/admin/reports/:reportId/dismiss': admin((w) => ({
    url: `/api/admin/reports/${w.ids.report}/dismiss`,
    payload: reason,
  })),
  'POST /api/admin/posts/:postId/remove': admin((w) => ({
    url: `/api/admin/posts/${w.ids.post}/remove`,
    payload: reason,
  })),
  'POST /api/admin/comments/:commentId/remove': admin((w) => ({
    url: `/api/admin/comments/${w.ids.comment}/remove`,
    payload: reason,
  })),
  'POST /api/admin/users/:id/suspend': admin((w) => ({
    url: `/api/admin/users/${w.owner.user._id}/suspend`,
    payload: reason,
  })),
  'POST /api/admin/users/:id/unsuspend': admin((w) => ({
    url: `/api/admin/users/${w.owner.user._id}/unsuspend`,
    payload: reason,
  })),
  'GET /api/admin/audit': admin(() => ({ url: '/api/admin/audit' })),
  'POST /api/article': admin(() => ({ url: '/api/article', payload: articleBody() })),
  'PUT /api/article/:id': admin((w) => ({
    url: `/api/article/${w.ids.article}`,
    payload: articleBody({ title: 'Hijacked article title' }),
  })),
  'DELETE /api/article/:id': admin((w) => ({ url: `/api/article/${w.ids.article}` })),
  'POST /api/article/images': admin(() => ({ url: '/api/article/images' })),
  'POST /api/products': admin(async () => ({ url: '/api/products', payload: await productBody() })),
  'PUT /api/products/:id': admin(async (w) => ({
    url: `/api/products/${w.ids.product}`,
    payload: await productBody({ title: 'Hijacked product' }),
  })),
  'DELETE /api/products/:id': admin((w) => ({ url: `/api/products/${w.ids.product}` })),
  'GET /api/quiz/questions': admin(() => ({ url: '/api/quiz/questions' })),
  'POST /api/quiz/questions': admin(() => ({ url: '/api/quiz/questions', payload: question() })),
  'PUT /api/quiz/questions/:id': admin((w) => ({
    url: `/api/quiz/questions/${w.ids.question}`,
    payload: question(),
  })),
  'POST /api/quiz/import': admin(() => ({
    url: '/api/quiz/import',
    payload: { results: [question()] },
  })),
  'PUT /api/review/:id/hidden': admin((w) => ({
    url: `/api/review/${w.ids.review}/hidden`,
    payload: { hidden: true },
  })),
};

/** Routes the table need not list: the OpenAPI document and its UI, public by design. */
export const isDocsRoute = (url: string): boolean => url.startsWith('/api/docs');
