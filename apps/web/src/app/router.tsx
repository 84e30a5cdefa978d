import { createBrowserRouter, Navigate } from 'react-router';
import { RouteErrorFallback } from './error-fallback';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { IndexRoute } from './routes/index-route';

const marketing = () => import('../features/marketing/routes/marketing-routes');

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { path: paths.home, element: <IndexRoute /> },
      {
        lazy: async () => ({ Component: (await marketing()).PublicLayout }),
        children: [
          { path: paths.providers, lazy: async () => ({ Component: (await marketing()).ProvidersPage }) },
          { path: paths.team, lazy: async () => ({ Component: (await marketing()).TeamPage }) },
          { path: paths.privacy, lazy: async () => ({ Component: (await marketing()).PrivacyPage }) },
          { path: paths.terms, lazy: async () => ({ Component: (await marketing()).TermsPage }) },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
