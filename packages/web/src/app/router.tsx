import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BASENAME } from '../lib/guard.ts';
import { createRoutes } from './routes.tsx';

export const router = createBrowserRouter(createRoutes(), { basename: BASENAME });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
