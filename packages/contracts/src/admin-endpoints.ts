import { z } from 'zod';
import {
  adminLoginRequestSchema,
  adminSchema,
  auditListRequestSchema,
  auditListResponseSchema,
} from './admin.js';
import {
  analyticsPagedRangeRequestSchema,
  analyticsRangeRequestSchema,
  attributionReportSchema,
  pageViewsReportSchema,
  playsReportSchema,
  signUpsReportSchema,
} from './admin-analytics.js';
import {
  adminGiftCodesImportRequestSchema,
  adminGiftCodesImportResponseSchema,
  adminGiftCreateRequestSchema,
  adminGiftUpdateRequestSchema,
  adminGiftListRequestSchema,
  adminGiftListResponseSchema,
  adminGiftSchema,
} from './admin-gifts.js';
import {
  adminMessageListRequestSchema,
  adminMessageListResponseSchema,
  adminMessageSchema,
  adminMessageSendRequestSchema,
} from './admin-messages.js';
import {
  adminClaimedGiftListResponseSchema,
  adminPlayedGameListResponseSchema,
  adminPlayerActionRequestSchema,
  adminPlayerActionResponseSchema,
  adminPlayerDetailSchema,
  adminPlayerIdRequestSchema,
  adminPlayerListRequestSchema,
  adminPlayerListResponseSchema,
  adminPlayerPageRequestSchema,
  adminTestDeviceListRequestSchema,
  adminTestDeviceListResponseSchema,
  adminTestDeviceRequestSchema,
  adminTestDeviceResponseSchema,
} from './admin-players.js';
import {
  adminTicketDetailSchema,
  adminTicketIdRequestSchema,
  adminTicketListRequestSchema,
  adminTicketListResponseSchema,
  adminTicketReplyRequestSchema,
  adminTicketStatusRequestSchema,
  adminTicketSummarySchema,
} from './admin-support.js';
import { endpoint } from './endpoints.js';
import { ticketConvSchema } from './tickets.js';

const empty = z.object({});

/**
 * The admin API (publisher side). Every path starts with ADMIN_API_PREFIX and, except login,
 * needs the admin session cookie. Reads are GET (query), changes are POST (form or JSON body).
 */
