import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FIRST_SCREEN_DATA_ID } from '../shared/first-screen';
import { authClient, queryClient } from './api';
import { PageLoader } from './components/page-loader';
import { laterMessages } from './i18n/i18n-provider';
import { PublicLayout } from './shell/public-layout';
import { RouteError } from './shell/route-error';
import { PublicOnlyRoute, RequireAuth } from './shell/route-guards';

const firstScreen = () => import('./shell/first-screen');

let sessionWatched = false;

/**
 * The signed-in frame's loader: starts the session check and the frame's data at once, beside the screens'
 * code, instead of after it (src/client/shell/first-screen.ts). better-auth asks for the session when its store
 * is first watched; RequireAuth's watch then finds the answer on its way. Loaders never wait: a screen asks for
 * whatever is missing itself.
 */
async function signedInLoader() {
  if (!sessionWatched) {
    sessionWatched = true;
    authClient.$store.atoms.session?.listen(() => {});
  }
  const started = firstScreen().then(({ prefetchFrame }) => prefetchFrame(queryClient), ignore);
  // A screen the server drew waits for its answers to be in the cache: the app's first render then shows
  // what the HTML shows (src/shared/first-screen.ts).
  if (document.getElementById(FIRST_SCREEN_DATA_ID)) await started;
  return null;
}

function gamesLoader({ request }: LoaderFunctionArgs) {
  firstScreen().then(({ prefetchGames }) => prefetchGames(queryClient, new URL(request.url)), ignore);
  return null;
}

/** A prefetch that could not start (e.g. offline): the screen asks for its data itself. */
const ignore = () => {};

/** Marks the routes of the first screen (the games list in its frame), which draw with the first part of the words. */
const FIRST_SCREEN = { firstScreen: true };

/**
 * Every other screen's code loads with the rest of the app's words (src/client/i18n/catalogues.ts), and draws
 * once both are there.
 */
function withLaterMessages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const wrapped = { ...route, children: children && withLaterMessages(children) } as RouteObject;
    if (typeof lazy === 'function' && route.handle !== FIRST_SCREEN) {
      wrapped.lazy = async () => (await Promise.all([lazy(), laterMessages()]))[0];
    }
    return wrapped;
  });
}

const signedInRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    loader: gamesLoader,
    handle: FIRST_SCREEN,
    lazy: async () => ({ Component: (await import('./features/games/pages/games-page')).GamesPage }),
  },
  {
    path: 'games',
    loader: gamesLoader,
    handle: FIRST_SCREEN,
    lazy: async () => ({ Component: (await import('./features/games/pages/games-page')).GamesPage }),
  },
  {
    path: 'games/new',
    lazy: async () => ({ Component: (await import('./features/games/pages/new-game-page')).NewGamePage }),
  },
  {
    path: 'games/:gameId',
    lazy: async () => ({
      Component: (await import('./screens/game-detail-page')).GameDetailPage,
    }),
  },
  {
    path: 'select-group-for-game',
    lazy: async () => ({
      Component: (await import('./features/games/pages/select-group-page')).SelectGroupPage,
    }),
  },
  {
    path: 'expenses',
    lazy: async () => ({
      Component: (await import('./features/expenses/pages/expenses-page')).ExpensesPage,
    }),
  },
  {
    path: 'create-expense',
    lazy: async () => ({
      Component: (await import('./features/expenses/pages/create-expense-page')).CreateExpensePage,
    }),
  },
  {
    path: 'settle-up',
    lazy: async () => ({
      Component: (await import('./features/settle/pages/settle-up-page')).SettleUpPage,
    }),
  },
  {
    path: 'updates',
    lazy: async () => ({ Component: (await import('./features/updates/pages/updates-page')).UpdatesPage }),
  },
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./features/admin/pages/admin-page')).AdminPage }),
  },
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
  {
    path: 'groups/:groupId/places',
    lazy: async () => ({
      Component: (await import('./features/places/pages/group-places-page')).GroupPlacesPage,
    }),
  },
  {
    path: 'groups/:groupId/places/create',
    lazy: async () => ({
      Component: (await import('./features/places/pages/create-place-page')).CreatePlacePage,
    }),
  },
  {
    path: 'groups/:groupId/places/:placeId/edit',
    lazy: async () => ({
      Component: (await import('./features/places/pages/edit-place-page')).EditPlacePage,
    }),
  },
  {
    path: 'groups/:groupId/expenses',
    lazy: async () => ({
      Component: (await import('./features/group-expenses/pages/group-expenses-page')).GroupExpensesPage,
    }),
  },
  {
    path: 'groups/:groupId/members',
    lazy: async () => ({
      Component: (await import('./features/members/pages/members-page')).MembersPage,
    }),
  },
  {
    path: 'places',
    lazy: async () => ({
      Component: (await import('./features/places/pages/places-page')).PlacesPage,
    }),
  },
  {
    path: 'places/create',
    lazy: async () => ({
      Component: (await import('./features/places/pages/create-place-page')).CreatePlacePage,
    }),
  },
  {
    path: 'places/edit/:placeId',
    lazy: async () => ({
      Component: (await import('./features/places/pages/choose-place-group-page')).ChoosePlaceGroupPage,
    }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./screens/profile-page')).ProfilePage }),
  },
];

export const routes: RouteObject[] = withLaterMessages([
  {
    errorElement: <RouteError />,
    HydrateFallback: () => <PageLoader standalone />,
    children: [
      {
        // Opening / loads the pre-rendered landing.html (its own bundle); this route serves client-side
        // visits to / and the dev server. The page brings its own header, so it sits outside PublicLayout.
        Component: PublicOnlyRoute,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./features/landing/pages/landing-page')).LandingPage,
            }),
          },
        ],
      },
      {
        Component: PublicLayout,
        children: [
          {
            Component: PublicOnlyRoute,
            children: [
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
            ],
          },
          // Open to everyone: a reset link must work in a browser that is still signed in somewhere.
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('./features/auth/pages/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('./features/auth/pages/reset-password-page')).ResetPasswordPage,
            }),
          },
          // A mail's unsubscribe link: no sign-in needed, the signed token says who and what.
          {
            path: 'unsubscribe',
            lazy: async () => ({
              Component: (await import('./features/notifications/pages/unsubscribe-page')).UnsubscribePage,
            }),
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
        loader: signedInLoader,
        children: [
          {
            handle: FIRST_SCREEN,
            lazy: async () => ({ Component: (await import('./shell/app-layout')).AppLayout }),
            children: signedInRoutes,
          },
        ],
      },
    ],
  },
]);

export const router = createBrowserRouter(routes);
