import { PageHeader } from '../../widgets/page-header';
import { UsersList } from './users-list';

export function UsersPage() {
  return (
    <>
      <PageHeader title="Users" subtitle="The company's users, their roles and communities" />
      <UsersList take={25} />
    </>
  );
}
