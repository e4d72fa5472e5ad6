import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageFrame } from './PageFrame';

const HomePage = lazy(() => import('../features/home/HomePage'));

export const router = createBrowserRouter([
  {
    element: <PageFrame />,
    children: [{ path: '/m/home', element: <HomePage /> }],
  },
  { path: '*', element: <Navigate to="/m/home" replace /> },
]);
