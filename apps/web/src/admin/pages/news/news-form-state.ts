import type {
  AdminNews,
  AdminNewsCreateRequest,
  AdminNewsUpdateRequest,
  NewsCategoryValue,
  NewsChannelValue,
} from '@portal/contracts';

/** A story as the form holds it; `coverPath` is set once a new cover is uploaded. */
export interface NewsForm {
  title: string;
  summary: string;
  category: NewsCategoryValue;
  channel: NewsChannelValue;
  coverPath: string | null;
  coverPreview: string;
  appId: number | null;
  contentHtml: string;
}

export const emptyNewsForm: NewsForm = {
  title: '',
  summary: '',
  category: 'news',
  channel: 'portal',
  coverPath: null,
  coverPreview: '',
  appId: null,
  contentHtml: '',
};

export const newsFormOf = (news: AdminNews): NewsForm => ({
  title: news.title,
  summary: news.summary,
  category: news.category,
  channel: news.channel,
  coverPath: null,
  coverPreview: news.coverUrl,
  appId: news.appId,
  contentHtml: news.contentHtml,
});

export const createPayloadOf = (form: NewsForm): AdminNewsCreateRequest => ({
  title: form.title,
  summary: form.summary,
  category: form.category,
  channel: form.channel,
  coverUrl: form.coverPath ?? '',
  appId: form.appId,
  contentHtml: form.contentHtml,
});

/** Only the fields that differ from the saved story. */
export function updatePayloadOf(
  saved: NewsForm,
  form: NewsForm,
): Omit<AdminNewsUpdateRequest, 'newsId'> {
  const changes: Omit<AdminNewsUpdateRequest, 'newsId'> = {};
  if (form.title !== saved.title) changes.title = form.title;
  if (form.summary !== saved.summary) changes.summary = form.summary;
  if (form.category !== saved.category) changes.category = form.category;
  if (form.channel !== saved.channel) changes.channel = form.channel;
  if (form.coverPath !== null) changes.coverUrl = form.coverPath;
  if (form.appId !== saved.appId) changes.appId = form.appId;
  if (form.contentHtml !== saved.contentHtml) changes.contentHtml = form.contentHtml;
  return changes;
}

/** Whether the body holds anything a reader would see: words or a picture. */
export const hasBody = (html: string): boolean =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';
