import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultModalSize } from './app/overlays/modals';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { theme } from './app/theme';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* At most two toasts at once (spec 1 §9). */}
      <Notifications limit={2} position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider modalProps={{ size: defaultModalSize, centered: true }}>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
