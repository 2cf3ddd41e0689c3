import { Messages } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { NewRoleId } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { claimsQuery, roleQuery, roleUsersQuery } from './role-queries';
import { RoleForm } from './role-form';

/** /roles/manage/:productRoleId, where 'new' creates a role. */
export function RoleManagePage() {
  const { productRoleId } = useParams({ strict: false });
  const isNew = productRoleId === NewRoleId;
  const id = Number(productRoleId);
  const validId = Number.isSafeInteger(id) && id > 0;

  const role = useQuery({ ...roleQuery(id), enabled: validId && !isNew });
  const claims = useQuery(claimsQuery);
  const users = useQuery(roleUsersQuery);

  if (!isNew && !validId) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!claims.data || !users.data || (!isNew && !role.data)) {
    const failed = [role, claims, users].find((query) => query.isError);
    return failed ? <LoadError error={failed.error} /> : <PageLoader />;
  }

  return (
    <RoleForm
      key={productRoleId}
      role={isNew ? undefined : role.data}
      claims={claims.data}
      users={users.data}
    />
  );
}
