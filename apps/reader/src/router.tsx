import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ReaderLayout } from './routes/layout/ReaderLayout.js';
import { CallbackPage } from './routes/callback/CallbackPage.js';
import { HomePage } from './routes/home/HomePage.js';
import { DocumentPage } from './routes/document/DocumentPage.js';
import { NotFoundPage } from './routes/notFound/NotFoundPage.js';

/** The reader's route table; later issues add the remaining rows of the specification's table. */
export const readerRoutes: RouteObject[] = [
  { path: '/implicit/callback', element: <CallbackPage /> },
  {
    element: <ReaderLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home/:key?', element: <HomePage /> },
      { path: 'document', element: <DocumentPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createReaderRouter() {
  return createBrowserRouter(readerRoutes);
}
