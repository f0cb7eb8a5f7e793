import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const games = pgTable(
  'games',
  {
    appId: serial('app_id').primaryKey(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    briefIntro: text('brief_intro').notNull(),
    description: text('description').notNull(),
    howToPlay: jsonb('how_to_play').$type<string[]>().notNull().default([]),
    iconUrl: text('icon_url').notNull(),
    bannerUrl: text('banner_url').notNull(),
    screenshots: jsonb('screenshots').$type<string[]>().notNull().default([]),
    appUrl: text('app_url').notNull(),
    appType: integer('app_type').notNull().default(0),
    screenType: integer('screen_type').notNull().default(0),
    status: text('status', { enum: ['online', 'maintenance', 'closed'] })
      .notNull()
      .default('online'),
    developer: text('developer').notNull().default(''),
    playCount: bigint('play_count', { mode: 'number' }).notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /**
     * The name as search compares it. A column rather than an expression index, because the
     * planner keeps statistics for columns: it needs them to tell a common word (walk the
     * popularity index and stop after a page) from a rare one (look it up in the trigram index).
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    // Listed games most played first, as `ORDER BY play_count DESC` asks (not NULLS LAST). The
    // name rides along so that search can read popular names from the index alone.
    index('games_popularity_idx')
      .on(t.playCount.desc().nullsFirst(), t.appId, t.searchName)
      .where(sql`status <> 'closed'`),
    // Covering, so that search counts and sorts the listed names with a prefix from the index.
    index('games_search_prefix_idx')
      .on(t.searchName.op('text_pattern_ops'), t.playCount, t.appId)
      .where(sql`status <> 'closed'`),
    // Without the pending list, a read never scans unsorted recent entries (PGlite never
    // vacuums); the catalogue is written rarely.
    index('games_search_trgm_idx')
      .using('gin', t.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * Every word of every game name, kept by a trigger on games: typo tolerance compares the words
 * of a query with this short list instead of with every name.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const tags = pgTable('tags', {
  tagId: serial('tag_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const gameTags = pgTable(
  'game_tags',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.tagId] }),
    index('game_tags_tag_idx').on(t.tagId, t.appId),
  ],
);

/** A game's place in each category list it belongs to; lower position shows first. */
export const gameCategories = pgTable(
  'game_categories',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    category: text('category', { enum: ['hot', 'new', 'popularity', 'others'] }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.category] }),
    index('game_categories_order_idx').on(t.category, t.position, t.appId),
  ],
);

export const slides = pgTable('slides', {
  slideId: serial('slide_id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  appId: integer('app_id').references(() => games.appId, { onDelete: 'set null' }),
  linkUrl: text('link_url'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const news = pgTable(
  'news',
  {
    newsId: serial('news_id').primaryKey(),
    channel: text('channel', { enum: ['portal', 'fbc'] })
      .notNull()
      .default('portal'),
    category: text('category', { enum: ['news', 'event'] })
      .notNull()
      .default('news'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    coverUrl: text('cover_url').notNull(),
    contentHtml: text('content_html').notNull(),
    appId: integer('app_id').references(() => games.appId, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_list_idx').on(t.channel, t.publishedAt.desc(), t.newsId)],
);

/** Client ids the publisher flagged as test devices: they turn console logging on. */
export const testDevices = pgTable('test_devices', {
  clientId: text('client_id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A player. Guests and social players have no e-mail, mobile or password until they bind one.
 * E-mail addresses are stored lower-cased and mobiles as dial code plus number, so the unique
 * constraints mean "one account per address".
 */
export const users = pgTable('users', {
  userId: serial('user_id').primaryKey(),
  nickname: text('nickname').notNull().default('Guest'),
  iconUrl: text('icon_url').notNull().default(''),
  email: text('email').unique(),
  mobile: text('mobile').unique(),
  /** argon2id of the MD5 hex the client sends. */
  passwordHash: text('password_hash'),
  /** User source code of spec section 3. */
  source: smallint('source').notNull(),
  gender: smallint('gender').notNull().default(0),
  birthdate: text('birthdate').notNull().default(''),
  industry: text('industry').notNull().default(''),
  privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
  status: text('status', { enum: ['active', 'frozen', 'banned'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
});

/** How a player signs in without a password: a social account, or a device's client id. */
export const identities = pgTable(
  'identities',
  {
    provider: text('provider', { enum: ['GOOGLE', 'FACEBOOK', 'GUEST'] }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('identities_user_idx').on(t.userId),
  ],
);

/** One login. Only SHA-256 hashes of the two tokens are kept; a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    h5TokenHash: text('h5_token_hash').primaryKey(),
    sdkTokenHash: text('sdk_token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A code sent to an address for one purpose; single use, with a count of wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: smallint('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/** Messages kept instead of sent when no SMTP server or SMS webhook is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Uploaded images; the bytes live under DATA_DIR/uploads, outside the web root. */
export const uploads = pgTable('uploads', {
  uploadId: text('upload_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
