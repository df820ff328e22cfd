import { PageHeader } from '../../../components/ui/page-header';
import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useContentBlocks } from '../api/get-content-blocks';
import { ContentBlocksTable } from '../components/content-blocks-table';
import { CreateBlockButton } from '../components/create-block-button';

export default function ContentBlocksRoute() {
  const paging = usePagingParams();
  const { limit, offset } = paging;
  const blocks = useContentBlocks({ limit, offset });

  return (
    <>
      <PageHeader
        title="Content blocks"
        description="Reusable HTML and text that masters include by name, most recently changed first. Archived blocks leave this list but keep rendering where they are included."
        actions={<CreateBlockButton />}
      />
      <PagedResult
        query={blocks}
        paging={paging}
        loadingLabel="Loading content blocks…"
        countsOf={(d) => ({ total: d.counts.total, count: d.blocks.length })}
        empty={<EmptyState title="No content blocks yet">Create one with “New block”.</EmptyState>}
      >
        {(data) => <ContentBlocksTable blocks={data.blocks} />}
      </PagedResult>
    </>
  );
}
