import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../app/query-client';
import { Toaster } from '../app/toaster';
import { hasOwnerSession } from './app/api';
import { createPortalRouter } from './app/router';
import { ownerSessionQuery } from './app/session';
import { portalTheme } from './app/theme';

// The owner portal's entry (/portal/): its own page, router, client and sign-in.
const queryClient = createQueryClient();
const router = createPortalRouter(queryClient);

/** The company's portal theme once the owner's session says which; the first theme before. */
function ThemedPortal() {
  const session = useQuery({ ...ownerSessionQuery, enabled: hasOwnerSession() });
  const theme = useMemo(() => portalTheme(session.data?.Theme ?? 1), [session.data?.Theme]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Toaster />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemedPortal />
    </QueryClientProvider>
  </StrictMode>,
);
