import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { type PathEntry, paths, type RouteHandle } from '../config/paths';
import { ErrorPage } from './error-page';
import { AppLayout } from './layout/app-layout';
import { GuestOnly, RequireAdmin, RequireAuth } from './route-guards';

/** Lazily loads a page module and uses one of its named exports as the route component. */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A route of the paths table: its pattern, and its page name for the document title. */
function at(entry: PathEntry) {
  return { path: entry.path, handle: { title: entry.title } satisfies RouteHandle };
}

function page<M>(
  entry: PathEntry,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): RouteObject {
  return { ...at(entry), lazy: lazyPage(load, pick) };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        // Errors and the first page load stay inside the layout.
        errorElement: <ErrorPage />,
        hydrateFallbackElement: <PageSpinner />,
        children: [
          page(
            paths.home,
            () => import('../features/home/pages/home-page'),
            (m) => m.HomePage,
          ),
          // Static addresses ("/about", "/auth/signin") rank above this pattern, so it only
          // gets the rest; there it decides between a board and "Page not found".
          page(
            paths.board,
            () => import('./board-route'),
            (m) => m.BoardRoute,
          ),
          {
            element: <GuestOnly />,
            children: [
              page(
                paths.auth.signIn,
                () => import('../features/auth/pages/sign-in-page'),
                (m) => m.SignInPage,
              ),
              page(
                paths.auth.signUp,
                () => import('../features/auth/pages/sign-up-page'),
                (m) => m.SignUpPage,
              ),
            ],
          },
          // Mail links open for anyone: a reset or confirmation link works signed in or out.
          page(
            paths.auth.forgotPassword,
            () => import('../features/auth/pages/forgot-password-page'),
            (m) => m.ForgotPasswordPage,
          ),
          page(
            paths.auth.resetPassword,
            () => import('../features/auth/pages/reset-password-page'),
            (m) => m.ResetPasswordPage,
          ),
          page(
            paths.auth.confirmEmail,
            () => import('../features/auth/pages/confirm-email-page'),
            (m) => m.ConfirmEmailPage,
          ),
          page(
            paths.unsubscribe,
            () => import('../features/mail/pages/unsubscribe-page'),
            (m) => m.UnsubscribePage,
          ),
          {
            element: <RequireAuth />,
            children: [
              page(
                paths.createPost,
                () => import('../features/boards/pages/create-post-page'),
                (m) => m.CreatePostPage,
              ),
              page(
                paths.profile,
                () => import('../features/profile/pages/own-profile-page'),
                (m) => m.OwnProfilePage,
              ),
              page(
                paths.userProfile,
                () => import('../features/profile/pages/user-profile-page'),
                (m) => m.UserProfilePage,
              ),
              {
                // The profile's other address leads to the one the app links to.
                ...at(paths.users),
                loader: ({ params }) => redirect(paths.userProfile.href(params.id ?? '')),
              },
              page(
                paths.settings,
                () => import('../features/settings/pages/settings-page'),
                (m) => m.SettingsPage,
              ),
              page(
                paths.testCheckout,
                () => import('../features/checkout/pages/test-checkout-page'),
                (m) => m.TestCheckoutPage,
              ),
              page(
                paths.addReview,
                () => import('../features/reviews/pages/add-review-page'),
                (m) => m.AddReviewPage,
              ),
              page(
                paths.chats,
                () => import('../features/chats/pages/chats-page'),
                (m) => m.ChatsPage,
              ),
              page(
                paths.notifications,
                () => import('../features/notifications/pages/notifications-page'),
                (m) => m.NotificationsPage,
              ),
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              page(
                paths.adminArticles,
                () => import('../features/article-editor/pages/admin-articles-page'),
                (m) => m.AdminArticlesPage,
              ),
              page(
                paths.newArticle,
                () => import('../features/article-editor/pages/new-article-page'),
                (m) => m.NewArticlePage,
              ),
              page(
                paths.editArticle,
                () => import('../features/article-editor/pages/edit-article-page'),
                (m) => m.EditArticlePage,
              ),
              page(
                paths.adminProducts,
                () => import('../features/admin-products/pages/admin-products-page'),
                (m) => m.AdminProductsPage,
              ),
              page(
                paths.adminQuiz,
                () => import('../features/admin-quiz/pages/admin-quiz-page'),
                (m) => m.AdminQuizPage,
              ),
              page(
                paths.adminReports,
                () => import('../features/admin-reports/pages/moderation-queue-page'),
                (m) => m.ModerationQueuePage,
              ),
              page(
                paths.adminAudit,
                () => import('../features/admin-reports/pages/audit-log-page'),
                (m) => m.AuditLogPage,
              ),
            ],
          },
          page(
            paths.post,
            () => import('../features/boards/pages/post-page'),
            (m) => m.PostPage,
          ),
          page(
            paths.search,
            () => import('../features/search/pages/search-page'),
            (m) => m.SearchPage,
          ),
          page(
            paths.inspiration,
            () => import('../features/inspiration/pages/inspiration-page'),
            (m) => m.InspirationPage,
          ),
          page(
            paths.article,
            () => import('../features/inspiration/pages/article-page'),
            (m) => m.ArticlePage,
          ),
          page(
            paths.quiz,
            () => import('../features/quiz/pages/quiz-page'),
            (m) => m.QuizPage,
          ),
          page(
            paths.shop,
            () => import('../features/shop/pages/shop-page'),
            (m) => m.ShopPage,
          ),
          page(
            paths.cart,
            () => import('../features/shop/pages/cart-page'),
            (m) => m.CartPage,
          ),
          page(
            paths.review,
            () => import('../features/reviews/pages/reviews-page'),
            (m) => m.ReviewsPage,
          ),
          page(
            paths.report,
            () => import('../features/reports/pages/report-page'),
            (m) => m.ReportPage,
          ),
          page(
            paths.welcome,
            () => import('../features/onboarding/pages/welcome-page'),
            (m) => m.WelcomePage,
          ),
          page(
            paths.forms.elements,
            () => import('../features/form-demos/pages/form-elements-page'),
            (m) => m.FormElementsPage,
          ),
          page(
            paths.forms.layout,
            () => import('../features/form-demos/pages/form-layout-page'),
            (m) => m.FormLayoutPage,
          ),
          page(
            paths.about,
            () => import('../features/static-pages/pages/about-page'),
            (m) => m.AboutPage,
          ),
          page(
            paths.mission,
            () => import('../features/static-pages/pages/mission-page'),
            (m) => m.MissionPage,
          ),
          page(
            paths.codeOfConduct,
            () => import('../features/static-pages/pages/code-conduct-page'),
            (m) => m.CodeConductPage,
          ),
          page(
            paths.joinGlobal,
            () => import('../features/static-pages/pages/join-global-page'),
            (m) => m.JoinGlobalPage,
          ),
          page(
            paths.pricing,
            () => import('../features/static-pages/pages/pricing-page'),
            (m) => m.PricingPage,
          ),
          page(
            paths.checkoutSuccess,
            () => import('../features/static-pages/pages/checkout-success-page'),
            (m) => m.CheckoutSuccessPage,
          ),
          page(
            paths.comingSoon,
            () => import('../features/static-pages/pages/coming-soon-page'),
            (m) => m.ComingSoonPage,
          ),
          page(
            paths.privacyPolicy,
            () => import('../features/static-pages/pages/privacy-policy-page'),
            (m) => m.PrivacyPolicyPage,
          ),
          page(
            paths.asia,
            () => import('../features/static-pages/pages/asia-page'),
            (m) => m.AsiaPage,
          ),
          {
            path: '*',
            lazy: lazyPage(
              () => import('../features/static-pages/pages/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

/**
 * The app's router. Creating it matches the address against every route and starts loading the
 * page's module: the entry calls it in a task of its own (main.tsx).
 */
export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Resolves once `router` has the page of its first address (its module loaded: every page is
 * lazy). The first render waits for it, so the layout never shows the router's loading fallback
 * in place of the served first screen it replaces (a flash of a spinner between two pictures of
 * the same page); the page's module is preloaded with the entry, so the wait is usually none.
 */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
