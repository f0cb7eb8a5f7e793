import type { AdminGame, AdminGameCreateRequest, GameCategoryValue } from '@portal/contracts';

/** The editable fields of a game as the form holds them (the app type as typed). */
export interface GameForm {
  name: string;
  briefIntro: string;
  description: string;
  howToPlay: string[];
  developer: string;
  screenType: number;
  appType: string;
  tags: string[];
  categories: GameCategoryValue[];
}

export const emptyGameForm: GameForm = {
  name: '',
  briefIntro: '',
  description: '',
  howToPlay: [],
  developer: '',
  screenType: 0,
  appType: '0',
  tags: [],
  categories: [],
};

export const gameFormOf = (game: AdminGame): GameForm => ({
  name: game.appName,
  briefIntro: game.briefIntro,
  description: game.description,
  howToPlay: game.howToPlay,
  developer: game.developer,
  screenType: game.screenType,
  appType: String(game.appType),
  tags: game.tags.map((tag) => tag.tagName),
  categories: game.categories.map((place) => place.category),
});

/** What the API takes for these fields; empty steps are left out as the server would. */
export const gamePayloadOf = (form: GameForm): Required<AdminGameCreateRequest> => ({
  name: form.name,
  briefIntro: form.briefIntro,
  description: form.description,
  howToPlay: form.howToPlay.filter((step) => step.trim() !== ''),
  developer: form.developer,
  screenType: form.screenType,
  appType: form.appType.trim() === '' ? Number.NaN : Number(form.appType),
  tags: form.tags,
  categories: form.categories,
});

/** The fields that differ from `before`: an update sends only what changed. */
export function changedFields(
  before: GameForm,
  after: GameForm,
): Partial<Required<AdminGameCreateRequest>> {
  const old = gamePayloadOf(before);
  const next = gamePayloadOf(after);
  const changed: Partial<Record<keyof typeof next, unknown>> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (JSON.stringify(old[key]) !== JSON.stringify(next[key])) changed[key] = next[key];
  }
  return changed as Partial<Required<AdminGameCreateRequest>>;
}
