import { adminNewsCreateRequestSchema, type AdminNews } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../../admin-paths';
import shared from '../../components/admin.module.css';
import { issuesOf, serverIssues, type FieldIssues } from '../catalogue/field-issues';
import { useFocusFirstProblem } from '../catalogue/focus-problem';
import { useCreateNews } from './api/create-news';
import { usePublishNews } from './api/publish-news';
import { useUnpublishNews } from './api/unpublish-news';
import { useUpdateNews } from './api/update-news';
import { DeleteNewsButton } from './delete-news-button';
import { NewsFields } from './news-fields';
import {
  createPayloadOf,
  emptyNewsForm,
  hasBody,
  newsFormOf,
  updatePayloadOf,
  type NewsForm,
} from './news-form-state';
import { NewsPreview } from './news-preview';
import styles from './news.module.css';

/** Problems found before sending, with the server's own rules and the two it cannot see. */
function problemsOf(form: NewsForm): FieldIssues {
  const checked = adminNewsCreateRequestSchema.safeParse({
    ...createPayloadOf(form),
    coverUrl: form.coverPath ?? form.coverPreview,
  });
  const issues = checked.success ? {} : issuesOf(checked.error);
  if (!form.coverPath && !form.coverPreview) issues.coverUrl = 'Upload a cover picture.';
  if (!hasBody(form.contentHtml)) issues.contentHtml = 'Write the story.';
  return issues;
}

/**
 * Writing a story: the fields, or a preview of its page, and the actions that save it, publish
 * it (saving first what is not saved) or take it back to draft.
 */
export function NewsEditor({ news }: { news: AdminNews | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateNews();
  const update = useUpdateNews();
  const publish = usePublishNews();
  const unpublish = useUnpublishNews();
  const initial = news ? newsFormOf(news) : emptyNewsForm;
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const formRef = useFocusFirstProblem<HTMLFormElement>(issues);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const pending = create.isPending || update.isPending || publish.isPending || unpublish.isPending;
  const published = news?.state === 'published';

  /** Saves what changed; answers the story as stored, or null when it was refused. */
  const save = async (): Promise<AdminNews | null> => {
    const found = problemsOf(form);
    if (Object.keys(found).length > 0) {
      setIssues(found);
      setTab('write');
      return null;
    }
    try {
      if (news === null) return await create.mutateAsync(createPayloadOf(form));
      if (!dirty) return news;
      const stored = await update.mutateAsync({
        newsId: news.newsId,
        ...updatePayloadOf(saved, form),
      });
      const next = newsFormOf(stored);
      setSaved(next);
      setForm(next);
      return stored;
    } catch (error) {
      setIssues(serverIssues(error));
      setTab('write');
      return null;
    }
  };

  const opened = (stored: AdminNews) => {
    if (news === null) void navigate(`${adminPaths.news}/${stored.newsId}`, { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const stored = await save();
    if (!stored) return;
    toast(news === null ? 'Draft saved.' : 'Changes saved.', 'success');
    opened(stored);
  };

  const onPublish = async () => {
    const stored = await save();
    if (!stored) return;
    try {
      await publish.mutateAsync(stored.newsId);
      toast('Published. Players get a red dot on the news.', 'success');
    } catch (error) {
      setIssues(serverIssues(error));
    }
    opened(stored);
  };

  const onUnpublish = () => {
    if (!news) return;
    unpublish.mutate(news.newsId, {
      onSuccess: () => toast('The story is a draft again.', 'success'),
      onError: (error) => setIssues(serverIssues(error)),
    });
  };

  return (
    // Not the shared panel: its heading rule would restyle the story's own headings.
    <form
      ref={formRef}
      className={styles.editor}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <Tabs
        label="Write or preview"
        active={tab}
        onChange={setTab}
        items={[
          {
            key: 'write',
            label: 'Write',
            panel: (
              <NewsFields
                form={form}
                issues={issues}
                onChange={(patch) => {
                  setForm((old) => ({ ...old, ...patch }));
                  setIssues({});
                }}
              />
            ),
          },
          {
            key: 'preview',
            label: 'Preview',
            panel: <NewsPreview form={form} publishedAt={news?.publishedAt ?? null} />,
          },
        ]}
      />
      {issues.form && (
        <p className={shared.error} role="alert">
          {issues.form}
        </p>
      )}
      <div className={styles.actions}>
        {news && <DeleteNewsButton news={news} onDeleted={() => void navigate(adminPaths.news)} />}
        <span className={styles.grow} />
        {dirty && <span className="muted">Unsaved changes</span>}
        <button type="submit" className="btn" disabled={pending || (news !== null && !dirty)}>
          {create.isPending || update.isPending
            ? 'Saving…'
            : news === null
              ? 'Save draft'
              : 'Save changes'}
        </button>
        {published ? (
          <button type="button" className="btn" disabled={pending} onClick={onUnpublish}>
            {unpublish.isPending ? 'Unpublishing…' : 'Unpublish'}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={pending}
            onClick={() => void onPublish()}
          >
            {publish.isPending
              ? 'Publishing…'
              : dirty || news === null
                ? 'Save and publish'
                : 'Publish'}
          </button>
        )}
      </div>
    </form>
  );
}
