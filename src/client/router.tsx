import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from './components/page-loader';
import { PublicLayout } from './shell/public-layout';
import { RouteError } from './shell/route-error';
import { PublicOnlyRoute, RequireAuth } from './shell/route-guards';

/** A screen that a later issue builds: its title and an honest "coming soon" note. */
function comingSoon(path: string, screen: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoon } = await import('./components/coming-soon');
      return { element: <ComingSoon screen={screen} /> };
    },
  };
}

const signedInRoutes: RouteObject[] = [
  comingSoon('dashboard', 'Games'),
  comingSoon('games', 'Games'),
  comingSoon('games/new', 'New Game'),
  comingSoon('games/:gameId', 'Game Details'),
  comingSoon('select-group-for-game', 'Select a Group'),
  comingSoon('expenses', 'Expenses'),
  comingSoon('create-expense', 'Create Expense'),
  comingSoon('settle-up', 'Settle Up'),
  {
    path: 'updates',
    lazy: async () => ({ Component: (await import('./features/updates/pages/updates-page')).UpdatesPage }),
  },
  comingSoon('admin', 'Admin Dashboard'),
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('./features/about/pages/about-page')).AboutPage }),
  },
  {
    path: 'groups',
    lazy: async () => ({ Component: (await import('./features/groups/pages/groups-page')).GroupsPage }),
  },
  {
    path: 'groups/create',
    lazy: async () => ({
      Component: (await import('./features/groups/pages/create-group-page')).CreateGroupPage,
    }),
  },
  {
    path: 'groups/join/:groupId',
    lazy: async () => ({
      Component: (await import('./features/groups/pages/join-group-page')).JoinGroupPage,
    }),
  },
  {
    path: 'groups/:groupId',
    lazy: async () => ({
      Component: (await import('./features/groups/pages/group-detail-page')).GroupDetailPage,
    }),
  },
  comingSoon('groups/:groupId/places', 'Group Places'),
  comingSoon('groups/:groupId/places/create', 'Add Place'),
  comingSoon('groups/:groupId/places/:placeId/edit', 'Edit Place'),
  comingSoon('groups/:groupId/expenses', 'Group Expenses'),
  comingSoon('groups/:groupId/members', 'Group Members'),
  comingSoon('places', 'Places'),
  comingSoon('places/create', 'Add Place'),
  comingSoon('places/edit/:placeId', 'Edit Place'),
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./features/profile/pages/profile-page')).ProfilePage }),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: () => <PageLoader standalone />,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            Component: PublicOnlyRoute,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./features/landing/pages/landing-page')).LandingPage,
                }),
              },
              {
                path: 'login',
                lazy: async () => ({
                  Component: (await import('./features/auth/pages/login-page')).LoginPage,
                }),
              },
              {
                path: 'register',
                lazy: async () => ({
                  Component: (await import('./features/auth/pages/register-page')).RegisterPage,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('./features/auth/pages/reset-password-page')).ResetPasswordPage,
                }),
              },
            ],
          },
          {
            path: 'test',
            lazy: async () => ({
              Component: (await import('./features/status/pages/status-page')).StatusPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./shell/not-found-page')).NotFoundPage }),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => ({ Component: (await import('./shell/app-layout')).AppLayout }),
            children: signedInRoutes,
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
