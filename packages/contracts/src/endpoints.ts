import { z } from 'zod';
import {
  accountLoginRequestSchema,
  bindAccountRequestSchema,
  graphCaptchaRequestSchema,
  graphCaptchaResponseSchema,
  loginWaysRequestSchema,
  loginWaysResponseSchema,
  passwordResetRequestSchema,
  passwordReviseRequestSchema,
  passwordVerifyRequestSchema,
  privacyAgreeRequestSchema,
  privacyUrlResponseSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  reloginRequestSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionSchema,
  socialLoginRequestSchema,
  uploadResponseSchema,
  userSchema,
  verifyEmailCodeRequestSchema,
} from './accounts.js';
import {
  analyticsResponseSchema,
  ATTRIBUTION_SIGNED_FIELDS,
  attributionRequestSchema,
  TRACKING_SIGNED_FIELDS,
  trackingRequestSchema,
} from './analytics.js';
import { clientConfigRequestSchema, clientConfigSchema } from './client-config.js';
import {
  newsDetailRequestSchema,
  newsDetailSchema,
  newsListRequestSchema,
  newsListResponseSchema,
  slideshowResponseSchema,
} from './content.js';
import {
  gameDetailRequestSchema,
  gameDetailResponseSchema,
  gameListRequestSchema,
  gameListResponseSchema,
  gameSearchRequestSchema,
  gameSearchResponseSchema,
  hotItemsResponseSchema,
} from './games.js';
import {
  giftClaimRequestSchema,
  giftClaimResponseSchema,
  giftListRequestSchema,
  giftListResponseSchema,
} from './gifts.js';
import {
  messageDetailSchema,
  messageIdRequestSchema,
  messageListRequestSchema,
  messageListResponseSchema,
  unreadCountRequestSchema,
  unreadCountResponseSchema,
} from './messages.js';
import {
  gameConfigRequestSchema,
  gameConfigSchema,
  gameDataLoadRequestSchema,
  gameDataLoadResponseSchema,
  gameDataSaveRequestSchema,
  PLAY_SIGNED_FIELDS,
  playedListRequestSchema,
  playedListResponseSchema,
  playRequestSchema,
  playResponseSchema,
  qrCodeRequestSchema,
  qrCodeResponseSchema,
  qrRedeemRequestSchema,
  qrRedeemResponseSchema,
  shortcutRequestSchema,
} from './playing.js';
import { pushReadRequestSchema, pushReadResponseSchema } from './push.js';
import {
  ticketAddRequestSchema,
  ticketAddResponseSchema,
  ticketAppListResponseSchema,
  ticketDetailSchema,
  ticketIdRequestSchema,
  ticketListRequestSchema,
  ticketListResponseSchema,
  ticketMessageSchema,
  ticketMoreRequestSchema,
  ticketRateRequestSchema,
  ticketRateResponseSchema,
  ticketTypeListResponseSchema,
} from './tickets.js';

export type HttpMethod = 'GET' | 'POST';

/**
 * One entry per endpoint: the web's fetchers and the server's routes are both built from it, so
 * a path, a method, a payload or a response shape cannot drift between the two halves.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
  /** Fields covered by osign, for signed endpoints. */
  signed?: readonly string[];
}

/** Declares an endpoint with its request and response types kept (for other endpoint files too). */
export const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;
const empty = z.object({});

