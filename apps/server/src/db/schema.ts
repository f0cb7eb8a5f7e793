import { AuditActor, MessageType, TicketStatus } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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
    /** When the publisher last changed the game: the sitemap's lastmod of its page. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name as the console's search compares it, through the trigram index below. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    /**
     * The name's words, lower-cased, each between single spaces (" block drop "): the words the
     * search index (search-index.ts) holds, split as the database splits them.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`' ' || trim(lower(regexp_replace(name, '[^[:alnum:]]+', ' ', 'g'))) || ' '`,
      ),
    /** The brief introduction's words, as `searchText` holds the name's. */
    searchBrief: text('search_brief')
      .notNull()
      .generatedAlwaysAs(
        sql`' ' || trim(lower(regexp_replace(brief_intro, '[^[:alnum:]]+', ' ', 'g'))) || ' '`,
      ),
  },
  (t) => [
    // Listed games most played first, as `ORDER BY play_count DESC` asks (not NULLS LAST).
    index('games_popularity_idx')
      .on(t.playCount.desc().nullsFirst(), t.appId)
      .where(sql`status <> 'closed'`),
    // Without the pending list, a read never scans unsorted recent entries (PGlite never
    // vacuums); the catalogue is written rarely. The console's search reads the name's.
    index('games_search_trgm_idx')
      .using('gin', t.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * The version of what search reads of the catalogue (names, brief introductions, status, tags),
 * one row raised by triggers in the transaction that changes it: each process's in-memory search
 * index compares it with the version it was built from. Play counts, written far more often, move
 * the `search_plays` sequence instead, which needs no lock.
 */
export const searchCatalogue = pgTable('search_catalogue', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const searchPlays = pgSequence('search_plays');

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
    /**
     * Guests: SHA-256 of the device secret that opens the account. Null on a guest made before
     * the secret existed, until its device's next login brings one and claims it.
     */
    secretHash: text('secret_hash'),
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
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // Housekeeping finds ended sessions by these.
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx')
      .on(t.revokedAt)
      .where(sql`revoked_at IS NOT NULL`),
  ],
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
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
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

/** The games a player has played, most recent first: the "recently played" list. */
export const playedGames = pgTable(
  'played_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    plays: integer('plays').notNull().default(1),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.appId] }),
    index('played_games_recent_idx').on(t.userId, t.lastPlayedAt.desc()),
  ],
);

/** What a game saved through the SDK, per player, game and key. */
export const gameSaves = pgTable(
  'game_saves',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId, t.key] })],
);

/** A short-lived, single-use link that opens a game on the mobile site. */
export const qrLinks = pgTable(
  'qr_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** How the desktop session that asked for the link signed in: the phone's session is alike. */
    platform: text('platform'),
    /** The browser that used the link (its User-Agent, cut short), for the player's own record. */
    usedBy: text('used_by'),
    createdAt: createdAt(),
  },
  (t) => [index('qr_links_expires_idx').on(t.expiresAt)],
);

