import { PageHeader } from '../../widgets/page-header';
import { CommunityPortfolioList } from './community-portfolio-list';

export function CommunitiesPage() {
  return (
    <>
      <PageHeader title="Communities" subtitle="The communities on your list" />
      <CommunityPortfolioList take={25} />
    </>
  );
}
