import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, PastLastPage } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useContentBlocks } from '../api/get-content-blocks';
import { ContentBlocksTable } from '../components/content-blocks-table';
import { CreateBlockButton } from '../components/create-block-button';

export default function ContentBlocksRoute() {
  const { limit, offset, setOffset, setLimit } = usePagingParams();
  const blocks = useContentBlocks({ limit, offset });

  return (
    <>
      <PageHeader
        title="Content blocks"
        description="Reusable HTML and text that masters include by name, most recently changed first. Archived blocks leave this list but keep rendering where they are included."
        actions={<CreateBlockButton />}
      />
      {blocks.isFetching && !blocks.isPending && (
        <div className="mb-2">
          <Spinner label="Updating…" />
        </div>
      )}
      {blocks.isPending ? (
        <Spinner label="Loading content blocks…" />
      ) : blocks.isError ? (
        <ErrorState error={blocks.error} onRetry={() => void blocks.refetch()} />
      ) : blocks.data.counts.total === 0 ? (
        <EmptyState title="No content blocks yet">Create one with “New block”.</EmptyState>
      ) : blocks.data.blocks.length === 0 ? (
        <PastLastPage onFirstPage={() => setOffset(0)} />
      ) : (
        <>
          <ContentBlocksTable blocks={blocks.data.blocks} />
          <Pagination
            total={blocks.data.counts.total}
            limit={limit}
            offset={offset}
            count={blocks.data.counts.count}
            onOffsetChange={setOffset}
            onLimitChange={setLimit}
          />
        </>
      )}
    </>
  );
}