export const adminEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    request: adminLoginRequestSchema,
    response: adminSchema,
  }),
  /** Takes no fields; a POST without a body is fine. */
  logout: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    request: empty.nullish(),
    response: empty,
  }),
  me: endpoint({ method: 'GET', path: '/api/admin/me', request: empty, response: adminSchema }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    request: auditListRequestSchema,
    response: auditListResponseSchema,
  }),

  playerList: endpoint({
    method: 'GET',
    path: '/api/admin/players/list',
    request: adminPlayerListRequestSchema,
    response: adminPlayerListResponseSchema,
  }),
  playerDetail: endpoint({
    method: 'GET',
    path: '/api/admin/players/detail',
    request: adminPlayerIdRequestSchema,
    response: adminPlayerDetailSchema,
  }),
  playerPlayed: endpoint({
    method: 'GET',
    path: '/api/admin/players/played',
    request: adminPlayerPageRequestSchema,
    response: adminPlayedGameListResponseSchema,
  }),
  playerGifts: endpoint({
    method: 'GET',
    path: '/api/admin/players/gifts',
    request: adminPlayerPageRequestSchema,
    response: adminClaimedGiftListResponseSchema,
  }),
  /** Frozen: may look around, not play, claim or take QR links. Ends the player's sessions. */
  playerFreeze: endpoint({
    method: 'POST',
    path: '/api/admin/players/freeze',
    request: adminPlayerActionRequestSchema,
    response: adminPlayerActionResponseSchema,
  }),
  /** Banned: cannot sign in. Ends the player's sessions and closes their sockets. */
  playerBan: endpoint({
    method: 'POST',
    path: '/api/admin/players/ban',
    request: adminPlayerActionRequestSchema,
    response: adminPlayerActionResponseSchema,
  }),
  /** Back to active, from frozen or banned. */
  playerUnban: endpoint({
    method: 'POST',
    path: '/api/admin/players/unban',
    request: adminPlayerActionRequestSchema,
    response: adminPlayerActionResponseSchema,
  }),
  testDeviceList: endpoint({
    method: 'GET',
    path: '/api/admin/test-devices/list',
    request: adminTestDeviceListRequestSchema,
    response: adminTestDeviceListResponseSchema,
  }),
  testDeviceFlag: endpoint({
    method: 'POST',
    path: '/api/admin/test-devices/flag',
    request: adminTestDeviceRequestSchema,
    response: adminTestDeviceResponseSchema,
  }),
  testDeviceUnflag: endpoint({
    method: 'POST',
    path: '/api/admin/test-devices/unflag',
    request: adminTestDeviceRequestSchema,
    response: adminTestDeviceResponseSchema,
  }),

  /** Stores the message and lights the message red dot of its player, or of everyone. */
  messageSend: endpoint({
    method: 'POST',
    path: '/api/admin/messages/send',
    request: adminMessageSendRequestSchema,
    response: adminMessageSchema,
  }),
  messageList: endpoint({
    method: 'GET',
    path: '/api/admin/messages/list',
    request: adminMessageListRequestSchema,
    response: adminMessageListResponseSchema,
  }),

  ticketList: endpoint({
    method: 'GET',
    path: '/api/admin/tickets/list',
    request: adminTicketListRequestSchema,
    response: adminTicketListResponseSchema,
  }),
  ticketDetail: endpoint({
    method: 'GET',
    path: '/api/admin/tickets/detail',
    request: adminTicketIdRequestSchema,
    response: adminTicketDetailSchema,
  }),
  /** Support's answer: sets the ticket Answered, leaves the player a message, lights their dot. */
  ticketReply: endpoint({
    method: 'POST',
    path: '/api/admin/tickets/reply',
    request: adminTicketReplyRequestSchema,
    response: ticketConvSchema,
  }),
  ticketStatus: endpoint({
    method: 'POST',
    path: '/api/admin/tickets/status',
    request: adminTicketStatusRequestSchema,
    response: adminTicketSummarySchema,
  }),

  giftList: endpoint({
    method: 'GET',
    path: '/api/admin/gifts/list',
    request: adminGiftListRequestSchema,
    response: adminGiftListResponseSchema,
  }),
  giftCreate: endpoint({
    method: 'POST',
    path: '/api/admin/gifts/create',
    request: adminGiftCreateRequestSchema,
    response: adminGiftSchema,
  }),
  giftUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/gifts/update',
    request: adminGiftUpdateRequestSchema,
    response: adminGiftSchema,
  }),
  /** `request` is the query string; the body is a multipart form with one `file` part (CSV). */
  giftCodesImport: endpoint({
    method: 'POST',
    path: '/api/admin/gifts/codes/import',
    multipart: true,
    request: adminGiftCodesImportRequestSchema,
    response: adminGiftCodesImportResponseSchema,
  }),

  analyticsPageViews: endpoint({
    method: 'GET',
    path: '/api/admin/analytics/page-views',
    request: analyticsRangeRequestSchema,
    response: pageViewsReportSchema,
  }),
  analyticsSignUps: endpoint({
    method: 'GET',
    path: '/api/admin/analytics/sign-ups',
    request: analyticsRangeRequestSchema,
    response: signUpsReportSchema,
  }),
  analyticsPlays: endpoint({
    method: 'GET',
    path: '/api/admin/analytics/plays',
    request: analyticsPagedRangeRequestSchema,
    response: playsReportSchema,
  }),
  analyticsAttribution: endpoint({
    method: 'GET',
    path: '/api/admin/analytics/attribution',
    request: analyticsPagedRangeRequestSchema,
    response: attributionReportSchema,
  }),
} as const;

export type AdminEndpoints = typeof adminEndpoints;
