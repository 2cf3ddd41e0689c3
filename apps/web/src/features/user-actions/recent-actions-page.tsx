import { contract } from '@hoa/contract';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';

/** /recent-actions: the records the user opened lately, wherever they signed in. */
export function RecentActionsPage() {
  const go = useGo();
  const actions = useQuery({
    queryKey: ['user-actions'],
    queryFn: () => api.call(contract.userActions.FindUserActions, { query: { take: '50' } }),
  });
  return (
    <>
      <PageHeader title="Recent actions" subtitle="The records you opened lately, newest first" />
      {actions.data ? (
        <Paper withBorder radius="sm" p="md">
          {actions.data.length === 0 ? (
            <Text c="dimmed">You have not opened a record yet.</Text>
          ) : (
            <Stack
              gap="xs"
              component="ol"
              aria-label="Recent actions"
              style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}
            >
              {actions.data.map((action) => (
                <Group
                  key={action.UserActionId}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                >
                  <div>
                    <Anchor
                      component="button"
                      onClick={() => {
                        void go(action.Url);
                      }}
                    >
                      {action.Label}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {action.Kind}
                    </Text>
                  </div>
                  <Text size="sm" c="dimmed">
                    <DateTimeText value={action.ActedAt} />
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      ) : actions.isError ? (
        <LoadError error={actions.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
