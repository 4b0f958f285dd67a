import { formatCount, formatDateTime } from '@skillhub/shared/format';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Button, Card, Collapse, Descriptions, Flex, Tag, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';
import type { ActionKind } from './release-action-dialog.tsx';
import { type BuildHealth, errorRatePercent, type RemoteBoard } from './release-board.ts';

export interface RemoteReleaseCardProps {
  board: RemoteBoard;
  /** the action whose call is running on this remote, if any */
  running: ActionKind | undefined;
  /** another action is running somewhere: one change at a time */
  busy: boolean;
  onAction: (kind: ActionKind) => void;
}

const HOW = ['release', 'rollback', 'promote'] as const;

/** How a release came about, in words; an action this page does not know yet shows as recorded. */
function useHowLabel() {
  const { t } = useT();
  return (action: string) =>
    (HOW as readonly string[]).includes(action) ? t(`releases.how.${action as (typeof HOW)[number]}`) : action;
}

function HealthRow({ label, health }: { label: string; health: BuildHealth | null }) {
  const { t } = useT();
  const rate = health ? errorRatePercent(health) : null;
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{health ? formatCount(health.loads) : '—'}</td>
      <td>{health ? formatCount(health.errors) : '—'}</td>
      <td>{health ? formatCount(health.chunkFailures) : '—'}</td>
      <td>
        {rate === null ? (
          <>
            <span aria-hidden>—</span>
            <VisuallyHidden>{t('releases.noReports')}</VisuallyHidden>
          </>
        ) : (
          `${rate}%`
        )}
      </td>
    </tr>
  );
}

/** One remote: its current build, its canary, how both fare in browsers, its earlier releases and its actions. */
export function RemoteReleaseCard({ board, running, busy, onAction }: RemoteReleaseCardProps) {
  const { t } = useT();
  const howLabel = useHowLabel();
  const { remote, current, canary, earlier } = board;
  const headingId = `sh-release-${remote}`;

  return (
    <article className="sh-release-card" aria-labelledby={headingId}>
      <Card
        title={
          <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 18 }}>
            {remote}
          </Typography.Title>
        }
      >
        <Flex vertical gap="middle">
          <section aria-label={t('releases.current')}>
            <Typography.Title level={3} className="sh-release-subtitle">
              {t('releases.current')}
            </Typography.Title>
            {current ? (
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('releases.buildColumn')}>
                  <Typography.Text code copyable className="sh-release-build">
                    {current.build}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={howLabel(current.action)}>
                  {t('releases.since', { date: formatDateTime(current.releasedAt) })} ·{' '}
                  {t('releases.by', { name: current.releasedBy })}
                </Descriptions.Item>
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{t('releases.neverReleased')}</Typography.Text>
            )}
          </section>

          <section aria-label={t('releases.canary')}>
            <Typography.Title level={3} className="sh-release-subtitle">
              {t('releases.canary')}
            </Typography.Title>
            {canary ? (
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('releases.buildColumn')}>
                  <Typography.Text code className="sh-release-build">
                    {canary.build}
                  </Typography.Text>{' '}
                  <Tag color="gold">{t('releases.share', { percent: canary.sharePercent })}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t('releases.started')}>
                  {formatDateTime(canary.startedAt)} · {t('releases.by', { name: canary.startedBy })}
                </Descriptions.Item>
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{t('releases.noCanary')}</Typography.Text>
            )}
          </section>

          <section aria-label={t('releases.health')}>
            <Typography.Title level={3} className="sh-release-subtitle">
              {t('releases.health')}
            </Typography.Title>
            <div className="sh-release-health-wrap">
              <table className="sh-release-health">
                <caption>
                  <VisuallyHidden>{t('releases.healthOf', { remote })}</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('releases.buildColumn')}</th>
                    <th scope="col">{t('releases.loads')}</th>
                    <th scope="col">{t('releases.errors')}</th>
                    <th scope="col">{t('releases.chunkFailures')}</th>
                    <th scope="col">{t('releases.errorRate')}</th>
                  </tr>
                </thead>
                <tbody>
                  <HealthRow label={t('releases.current')} health={board.currentHealth} />
                  {canary && <HealthRow label={t('releases.canary')} health={board.canaryHealth} />}
                </tbody>
              </table>
            </div>
          </section>

          <Collapse
            size="small"
            items={[
              {
                key: 'earlier',
                label: t('releases.earlier', { count: earlier.length }),
                children: earlier.length ? (
                  <ol className="sh-release-earlier">
                    {earlier.map((record) => (
                      <li key={`${record.build}-${record.releasedAt}`}>
                        <Typography.Text code className="sh-release-build">
                          {record.build}
                        </Typography.Text>{' '}
                        <Typography.Text type="secondary">
                          {howLabel(record.action)} · {formatDateTime(record.releasedAt)} ·{' '}
                          {t('releases.by', { name: record.releasedBy })}
                        </Typography.Text>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <Typography.Text type="secondary">{t('releases.noEarlier')}</Typography.Text>
                ),
              },
            ]}
          />

          <Flex gap="small" wrap role="group" aria-label={t('releases.actionsOf', { remote })}>
            {canary && (
              <Button
                type="primary"
                loading={running === 'promote'}
                disabled={busy && running !== 'promote'}
                onClick={() => onAction('promote')}
              >
                {t('releases.actions.promote')}
              </Button>
            )}
            {(canary || current) && (
              <Button
                danger
                loading={running === 'rollback'}
                disabled={busy && running !== 'rollback'}
                onClick={() => onAction('rollback')}
              >
                {t('releases.actions.rollback')}
              </Button>
            )}
            {!canary && (
              <Button
                loading={running === 'canary'}
                disabled={busy && running !== 'canary'}
                onClick={() => onAction('canary')}
              >
                {t('releases.actions.canary')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </article>
  );
}
