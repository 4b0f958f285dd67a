import { UploadOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { publishInstant } from '@skillhub/shared/blog-publish-time';
import { formatDateTime } from '@skillhub/shared/format';
import { fieldMessage } from '@skillhub/shared/i18n';
import { routeTo } from '@skillhub/shared/routes';
import { type BlogPostBody, type BlogPostDetails, blogPostBodySchema } from '@skillhub/shared/schemas/blog';
import { slugify } from '@skillhub/shared/slug';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { RichTextEditor } from '@skillhub/shared/ui/rich-text-editor';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useDebouncedValue } from '@skillhub/shared/ui/use-debounced-value';
import { useUnsavedChangesWarning } from '@skillhub/shared/ui/use-unsaved-changes-warning';
import { Alert, Button, Checkbox, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { useSavePost, useSlugAvailability, useStaffPost, useUploadImage } from '../../posts/editor-queries.ts';
import { useBlogTerms } from '../../posts/post-queries.ts';
import { type AutosaveStatus, useDraftAutosave } from './use-draft-autosave.ts';

const NEW_POST = 'new';
const META_MAX = 160;

const EMPTY: BlogPostBody = {
  title: '',
  slug: '',
  metaDescription: '',
  categories: [],
  topics: [],
  author: '',
  thumbnail: '',
  content: '',
  isDraft: false,
  isScheduled: false,
};

function bodyOf(post: BlogPostDetails): BlogPostBody {
  return {
    title: post.title,
    slug: post.slug,
    metaDescription: post.metaDescription,
    categories: post.categories.map((c) => c._id),
    topics: post.topics.map((t) => t._id),
    author: post.author,
    thumbnail: post.thumbnail,
    content: post.content,
    isDraft: post.isDraft,
    isScheduled: post.isScheduled,
    ...(post.publishDate && post.publishTime ? { publishDate: post.publishDate, publishTime: post.publishTime } : {}),
  };
}

/**
 * Dashboard › Blogs › the editor (`/dashboard/blog/content/new` or `/{id}`): title, a slug that follows the title
 * until edited and is checked as it is typed, meta description, categories and topics, author, cover image,
 * the body, and publish now, schedule (India time) or save as a draft.
 */
export default function BlogEditorPage() {
  const { id = NEW_POST } = useParams();
  // A new post's first save gives it an id; the page keeps it, and the address follows without a remount.
  const [createdId, setCreatedId] = useState<string>();
  const postId = id === NEW_POST ? createdId : id;
  const existing = useStaffPost(postId);
  const terms = useBlogTerms();
  const save = useSavePost();
  const upload = useUploadImage();
  const notify = useNotify();
  const navigate = useNavigate();
  const { t } = useT();
  const form = useForm<BlogPostBody>({ resolver: zodResolver(blogPostBodySchema) as never, defaultValues: EMPTY });
  const { control, handleSubmit, reset, watch, setValue, setError, getFieldState, getValues, formState } = form;
  const loaded = useRef(false);

  useEffect(() => {
    if (existing.data && !loaded.current) {
      loaded.current = true;
      reset(bodyOf(existing.data));
    }
  }, [existing.data, reset]);
  const { leaveTo, dialog: leaveDialog } = useUnsavedChangesWarning(formState.isDirty);

  // A new post has an id from its first save on: the URL follows, and its saved copy must not replace edits.
  const saveForm = async (body: BlogPostBody) => {
    const before = JSON.stringify(getValues());
    const answer = await save.mutateAsync({ id: postId, body });
    // What was saved stops being unsaved; a change typed while the save ran stays, and waits for the next one.
    if (JSON.stringify(getValues()) === before) reset(getValues());
    if (!postId) {
      loaded.current = true;
      setCreatedId(answer.data._id);
      navigate(routeTo('blogContent', { id: answer.data._id }), { replace: true });
    }
    return answer;
  };
  const autosave = useDraftAutosave({
    control,
    enabled: !postId || existing.data?.isDraft === true,
    busy: save.isPending,
    save: async (draft) => {
      await saveForm(draft);
    },
  });

  const title = watch('title');
  useEffect(() => {
    if (!postId && !getFieldState('slug').isDirty) setValue('slug', slugify(title ?? '', ''));
  }, [postId, title, setValue, getFieldState]);

  const slug = useDebouncedValue(watch('slug') ?? '');
  const availability = useSlugAvailability(slug, postId);
  const scheduled = watch('isScheduled');
  const thumbnail = watch('thumbnail');
  const meta = watch('metaDescription') ?? '';

  // The draft flag is set before validation: a draft may be saved before its body is written.
  const submit = (isDraft: boolean) => (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setValue('isDraft', isDraft);
    return handleSubmit(async (values) => {
      try {
        const answer = await saveForm(values);
        notify.success(answer.message ?? t('editor.saved'));
      } catch (error) {
        if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
      }
    })();
  };

  // Publishing is a click on its own button, never Enter in a field. A schedule whose time has passed would go
  // live at once (the server schedules only in the future), so that asks first; a post already live just saves.
  const [pastSchedule, setPastSchedule] = useState<{ date: string; time: string }>();
  const publish = () => {
    const { isScheduled, publishDate, publishTime } = getValues();
    const at = isScheduled && publishDate && publishTime ? publishInstant(publishDate, publishTime) : null;
    if (at && at.getTime() <= Date.now() && existing.data?.status !== 'Published') {
      setPastSchedule({ date: publishDate ?? '', time: publishTime ?? '' });
    } else {
      void submit(false)();
    }
  };
  const publishNow = () => {
    setPastSchedule(undefined);
    setValue('isScheduled', false, { shouldDirty: true });
    void submit(false)();
  };

  // Only the first load hides the form: once it shows a post (or made one) it stays mounted with its cursor.
  if (postId && !createdId && !existing.data) {
    return existing.isError ? (
      <Alert type="error" showIcon title={errorMessage(existing.error)} />
    ) : (
      <Skeleton active paragraph={{ rows: 10 }} />
    );
  }

  const termOptions = (items: { _id: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item._id, label: item.name }));
  const slugHelp = availability.data
    ? availability.data.available
      ? t('editor.slugAvailable')
      : availability.data.reason === 'taken'
        ? t('editor.slugTaken')
        : t('editor.slugInvalid')
    : t('editor.slugHelp');

  return (
    <form
      noValidate
      aria-label={t('editor.form')}
      // Enter in a field submits a form: here it must do nothing, publishing is the button's alone.
      onSubmit={(event) => event.preventDefault()}
      style={{ maxWidth: 900 }}
    >
      <div style={{ marginBottom: 16 }}>
        <PageHeader
          title={postId ? t('editor.editTitle') : t('editor.newTitle')}
          back={{ label: t('staff.title'), onClick: () => leaveTo(routeTo('blogList')) }}
        />
      </div>
      <TextField control={control} name="title" label={t('editor.title')} required maxLength={200} />
      <TextField control={control} name="slug" label={t('editor.slug')} required help={slugHelp} />
      <TextField
        control={control}
        name="metaDescription"
        label={t('editor.metaDescription')}
        type="textarea"
        rows={2}
        required
        maxLength={META_MAX}
        help={t('editor.metaHelp', { count: meta.length })}
      />
      <Flex gap="middle" wrap>
        {(['categories', 'topics'] as const).map((field) => (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: { value, onChange }, fieldState }) => (
              <Form.Item
                label={t(`editor.${field}`)}
                required
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldMessage(fieldState.error)}
                layout="vertical"
                style={{ flex: '1 1 260px' }}
              >
                <Select
                  mode="multiple"
                  aria-label={t(`editor.${field}`)}
                  value={value}
                  onChange={onChange}
                  options={termOptions(field === 'categories' ? terms.data?.categories : terms.data?.topics)}
                  optionFilterProp="label"
                />
              </Form.Item>
            )}
          />
        ))}
      </Flex>
      <TextField control={control} name="author" label={t('editor.author')} required maxLength={100} />
      <Flex gap="middle" align="flex-end" wrap>
        <div style={{ flex: '1 1 320px' }}>
          <TextField control={control} name="thumbnail" label={t('editor.thumbnail')} required />
        </div>
        <Form.Item layout="vertical">
          <label>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={t('editor.uploadThumbnail')}
              style={{ display: 'none' }}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                try {
                  const stored = await upload.mutateAsync(file);
                  setValue('thumbnail', stored.url, { shouldDirty: true, shouldValidate: true });
                } catch (error) {
                  notify.error(errorMessage(error));
                }
              }}
            />
            <Button
              icon={<UploadOutlined aria-hidden />}
              loading={upload.isPending}
              onClick={(e) => (e.currentTarget.previousElementSibling as HTMLInputElement | null)?.click()}
            >
              {t('editor.uploadThumbnail')}
            </Button>
          </label>
        </Form.Item>
      </Flex>
      {thumbnail && (
        <img
          src={thumbnail}
          alt={t('editor.thumbnailPreview')}
          style={{ maxWidth: 320, borderRadius: 6, marginBottom: 16 }}
        />
      )}
      <Controller
        control={control}
        name="content"
        render={({ field: { value, onChange }, fieldState }) => (
          <RichTextEditor
            label={t('editor.content')}
            value={value}
            onChange={onChange}
            error={fieldMessage(fieldState.error)}
            required
            onUploadImage={async (file) => {
              try {
                return (await upload.mutateAsync(file)).url;
              } catch (error) {
                notify.error(errorMessage(error));
                return null;
              }
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="isScheduled"
        render={({ field: { value, onChange } }) => (
          <Checkbox checked={value} onChange={(e) => onChange(e.target.checked)} style={{ marginBlock: 12 }}>
            {t('editor.schedule')}
          </Checkbox>
        )}
      />
      {scheduled && (
        <Flex gap="middle" wrap>
          <div style={{ flex: '1 1 200px' }}>
            <TextField control={control} name="publishDate" label={t('editor.publishDate')} type="date" required />
          </div>
          <div style={{ flex: '1 1 200px' }}>
            <TextField
              control={control}
              name="publishTime"
              label={t('editor.publishTime')}
              required
              placeholder="HH:mm"
              help={t('editor.indiaTime')}
            />
          </div>
        </Flex>
      )}
      <Typography.Paragraph type="secondary">
        {postId && existing.data ? t(`staff.statuses.${existing.data.status}`) : null}
      </Typography.Paragraph>
      <Flex gap="small" wrap>
        <Button type="primary" onClick={publish} loading={save.isPending}>
          {scheduled ? t('editor.scheduleSubmit') : t('editor.publish')}
        </Button>
        <Button onClick={submit(true)} disabled={save.isPending}>
          {t('editor.saveDraft')}
        </Button>
        <AutosaveNote status={autosave} live={Boolean(existing.data && !existing.data.isDraft)} />
      </Flex>
      <ConfirmDialog
        open={pastSchedule !== undefined}
        title={t('editor.publishPastTitle')}
        description={t('editor.publishPastText', pastSchedule)}
        confirmLabel={t('editor.publish')}
        onConfirm={publishNow}
        onCancel={() => setPastSchedule(undefined)}
      />
      {leaveDialog}
    </form>
  );
}

/** What autosave is doing; a published or scheduled post says it waits for the button instead. */
function AutosaveNote({ status, live }: { status: AutosaveStatus; live: boolean }) {
  const { t } = useT();
  const text = {
    idle: live ? t('editor.autosaveLive') : '',
    incomplete: t('editor.autosaveIncomplete'),
    saving: t('editor.autosaving'),
    saved: status.state === 'saved' ? t('editor.autosaved', { time: formatDateTime(status.at) }) : '',
    failed: status.state === 'failed' ? t('editor.autosaveFailed', { message: status.message }) : '',
  }[status.state];
  return (
    <Typography.Text
      role="status"
      type={status.state === 'failed' ? 'danger' : 'secondary'}
      style={{ alignSelf: 'center' }}
    >
      {text}
    </Typography.Text>
  );
}