/** A gift pack of a game: a pool of codes, each given to one player once. */
export const gifts = pgTable(
  'gifts',
  {
    giftId: serial('gift_id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The cumulative recharge a player needs before claiming; 0 for everyone. */
    rechargeRequirement: integer('recharge_requirement').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('gifts_app_idx').on(t.appId)],
);

export const giftCodes = pgTable(
  'gift_codes',
  {
    codeId: serial('code_id').primaryKey(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.giftId, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    claimedBy: integer('claimed_by').references(() => users.userId, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_codes_code_idx').on(t.giftId, t.code),
    // One code per player per gift, whatever the concurrency.
    uniqueIndex('gift_codes_owner_idx')
      .on(t.giftId, t.claimedBy)
      .where(sql`claimed_by IS NOT NULL`),
    index('gift_codes_free_idx')
      .on(t.giftId, t.codeId)
      .where(sql`claimed_by IS NULL`),
  ],
);

/** A player's cumulative recharge, which gift requirements are compared with. */
export const recharges = pgTable('recharges', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

/** A message to one player, or to everyone when user_id is null. */
export const messages = pgTable(
  'messages',
  {
    notifId: serial('notif_id').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    type: text('type', { enum: MessageType }).notNull(),
    sender: text('sender').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Per player: read and deleted marks, so broadcasts can be read or deleted one player at a time. */
export const messageStates = pgTable(
  'message_states',
  {
    notifId: integer('notif_id')
      .notNull()
      .references(() => messages.notifId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notifId, t.userId] })],
);

export const ticketTypes = pgTable('ticket_types', {
  typeId: serial('type_id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tickets = pgTable(
  'tickets',
  {
    ticketId: serial('ticket_id').primaryKey(),
    /** The number a player quotes; not the row id, so it reveals nothing about volume. */
    ticketNo: text('ticket_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    appId: integer('app_id').references(() => games.appId, { onDelete: 'set null' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => ticketTypes.typeId),
    server: text('server').notNull(),
    characterName: text('character_name').notNull(),
    problemDate: text('problem_date').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull().default(''),
    status: text('status', { enum: TicketStatus }).notNull().default('Pending'),
    rating: smallint('rating'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.createdAt.desc())],
);

/** The conversation of a ticket: the player's replies and follow-ups, and support's answers. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    messageId: serial('message_id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    author: text('author', { enum: ['player', 'support'] }).notNull(),
    kind: text('kind', { enum: ['reply', 'followup', 'answer'] }).notNull(),
    body: text('body').notNull(),
    /** The player's rating (1 to 5) of a support answer; null while unrated. */
    rating: integer('rating'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.messageId)],
);

/** Screenshots of a ticket (or of one of its messages), as uploads of the ticket's owner. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.uploadId, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => ticketMessages.messageId, {
      onDelete: 'cascade',
    }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.uploadId] })],
);

/**
 * Every push sent. `push_id` comes from one sequence, so ids grow across all server processes;
 * `user_id` is set for a one-to-one push. The newest red-dot push per location is what a player
 * connecting later is told.
 */
export const pushes = pgTable(
  'pushes',
  {
    pushId: bigserial('push_id', { mode: 'number' }).primaryKey(),
    pushType: smallint('push_type').notNull(),
    pushTargetType: smallint('push_target_type').notNull(),
    redDotLocation: smallint('red_dot_location'),
    area: text('area'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    appId: integer('app_id'),
    title: text('title'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pushes_common_idx')
      .on(t.redDotLocation, t.pushId.desc())
      .where(sql`user_id IS NULL AND red_dot_location IS NOT NULL`),
    index('pushes_user_idx')
      .on(t.userId, t.redDotLocation, t.pushId.desc())
      .where(sql`user_id IS NOT NULL AND red_dot_location IS NOT NULL`),
    index('pushes_created_idx').on(t.createdAt),
  ],
);

/** The highest push id a player reported read at each red-dot location. */
export const pushReads = pgTable(
  'push_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    redDotLocation: smallint('red_dot_location').notNull(),
    pushId: bigint('push_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.redDotLocation] })],
);

/**
 * The icon red dots of one game's floating menu for one player (the publisher's `iconstate`):
 * 1 shown, 0 hidden. No row means both shown.
 */
export const iconStates = pgTable(
  'icon_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    shortcutReddot: smallint('shortcut_reddot').notNull().default(1),
    shareReddot: smallint('share_reddot').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] })],
);

/** One row per tracking event, for reporting. `user_id` is set when the session opened. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    appId: integer('app_id'),
    pageId: integer('page_id'),
    h5ChannelId: text('h5_channel_id'),
    lp: text('lp'),
    subChannel: text('sub_channel'),
    registTerminal: text('regist_terminal'),
    registOs: text('regist_os'),
    fingerId: text('finger_id'),
    platform: text('platform'),
    /** The rest of the context (timezone, OS, browser) and the request envelope's device fields. */
    context: jsonb('context').$type<Record<string, string | number>>().notNull().default({}),
    device: jsonb('device').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_events_time_idx').on(t.createdAt, t.event)],
);

/** One row per attribution report: where a visitor came from. */
export const attributionEvents = pgTable(
  'attribution_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    channelId: text('channel_id'),
    lp: text('lp'),
    subChannelId: text('sub_channel_id'),
    subChannelId2: text('sub_channel_id2'),
    subChannelId3: text('sub_channel_id3'),
    timezone: text('timezone'),
    device: jsonb('device').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('attribution_events_time_idx').on(t.createdAt, t.channelId)],
);

/** One play of a game, for reporting plays over a period (played_games keeps only totals). */
export const playEvents = pgTable(
  'play_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    appId: integer('app_id')
      .notNull()
      .references(() => games.appId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('play_events_time_idx').on(t.createdAt, t.appId)],
);

/**
 * The publisher's staff, who sign in to the admin API. Never players: an admin has no session,
 * token or cookie of the player side. E-mail addresses are stored lower-cased.
 */
export const admins = pgTable('admins', {
  adminId: serial('admin_id').primaryKey(),
  email: text('email').notNull().unique(),
  /** argon2id of the MD5 hex the client sends, as for players. */
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

/** One admin sign-in; only the SHA-256 hash of its token is kept. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.adminId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_sessions_admin_idx').on(t.adminId),
    index('admin_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every change made through the admin API or the command line, newest last. `admin_id` is null
 * for the command line (`actor` says which); admins are disabled rather than deleted, so the
 * entries keep naming who acted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').references(() => admins.adminId, { onDelete: 'set null' }),
    actor: text('actor', { enum: AuditActor }).notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id.desc()),
    index('audit_log_admin_idx').on(t.adminId, t.id.desc()),
  ],
);
