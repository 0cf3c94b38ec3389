/**
 * The access tests' world: the real app built on a fresh database with its route table collected
 * as the routes are registered, three members, an admin, and one private resource of every kind
 * the first member ("owner") owns.
 */
import type { QuizResponse } from '@one-world/contract';
import type { RouteOptions } from 'fastify';
import { writeArticle } from '../../apps/server/src/modules/articles/test-helpers';
import {
  addProduct,
  checkout,
  orderIdOfUrl,
} from '../../apps/server/src/modules/payments/test-helpers';
import { bankQuestions } from '../../apps/server/src/modules/quiz/test-helpers';
import { addReview } from '../../apps/server/src/modules/reviews/test-helpers';
import {
  makeAdmin,
  type SignedUp,
  sendMessage,
  signUp,
  startConversation,
} from '../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../apps/server/src/test/harness';
import { comment, publish } from '../../apps/server/src/test/posts';

/** One route as registered: `GET /api/posts/:postId`, its config and its onRequest hooks. */
export interface CollectedRoute {
  key: string;
  method: string;
  url: string;
  config: RouteOptions['config'];
  onRequest: string[];
}

export interface World {
  t: TestApp;
  routes: CollectedRoute[];
  owner: SignedUp;
  intruder: SignedUp;
  partner: SignedUp;
  admin: SignedUp;
  /** Ids of the owner's private resources and of things only admins act on. */
  ids: Record<
    | 'post'
    | 'comment'
    | 'conversation'
    | 'notification'
    | 'order'
    | 'quizAttempt'
    | 'review'
    | 'article'
    | 'product'
    | 'question'
    | 'report',
    string
  >;
}

const hookNames = (hooks: RouteOptions['onRequest']): string[] =>
  [hooks ?? []].flat().map((hook) => hook.name);

/** Builds the app, collects its routes (HEAD twins left out) and creates the world's data. */
export async function createWorld(): Promise<World> {
  const routes: CollectedRoute[] = [];
  const t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({
            key: `${method} ${route.url}`,
            method,
            url: route.url,
            config: route.config,
            onRequest: hookNames(route.onRequest),
          });
        }
      },
    },
  );
  const { app } = t;
  const [owner, intruder, partner, admin] = [
    await signUp(app, { name: 'Olive Owner' }),
    await signUp(app, { name: 'Ivan Intruder' }),
    await signUp(app, { name: 'Paula Partner' }),
    await signUp(app, { name: 'Ada Admin' }),
  ];
  await makeAdmin(app, admin.user._id);
  const as = (member: SignedUp) => ({ cookie: member.cookie });

  const post = await publish(app, owner.cookie, { title: 'The owner’s post' });
  const ownComment = await comment(app, owner.cookie, post._id, 'The owner’s comment');
  // The partner's comment notifies the owner.
  await comment(app, partner.cookie, post._id, 'A partner’s comment');
  const conversation = await startConversation(app, owner.cookie, partner.user._id);
  await sendMessage(app, owner.cookie, conversation._id, 'Only for Paula');
  await sendMessage(app, partner.cookie, conversation._id, 'Only for Olive');
  const notifications = await app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: as(owner),
  });
  const product = await addProduct(app, { title: 'Solar Lantern', priceCents: 2500 });
  const order = await checkout(app, owner.cookie, {
    cartItems: [{ _id: product.id, title: product.title, price: 1, cartQuantity: 1 }],
  });
  const imported = await app.inject({
    method: 'POST',
    url: '/api/quiz/import',
    headers: as(admin),
    payload: {
      results: bankQuestions(10, { category: 'sports', difficulty: 'easy', type: 'boolean' }),
    },
  });
  if (imported.statusCode !== 200) throw new Error(`quiz import failed: ${imported.body}`);
  const questions = await app.inject({
    method: 'GET',
    url: '/api/quiz/questions',
    headers: as(admin),
  });
  const quiz = await app.inject({ method: 'GET', url: '/api/quiz?amount=5', headers: as(owner) });
  const review = await addReview(app, owner.cookie);
  const article = await writeArticle(app, admin.cookie);
  const partnerPost = await publish(app, partner.cookie, { title: 'A post to report' });
  const report = await app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: as(owner),
    payload: {
      kind: 'post',
      targetId: partnerPost._id,
      title: 'Off-topic advertising',
      description: 'This post only sells things.',
    },
  });

  const ids = {
    post: post._id,
    comment: ownComment.comment._id,
    conversation: conversation._id,
    notification: notifications.json().notifications[0]._id,
    order: orderIdOfUrl(order.json().url),
    quizAttempt: quiz.json<QuizResponse>().attemptId ?? '',
    review: review.review._id,
    article: article._id,
    product: product.id,
    question: questions.json().questions[0]._id,
    report: report.json().report._id,
  };
  for (const [name, id] of Object.entries(ids)) {
    if (typeof id !== 'string' || id === '') throw new Error(`the world has no ${name} id`);
  }
  return { t, routes, owner, intruder, partner, admin, ids };
}
