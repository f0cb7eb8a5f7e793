import type {
  AdminSlide,
  AdminSlideCreateRequest,
  AdminSlideUpdateRequest,
} from '@portal/contracts';

/** A banner as the form holds it; `imagePath` is set once a new picture is uploaded. */
export interface SlideForm {
  title: string;
  subtitle: string;
  imagePath: string | null;
  imagePreview: string;
  target: 'game' | 'link';
  appId: number | null;
  linkUrl: string;
  active: boolean;
}

export const emptySlideForm: SlideForm = {
  title: '',
  subtitle: '',
  imagePath: null,
  imagePreview: '',
  target: 'game',
  appId: null,
  linkUrl: '',
  active: true,
};

export const slideFormOf = (slide: AdminSlide): SlideForm => ({
  title: slide.title,
  subtitle: slide.subtitle,
  imagePath: null,
  imagePreview: slide.imageUrl,
  target: slide.linkUrl === null ? 'game' : 'link',
  appId: slide.appId,
  linkUrl: slide.linkUrl ?? '',
  active: slide.active,
});

/** A new banner: one target, the other left empty. */
export const createPayloadOf = (form: SlideForm): AdminSlideCreateRequest => ({
  title: form.title,
  subtitle: form.subtitle,
  imageUrl: form.imagePath ?? '',
  appId: form.target === 'game' ? form.appId : null,
  linkUrl: form.target === 'link' ? form.linkUrl.trim() : null,
  active: form.active,
});

/**
 * The changes to a banner: only the fields that differ. A new target is sent on its own; the
 * server clears the other one.
 */
export function updatePayloadOf(
  slide: AdminSlide,
  form: SlideForm,
): Omit<AdminSlideUpdateRequest, 'slideId'> {
  const changes: Omit<AdminSlideUpdateRequest, 'slideId'> = {};
  if (form.title !== slide.title) changes.title = form.title;
  if (form.subtitle !== slide.subtitle) changes.subtitle = form.subtitle;
  if (form.imagePath !== null) changes.imageUrl = form.imagePath;
  if (form.active !== slide.active) changes.active = form.active;
  if (form.target === 'game' && form.appId !== slide.appId) changes.appId = form.appId;
  if (form.target === 'link' && form.linkUrl.trim() !== slide.linkUrl) {
    changes.linkUrl = form.linkUrl.trim();
  }
  return changes;
}
