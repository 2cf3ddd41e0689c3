import type { DataSource } from '@hoa/contract';
import { DataSchemaNames, Messages, type DataSchemaName } from '@hoa/domain';
import { Alert, Grid, NavLink, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/auth/session';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { sourcesQuery } from './data-browser-queries';
import { SourceData } from './source-data';

const schemaOptions = DataSchemaNames.map((name) => ({ value: name, label: name }));

/**
 * The data browser (spec 1 §2 'data browser by schema, table and view'): a schema, its tables and
 * views, and the chosen one's rows; company administrators only.
 */
export function DataBrowserPage() {
  const session = useSession().data;
  const isSystemAdmin = session?.IsSystemAdmin === true;
  const [schema, setSchema] = useState<DataSchemaName>('All');
  const [picked, setPicked] = useState<string | null>(null);
  const sources = useQuery({ ...sourcesQuery(schema), enabled: isSystemAdmin });

  if (session && !isSystemAdmin) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.forbidden}
      </Alert>
    );
  }
  if (sources.isError) return <LoadError error={sources.error} />;
  if (!sources.data) return <PageLoader />;
  const list = sources.data;
  const source = list.find((s) => s.Name === picked) ?? list[0];
  return (
    <>
      <PageHeader title="Data browser" subtitle="Your company’s data, table by table. Read only." />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="sm" radius="sm">
            <Select
              label="Schema"
              data={schemaOptions}
              value={schema}
              allowDeselect={false}
              onChange={(value) => {
                const next = DataSchemaNames.find((name) => name === value);
                if (next) setSchema(next);
              }}
              mb="sm"
            />
            <SourceList
              title="Tables"
              sources={list.filter((s) => s.Kind === 'table')}
              current={source}
              onPick={setPicked}
            />
            <SourceList
              title="Views"
              sources={list.filter((s) => s.Kind === 'view')}
              current={source}
              onPick={setPicked}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {source ? (
            <SourceData key={`${source.SchemaName}.${source.Name}`} source={source} />
          ) : (
            <Text c="dimmed">This schema has no tables or views.</Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

function SourceList(props: {
  title: string;
  sources: DataSource[];
  current: DataSource | undefined;
  onPick: (name: string) => void;
}) {
  if (props.sources.length === 0) return null;
  return (
    <Stack gap={0} mb="sm" aria-label={props.title} role="list">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {props.title}
      </Text>
      {props.sources.map((s) => (
        <NavLink
          key={`${s.SchemaName}.${s.Name}`}
          role="listitem"
          label={s.Title}
          description={`${s.SchemaName}.${s.Name}`}
          active={s === props.current}
          onClick={() => {
            props.onPick(s.Name);
          }}
        />
      ))}
    </Stack>
  );
}
