import { errorMessage } from '@skillhub/shared/api-client';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { type ActionKind, ReleaseActionDialog } from './release-action-dialog.tsx';
import { releaseBoard } from './release-board.ts';
import { RemoteReleaseCard } from './remote-release-card.tsx';
import { isNetworkFailure, type ReleaseAction, useReleaseAction, useReleaseRegistry } from './use-releases.ts';
import './releases-page.css';

const TITLE_ID = 'sh-releases-title';

/**
 * The release registry for the super admin: per remote what runs, its canary and how browsers fare, with
 * promote, roll back and start canary behind a confirmation. The server refuses everyone else.
 */
export function ReleasesPage() {
  const { t } = useT();
  const notify = useNotify();
  const registry = useReleaseRegistry();
  const action = useReleaseAction();
  const boards = useMemo(() => (registry.data ? releaseBoard(registry.data) : []), [registry.data]);
  const [dialog, setDialog] = useState<{ open: boolean; remote?: string; kind: ActionKind }>({
    open: false,
    kind: 'promote',
  });
  // The last action that failed: a refusal shows the server's words, a network failure offers to send it again.
  const [failed, setFailed] = useState<{ action: ReleaseAction; error: unknown } | undefined>();

  const run = async (wanted: ReleaseAction) => {
    if (action.isPending) return;
    setFailed(undefined);
    try {
      const outcome = await action.mutateAsync(wanted);
      setDialog((current) => ({ ...current, open: false }));
      notify.success(
        t(`releases.done.${wanted.kind}`, {
          remote: outcome.remote,
          build: outcome.build,
          percent: outcome.sharePercent ?? '',
        }),
      );
    } catch (error) {
      setDialog((current) => ({ ...current, open: false }));
      setFailed({ action: wanted, error });
    }
  };

  const running = action.isPending ? action.variables : undefined;

  let content: React.ReactNode;
  if (registry.isPending) {
    content = (
      <Card aria-busy="true" aria-label={t('releases.title')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (registry.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('releases.loadError')}
        description={errorMessage(registry.error, '')}
        action={<Button onClick={() => void registry.refetch()}>{t('releases.retry')}</Button>}
      />
    );
  } else if (boards.length === 0) {
    content = (
      <Card>
        <Empty description={t('releases.empty')} />
      </Card>
    );
  } else {
    content = (
      <div className="sh-releases-grid">
        {boards.map((board) => (
          <RemoteReleaseCard
            key={board.remote}
            board={board}
            running={running?.remote === board.remote ? running.kind : undefined}
            busy={action.isPending}
            onAction={(kind) => setDialog({ open: true, remote: board.remote, kind })}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="sh-releases" aria-labelledby={TITLE_ID}>
      <PageHeader title={t('releases.title')} id={TITLE_ID} description={t('releases.description')} />
      {failed && (
        <Alert
          type="error"
          showIcon
          closable={{ 'aria-label': t('releases.dismiss') }}
          onClose={() => setFailed(undefined)}
          title={isNetworkFailure(failed.error) ? t('releases.networkFailure') : t('releases.refused')}
          description={isNetworkFailure(failed.error) ? undefined : errorMessage(failed.error)}
          action={
            isNetworkFailure(failed.error) && (
              <Button loading={action.isPending} onClick={() => void run(failed.action)}>
                {t('releases.retry')}
              </Button>
            )
          }
        />
      )}
      {content}
      <ReleaseActionDialog
        open={dialog.open}
        kind={dialog.kind}
        board={boards.find((board) => board.remote === dialog.remote)}
        running={action.isPending}
        onConfirm={(wanted) => void run(wanted)}
        onCancel={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
