import { CATEGORIES, REGIONS } from '@one-world/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { ErrorPage } from './error-page';
import { AppLayout } from './layout/app-layout';
import { GuestOnly, RequireAuth } from './route-guards';

/** Lazily loads a page module and uses one of its named exports as the route component. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const boardPage = page(
  () => import('../features/boards/pages/board-page'),
  (m) => m.BoardPage,
);

/** A spec route whose feature is still being built: it says so rather than "Page not found". */
function upcoming(path: string, name: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { UpcomingFeaturePage } = await import(
        '../features/static-pages/pages/upcoming-feature-page'
      );
      return { element: <UpcomingFeaturePage name={name} /> };
    },
  };
}

/** Every topic bare and with each region suffix shares one board screen (SPEC §2). */
const boardRoutes: RouteObject[] = CATEGORIES.flatMap((category) => [
  { path: `/${category}`, lazy: boardPage },
  ...REGIONS.map((region) => ({ path: `/${category}/${region}`, lazy: boardPage })),
]);

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
          {
            path: '/',
            lazy: page(
              () => import('../features/home/pages/home-page'),
              (m) => m.HomePage,
            ),
          },
          ...boardRoutes,
          {
            element: <GuestOnly />,
            children: [
              {
                path: '/auth/signin',
                lazy: page(
                  () => import('../features/auth/pages/sign-in-page'),
                  (m) => m.SignInPage,
                ),
              },
              {
                path: '/auth/signup',
                lazy: page(
                  () => import('../features/auth/pages/sign-up-page'),
                  (m) => m.SignUpPage,
                ),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: '/createpost',
                lazy: page(
                  () => import('../features/boards/pages/create-post-page'),
                  (m) => m.CreatePostPage,
                ),
              },
              upcoming('/profile', 'My Profile'),
              upcoming('/userprofile/:id', 'Member profiles'),
              upcoming('/addreview', 'Add Review'),
              upcoming('/chats', 'Chats'),
            ],
          },
          upcoming('/inspiration', 'Weekly inspiration'),
          upcoming('/inspiration/:id', 'Weekly inspiration'),
          upcoming('/quiz', 'Quiz Yourself'),
          upcoming('/shop', 'Shop'),
          upcoming('/cart', 'Shopping Cart'),
          upcoming('/review', 'Review Our Site'),
          {
            path: '/report',
            lazy: page(
              () => import('../features/reports/pages/report-page'),
              (m) => m.ReportPage,
            ),
          },
          {
            path: '/welcome',
            lazy: page(
              () => import('../features/onboarding/pages/welcome-page'),
              (m) => m.WelcomePage,
            ),
          },
          {
            path: '/forms/form-elements',
            lazy: page(
              () => import('../features/form-demos/pages/form-elements-page'),
              (m) => m.FormElementsPage,
            ),
          },
          {
            path: '/forms/form-layout',
            lazy: page(
              () => import('../features/form-demos/pages/form-layout-page'),
              (m) => m.FormLayoutPage,
            ),
          },
          {
            path: '/about',
            lazy: page(
              () => import('../features/static-pages/pages/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: '/mission',
            lazy: page(
              () => import('../features/static-pages/pages/mission-page'),
              (m) => m.MissionPage,
            ),
          },
          {
            path: '/codeconduct',
            lazy: page(
              () => import('../features/static-pages/pages/code-conduct-page'),
              (m) => m.CodeConductPage,
            ),
          },
          {
            path: '/joinglobal',
            lazy: page(
              () => import('../features/static-pages/pages/join-global-page'),
              (m) => m.JoinGlobalPage,
            ),
          },
          {
            path: '/pricing',
            lazy: page(
              () => import('../features/static-pages/pages/pricing-page'),
              (m) => m.PricingPage,
            ),
          },
          {
            path: '/checkout-success',
            lazy: page(
              () => import('../features/static-pages/pages/checkout-success-page'),
              (m) => m.CheckoutSuccessPage,
            ),
          },
          {
            path: '/commingsoon',
            lazy: page(
              () => import('../features/static-pages/pages/coming-soon-page'),
              (m) => m.ComingSoonPage,
            ),
          },
          {
            path: '/privacypolicy',
            lazy: page(
              () => import('../features/static-pages/pages/privacy-policy-page'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: '/asia',
            lazy: page(
              () => import('../features/static-pages/pages/asia-page'),
              (m) => m.AsiaPage,
            ),
          },
          {
            path: '*',
            lazy: page(
              () => import('../features/static-pages/pages/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
