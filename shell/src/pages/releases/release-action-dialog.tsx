import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { parseSharePercent, type RemoteBoard } from './release-board.ts';
import type { ReleaseAction } from './use-releases.ts';

export type ActionKind = ReleaseAction['kind'];

export interface ReleaseActionDialogProps {
  open: boolean;
  kind: ActionKind;
  board: RemoteBoard | undefined;
  running: boolean;
  onConfirm: (action: ReleaseAction) => void;
  onCancel: () => void;
}

/** The confirmation of one action: names the remote and the build and says what happens; a canary asks its share. */
export function ReleaseActionDialog({ open, kind, board, running, onConfirm, onCancel }: ReleaseActionDialogProps) {
  const { t } = useT();
  const [share, setShare] = useState('');
  const [build, setBuild] = useState('');
  const [shareError, setShareError] = useState<string | undefined>();

  // Each opening starts blank: a share typed for one remote is no answer for another.
  useEffect(() => {
    if (open) {
      setShare('');
      setBuild('');
      setShareError(undefined);
    }
  }, [open]);

  if (!board) return null;
  const { remote, current, canary } = board;

  const text = (() => {
    if (kind === 'promote') {
      return {
        title: t('releases.confirm.promoteTitle', { remote }),
        body: t('releases.confirm.promote', { remote, build: canary?.build ?? '' }),
      };
    }
    if (kind === 'rollback') {
      return canary
        ? {
            title: t('releases.confirm.rollbackCanaryTitle', { remote }),
            body: t('releases.confirm.rollbackCanary', { remote, build: canary.build, current: current?.build ?? '' }),
          }
        : {
            title: t('releases.confirm.rollbackTitle', { remote }),
            body: t('releases.confirm.rollback', { remote, build: current?.build ?? '' }),
          };
    }
    return {
      title: t('releases.confirm.canaryTitle', { remote }),
      body: current
        ? t('releases.confirm.canary', { remote, current: current.build })
        : t('releases.confirm.canaryNoCurrent', { remote }),
    };
  })();

  const confirm = () => {
    if (kind !== 'canary') return onConfirm({ kind, remote });
    const parsed = parseSharePercent(share);
    if ('error' in parsed) {
      const messages = {
        required: t('releases.confirm.shareRequired'),
        whole: t('releases.confirm.shareWhole'),
        range: t('releases.confirm.shareRange'),
      };
      setShareError(messages[parsed.error]);
      return;
    }
    onConfirm({ kind, remote, sharePercent: parsed.value, build: build.trim() || undefined });
  };

  return (
    <ConfirmDialog
      open={open}
      title={text.title}
      confirmLabel={t(`releases.actions.${kind}`)}
      danger={kind === 'rollback'}
      loading={running}
      onConfirm={confirm}
      onCancel={onCancel}
      description={
        <Flex vertical gap="small">
          <Typography.Paragraph style={{ margin: 0 }}>{text.body}</Typography.Paragraph>
          {kind === 'canary' && (
            <Form layout="vertical" component="div">
              <Form.Item
                label={t('releases.confirm.sharePercent')}
                htmlFor="sh-release-share"
                validateStatus={shareError ? 'error' : undefined}
                help={shareError ?? t('releases.confirm.shareHelp')}
              >
                <Input
                  id="sh-release-share"
                  inputMode="numeric"
                  autoComplete="off"
                  value={share}
                  aria-invalid={Boolean(shareError)}
                  onChange={(event) => {
                    setShare(event.target.value);
                    setShareError(undefined);
                  }}
                  onPressEnter={confirm}
                />
              </Form.Item>
              <Form.Item
                label={t('releases.confirm.build')}
                htmlFor="sh-release-build"
                help={t('releases.confirm.buildHelp', { remote })}
              >
                <Input
                  id="sh-release-build"
                  autoComplete="off"
                  spellCheck={false}
                  value={build}
                  onChange={(event) => setBuild(event.target.value)}
                />
              </Form.Item>
            </Form>
          )}
        </Flex>
      }
    />
  );
}