export const endpoints = {
  gameList: endpoint({
    method: 'GET',
    path: '/api/guest/app/list/v2',
    request: gameListRequestSchema,
    response: gameListResponseSchema,
  }),
  gameDetail: endpoint({
    method: 'GET',
    path: '/api/guest/app/detail',
    request: gameDetailRequestSchema,
    response: gameDetailResponseSchema,
  }),
  gameSearch: endpoint({
    method: 'GET',
    path: '/api/guest/app/search',
    request: gameSearchRequestSchema,
    response: gameSearchResponseSchema,
  }),
  hotItems: endpoint({
    method: 'GET',
    path: '/api/hotItemsArr',
    request: empty,
    response: hotItemsResponseSchema,
  }),
  slideshow: endpoint({
    method: 'GET',
    path: '/api/guest/slideshow/list/v2',
    request: empty,
    response: slideshowResponseSchema,
  }),
  newsList: endpoint({
    method: 'GET',
    path: '/api/guest/news/list',
    request: newsListRequestSchema,
    response: newsListResponseSchema,
  }),
  newsDetail: endpoint({
    method: 'GET',
    path: '/api/guest/news/detail',
    request: newsDetailRequestSchema,
    response: newsDetailSchema,
  }),
  fbcNewsList: endpoint({
    method: 'GET',
    path: '/api/cms/user/fbc/news/list',
    request: newsListRequestSchema,
    response: newsListResponseSchema,
  }),
  fbcNewsDetail: endpoint({
    method: 'GET',
    path: '/api/cms/user/fbc/news/detail',
    request: newsDetailRequestSchema,
    response: newsDetailSchema,
  }),
  clientConfig: endpoint({
    method: 'GET',
    path: '/api/guest/client/config',
    request: clientConfigRequestSchema,
    response: clientConfigSchema,
  }),
  loginWays: endpoint({
    method: 'GET',
    path: '/api/user/login/loginway',
    request: loginWaysRequestSchema,
    response: loginWaysResponseSchema,
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/api/user/login/third',
    request: socialLoginRequestSchema,
    response: sessionSchema,
  }),
  accountLogin: endpoint({
    method: 'POST',
    path: '/api/user/wlogin',
    request: accountLoginRequestSchema,
    response: sessionSchema,
  }),
  relogin: endpoint({
    method: 'GET',
    path: '/api/user/login/h5/v4',
    request: reloginRequestSchema,
    response: sessionSchema,
  }),
  graphCaptcha: endpoint({
    method: 'GET',
    path: '/api/user/client/graphcaptcha/get',
    request: graphCaptchaRequestSchema,
    response: graphCaptchaResponseSchema,
  }),
  sendCode: endpoint({
    method: 'GET',
    path: '/api/user/client/captcha/get/v2',
    request: sendCodeRequestSchema,
    response: sendCodeResponseSchema,
  }),
  verifyEmailCode: endpoint({
    method: 'GET',
    path: '/api/user/client/captcha/verify/email',
    request: verifyEmailCodeRequestSchema,
    response: empty,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/user/register',
    request: registerRequestSchema,
    response: sessionSchema,
  }),
  passwordVerify: endpoint({
    method: 'POST',
    path: '/api/user/password/verify',
    request: passwordVerifyRequestSchema,
    response: empty,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/user/password/reset',
    request: passwordResetRequestSchema,
    response: empty,
  }),
  passwordRevise: endpoint({
    method: 'POST',
    path: '/api/user/password/revise',
    request: passwordReviseRequestSchema,
    response: sessionSchema,
  }),
  bindAccount: endpoint({
    method: 'POST',
    path: '/api/user/account/bind/v2',
    request: bindAccountRequestSchema,
    response: userSchema,
  }),
  logout: endpoint({ method: 'GET', path: '/api/user/logout/h5', request: empty, response: empty }),
  profile: endpoint({
    method: 'GET',
    path: '/api/user/profile/detail',
    request: empty,
    response: userSchema,
  }),
  profileUpdate: endpoint({
    method: 'GET',
    path: '/api/user/profile/update',
    request: profileUpdateRequestSchema,
    response: userSchema,
  }),
  /** Multipart, one `file` field; the one call the request helper sends specially. */
  upload: endpoint({
    method: 'POST',
    path: '/api/user/client/upload',
    request: empty,
    response: uploadResponseSchema,
  }),
  privacyUrl: endpoint({
    method: 'POST',
    path: '/api/user/policy/geturl',
    request: empty,
    response: privacyUrlResponseSchema,
  }),
  privacyAgree: endpoint({
    method: 'GET',
    path: '/api/user/privacy/agree',
    request: privacyAgreeRequestSchema,
    response: empty,
  }),
  gameConfig: endpoint({
    method: 'GET',
    path: '/api/user/client/gameconfig',
    request: gameConfigRequestSchema,
    response: gameConfigSchema,
  }),
  /** Records a play; osign covers appId and userId as sent. */
  play: endpoint({
    method: 'POST',
    path: '/api/user/app/play',
    request: playRequestSchema,
    response: playResponseSchema,
    signed: PLAY_SIGNED_FIELDS,
  }),
  playedList: endpoint({
    method: 'GET',
    path: '/api/user/playedlist',
    request: playedListRequestSchema,
    response: playedListResponseSchema,
  }),
  gameDataLoad: endpoint({
    method: 'GET',
    path: '/api/user/game/data/load',
    request: gameDataLoadRequestSchema,
    response: gameDataLoadResponseSchema,
  }),
  gameDataSave: endpoint({
    method: 'POST',
    path: '/api/user/game/data/save',
    request: gameDataSaveRequestSchema,
    response: empty,
  }),
  /** Answers a `.url` file as an attachment, not the envelope; errors are envelopes. */
  shortcut: endpoint({
    method: 'GET',
    path: '/api/user/client/shortcut',
    request: shortcutRequestSchema,
    response: z.string(),
  }),
  /** A single-use, short-lived link to the game on the mobile site; osign covers appId and userId. */
  qrCode: endpoint({
    method: 'POST',
    path: '/api/user/client/qrcode',
    request: qrCodeRequestSchema,
    response: qrCodeResponseSchema,
    signed: PLAY_SIGNED_FIELDS,
  }),
  /** Used by the mobile site: answers the game of a QR link once. */
  qrRedeem: endpoint({
    method: 'GET',
    path: '/api/guest/qrcode/redeem',
    request: qrRedeemRequestSchema,
    response: qrRedeemResponseSchema,
  }),
  /** Signed-in or not: a visitor sees no claimed codes and no recharge. */
  giftList: endpoint({
    method: 'GET',
    path: '/api/user/gift/appgiftlist',
    request: giftListRequestSchema,
    response: giftListResponseSchema,
  }),
  giftClaim: endpoint({
    method: 'POST',
    path: '/api/user/gift/claim',
    request: giftClaimRequestSchema,
    response: giftClaimResponseSchema,
  }),
  messageList: endpoint({
    method: 'GET',
    path: '/api/user/notif/list',
    request: messageListRequestSchema,
    response: messageListResponseSchema,
  }),
  /** The spec names no path for the unread count; this one sits beside the other message calls. */
  messageUnread: endpoint({
    method: 'GET',
    path: '/api/user/notif/unread',
    request: unreadCountRequestSchema,
    response: unreadCountResponseSchema,
  }),
  /** Marks the message read for this player. */
  messageDetail: endpoint({
    method: 'GET',
    path: '/api/user/notif/detail',
    request: messageIdRequestSchema,
    response: messageDetailSchema,
  }),
  /** Deletes a personal message; hides a broadcast for this player only. */
  messageDelete: endpoint({
    method: 'GET',
    path: '/api/user/notif/delete',
    request: messageIdRequestSchema,
    response: empty,
  }),
  ticketTypes: endpoint({
    method: 'GET',
    path: '/api/user/query/tickettypelist',
    request: empty,
    response: ticketTypeListResponseSchema,
  }),
  ticketApps: endpoint({
    method: 'GET',
    path: '/api/user/query/applist',
    request: empty,
    response: ticketAppListResponseSchema,
  }),
  ticketAdd: endpoint({
    method: 'POST',
    path: '/api/user/query/add',
    request: ticketAddRequestSchema,
    response: ticketAddResponseSchema,
  }),
  ticketList: endpoint({
    method: 'GET',
    path: '/api/user/query/list',
    request: ticketListRequestSchema,
    response: ticketListResponseSchema,
  }),
  ticketDetail: endpoint({
    method: 'GET',
    path: '/api/user/query/detail',
    request: ticketIdRequestSchema,
    response: ticketDetailSchema,
  }),
  /** A reply or a follow-up question; answers the new line of the conversation. */
  ticketMore: endpoint({
    method: 'POST',
    path: '/api/user/query/morequery',
    request: ticketMoreRequestSchema,
    response: ticketMessageSchema,
  }),
  ticketRate: endpoint({
    method: 'GET',
    path: '/api/user/query/instantRate',
    request: ticketRateRequestSchema,
    response: ticketRateResponseSchema,
  }),
  /** Records the highest push id a player has read at a red-dot location. */
  pushRead: endpoint({
    method: 'GET',
    path: '/api/user/push/read',
    request: pushReadRequestSchema,
    response: pushReadResponseSchema,
  }),
  /** One tracking event; osign covers appId, clientId, event and userId as sent. */
  tracking: endpoint({
    method: 'POST',
    path: '/api/analytics/source/tracking',
    request: trackingRequestSchema,
    response: analyticsResponseSchema,
    signed: TRACKING_SIGNED_FIELDS,
  }),
  /** Where a visitor came from; osign covers channelId, clientId and userId as sent. */
  attribution: endpoint({
    method: 'GET',
    path: '/api/analytics/source/attribution',
    request: attributionRequestSchema,
    response: analyticsResponseSchema,
    signed: ATTRIBUTION_SIGNED_FIELDS,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
